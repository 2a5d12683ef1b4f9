/**
 * Issue 44: every indexable page has a share card, a 1200 × 630 PNG of at most 60 KB in dist/, named by
 * og:image and twitter:image with its size and alt text; X shows it large. Noindexed pages have none.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, ERROR_PAGE_PATHS, builtPages } from '../support/dist';

const CARD_MAX_BYTES = 60 * 1024;
const pages = builtPages().filter((page) => !ERROR_PAGE_PATHS.has(page.path));
const tag = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
const indexable = pages.filter((page) => /<meta name="robots" content="index, follow"/.test(page.html));

/** Width and height from a PNG's header (the IHDR chunk comes first). */
function pngSize(file: Buffer): { width: number; height: number } | undefined {
  const signature = file.subarray(0, 8).toString('hex');
  if (signature !== '89504e470d0a1a0a' || file.subarray(12, 16).toString('ascii') !== 'IHDR') return undefined;
  return { width: file.readUInt32BE(16), height: file.readUInt32BE(20) };
}

describe('share cards', () => {
  it('are on every indexable page: a 1200 × 630 PNG of at most 60 KB that exists, with its size and alt text', () => {
    expect(indexable.length).toBeGreaterThan(100);
    const problems: string[] = [];
    let largest = 0;
    for (const page of indexable) {
      const image = tag(page.html, 'og:image');
      if (!image) {
        problems.push(`${page.path}: no og:image`);
        continue;
      }
      const file = join(DIST, new URL(image).pathname);
      if (!existsSync(file)) {
        problems.push(`${page.path}: ${image} was not built`);
        continue;
      }
      const bytes = readFileSync(file);
      largest = Math.max(largest, bytes.length);
      const size = pngSize(bytes);
      if (size?.width !== 1200 || size.height !== 630) problems.push(`${page.path}: ${image} is ${size ? `${size.width} × ${size.height}` : 'not a PNG'}`);
      if (bytes.length > CARD_MAX_BYTES) problems.push(`${page.path}: ${image} is ${bytes.length} B`);
      if (tag(page.html, 'og:image:width') !== '1200' || tag(page.html, 'og:image:height') !== '630') problems.push(`${page.path}: og:image size tags`);
      if (tag(page.html, 'twitter:card') !== 'summary_large_image' || tag(page.html, 'twitter:image') !== image) problems.push(`${page.path}: twitter tags`);
      const alt = tag(page.html, 'og:image:alt') ?? '';
      if (alt.length < 10 || tag(page.html, 'twitter:image:alt') !== alt) problems.push(`${page.path}: alt text "${alt}"`);
    }
    console.log(`${indexable.length} share cards checked; the largest is ${largest} B.`);
    expect(problems).toEqual([]);
  });

  it('name the page, its kind and, on law and landing pages, the state, in the page language', () => {
    const alt = (path: string) => tag(pages.find((page) => page.path === path)!.html, 'og:image:alt');
    expect(alt('/resources/state-laws/texas')).toMatch(/^State law · Texas: Texas .+\. Ledgerwise$/);
    expect(alt('/resources/funding-by-location/texas/trucking-cash-advance')).toMatch(
      /^Funding by location · Texas: Trucking Cash Advance in Texas\. Ledgerwise$/,
    );
    expect(alt('/es/guias/adelanto-de-efectivo-para-comercios')).toMatch(/^Guía: .+\. Ledgerwise$/);
  });

  it('are not offered for noindexed pages, and leave no build note behind in any page', () => {
    for (const page of pages.filter((p) => !indexable.includes(p))) {
      expect(tag(page.html, 'og:image'), page.path).toBeUndefined();
      expect(tag(page.html, 'twitter:card'), page.path).toBe('summary');
    }
    for (const page of builtPages()) expect(page.html, page.path).not.toContain('<!--share-card');
  });
});
