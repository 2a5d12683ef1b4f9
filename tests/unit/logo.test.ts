import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FAVICON_HREF, LOGO_SVG } from '@/lib/site/logo';

describe('the site mark', () => {
  it('public/favicon.svg is the same drawing as the inlined favicon and the header logo', () => {
    expect(readFileSync('public/favicon.svg', 'utf8').trim()).toBe(LOGO_SVG);
  });

  it('the favicon data: URL decodes to that SVG and needs no quotes of its own kind', () => {
    expect(decodeURIComponent(FAVICON_HREF.slice('data:image/svg+xml,'.length))).toBe(LOGO_SVG);
    expect(FAVICON_HREF).not.toContain("'");
    expect(FAVICON_HREF).not.toContain('#');
  });
});
