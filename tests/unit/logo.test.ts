import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FAVICON_HREF, LOGO_SVG, percentEncodeForUrl } from '@/lib/site/logo';

describe('the site mark', () => {
  it('public/favicon.svg is the same drawing as the inlined favicon and the header logo', () => {
    expect(readFileSync('public/favicon.svg', 'utf8').trim()).toBe(LOGO_SVG);
  });

  it('the favicon data: URL decodes to that SVG and holds only characters a URL may hold unescaped', () => {
    expect(decodeURIComponent(FAVICON_HREF.slice('data:image/svg+xml,'.length))).toBe(LOGO_SVG);
    expect(FAVICON_HREF).toMatch(/^[A-Za-z0-9!$&'()*+,\-./:;=?@_~%]+$/);
    expect(FAVICON_HREF).not.toMatch(/[<>"# ]/);
  });

  it('percent-encodes what is not a URL code point, as UTF-8, and leaves the rest', () => {
    expect(percentEncodeForUrl('<a b="#">é</a>')).toBe('%3Ca%20b=%22%23%22%3E%C3%A9%3C/a%3E');
  });
});
