import { describe, expect, it } from 'vitest';
import { BEST_QUALITY_MAX_PAGES, BROTLI_BEST, BROTLI_FAST, brotliQuality, mapLimit, shouldPrecompress } from '@/lib/site/precompress';

describe('precompression rules', () => {
  it('compresses text files of 1 KB or more, not images or tiny files', () => {
    expect(shouldPrecompress('/a/index.html', 2048)).toBe(true);
    expect(shouldPrecompress('/_astro/x.JS', 5000)).toBe(true);
    expect(shouldPrecompress('/favicon.svg', 328)).toBe(false);
    expect(shouldPrecompress('/a.png', 50_000)).toBe(false);
    expect(shouldPrecompress('/a.html.br', 50_000)).toBe(false);
  });
  it('uses the best brotli quality except for HTML on a site of many thousands of pages', () => {
    expect(brotliQuality('/a.html', 330)).toBe(BROTLI_BEST);
    expect(brotliQuality('/a.html', BEST_QUALITY_MAX_PAGES + 1)).toBe(BROTLI_FAST);
    expect(brotliQuality('/_astro/a.css', 20_000)).toBe(BROTLI_BEST);
  });
  it('runs at most `limit` jobs at once and keeps the order of results', async () => {
    let running = 0;
    let peak = 0;
    const out = await mapLimit([5, 1, 3, 2, 4], 2, async (n) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, n));
      running--;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 30, 20, 40]);
    expect(peak).toBe(2);
  });
});
