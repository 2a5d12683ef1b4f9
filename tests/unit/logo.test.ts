import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FAVICON_HREF, LOGO_SVG } from '@/lib/site/logo';

describe('the site mark', () => {
  it('public/favicon.svg, the linked favicon, is the same drawing as the header logo', () => {
    expect(FAVICON_HREF).toBe('/favicon.svg');
    expect(readFileSync(`public${FAVICON_HREF}`, 'utf8').trim()).toBe(LOGO_SVG);
  });
});
