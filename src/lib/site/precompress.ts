/**
 * Which built files get precompressed `.br` and `.gz` copies. Pure rules, used by the precompress
 * integration and by the servers' tests; the compression itself lives in src/integrations/precompress.ts.
 */

/** Text formats that shrink well. Images other than SVG are already compressed. */
const PRECOMPRESS_EXTENSIONS: readonly string[] = ['.html', '.css', '.js', '.mjs', '.xml', '.svg', '.json', '.txt', '.webmanifest'];

/** Below this size a compressed copy saves less than a network packet and costs a file per encoding. */
const PRECOMPRESS_MIN_BYTES = 1024;

export function shouldPrecompress(file: string, size: number): boolean {
  const ext = /\.[a-z0-9]+$/i.exec(file)?.[0]?.toLowerCase() ?? '';
  return size >= PRECOMPRESS_MIN_BYTES && PRECOMPRESS_EXTENSIONS.includes(ext);
}

/** Brotli's best (and slowest: about 0.1 s for a 65 KB page on this machine) quality. */
export const BROTLI_BEST = 11;
/** About 50 times faster than 11 and about 10% larger: used for HTML on very large sites only. */
export const BROTLI_FAST = 6;
/** Up to this many HTML pages, every file gets BROTLI_BEST (today's site: ~320 pages). */
export const BEST_QUALITY_MAX_PAGES = 2000;

/**
 * Brotli quality for a file: the best for every file of a normal-sized site, and always for CSS, JS and
 * other shared files (sent with every page); HTML on a site of more than BEST_QUALITY_MAX_PAGES pages gets
 * BROTLI_FAST, so a 20,000-page build adds seconds rather than many minutes.
 */
export function brotliQuality(file: string, htmlPages: number): number {
  return htmlPages > BEST_QUALITY_MAX_PAGES && /\.html$/i.test(file) ? BROTLI_FAST : BROTLI_BEST;
}

/** Run `work` over `items` with at most `limit` running at once (keeps a build on a small machine responsive). */
export async function mapLimit<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const at = next++;
      results[at] = await work(items[at] as T);
    }
  });
  await Promise.all(lanes);
  return results;
}
