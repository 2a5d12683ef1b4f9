import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { builtPages } from '../support/dist';
import { urlSyntaxError } from '../support/url-syntax';

/**
 * Rules turned off in .htmlvalidate.json, and why (JSON allows no comments):
 * - no-inline-style: React and the MDX components set style attributes; the CSP allows inline styles.
 * - attribute-boolean-style, attribute-empty-style, void-style, no-trailing-whitespace: formatting only.
 * - attr-case: React's server renderer writes some attributes in camelCase (maxLength); HTML ignores case.
 * - meta-refresh: the 404 page's 3-second refresh is the no-JavaScript fallback, on purpose not instant.
 * - element-permitted-content: Astro places a <style> for <astro-island> inside the first island's parent.
 * - long-title: titles are checked by the content schema (60 characters) instead.
 * - no-redundant-role, prefer-native-element: explicit roles kept for older screen readers (role="search").
 *
 * Validating every page takes a minute or more of CPU. It runs in child processes (html-validate's own
 * CLI, two at a time), so this test never blocks its Vitest worker's event loop; a busy machine only makes
 * it slower, never makes the worker miss its heartbeat.
 */
const run = promisify(execFile);
const CLI = 'node_modules/.bin/html-validate';
const CHUNKS = 2;

interface CliResult {
  filePath: string;
  messages: Array<{ ruleId: string; severity: number; message: string; selector: string | null }>;
}

async function validate(files: string[]): Promise<CliResult[]> {
  try {
    const { stdout } = await run(CLI, ['--formatter', 'json', ...files], { maxBuffer: 64 * 1024 * 1024 });
    return JSON.parse(stdout || '[]') as CliResult[];
  } catch (error) {
    // The CLI exits 1 when it finds errors; its report is still on stdout.
    const stdout = (error as { stdout?: string }).stdout;
    if (stdout) return JSON.parse(stdout) as CliResult[];
    throw error;
  }
}

describe('html-validate', () => {
  it('finds no errors on any built page', { timeout: 600_000 }, async () => {
    const pages = builtPages();
    expect(pages.length).toBeGreaterThan(100);
    const chunks = Array.from({ length: CHUNKS }, (_, i) => pages.filter((_, j) => j % CHUNKS === i).map((p) => p.file));
    const results = (await Promise.all(chunks.map(validate))).flat();
    const errors = results.flatMap((result) =>
      result.messages.filter((m) => m.severity === 2).map((m) => `${result.filePath}: ${m.ruleId} ${m.message} (${m.selector ?? ''})`),
    );
    expect(errors.slice(0, 30)).toEqual([]);
  });

  it('every href and src is a valid URL string (the Nu checker rule html-validate lacks)', () => {
    const attr = /\s(?:href|src)=(?:"([^"]*)"|'([^']*)')/g;
    const bad = builtPages().flatMap((page) =>
      [...page.html.matchAll(attr)].flatMap((m) => {
        const url = (m[1] ?? m[2] ?? '').replace(/&(?:amp|#38|#x26);/gi, '&');
        const error = urlSyntaxError(url);
        return error ? [`${page.path}: ${url.slice(0, 80)} (${error})`] : [];
      }),
    );
    expect(bad.slice(0, 20)).toEqual([]);
  });

  it('no page has markup after </html> (a <script> left outside the layout lands there: "stray start tag")', () => {
    const bad = builtPages()
      .filter((page) => !/<\/html>\s*$/.test(page.html))
      .map((page) => page.path);
    expect(bad).toEqual([]);
  });

  it('the URL check rejects what the Nu checker rejects', () => {
    expect(urlSyntaxError('data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"></svg>')).toBe('"<" at 19');
    expect(urlSyntaxError('/a b')).toBe('" " at 2');
    expect(urlSyntaxError('/a#b#c')).toBe('a second "#" at 4');
    expect(urlSyntaxError('/100%')).toBe('"%" without two hex digits at 4');
    expect(urlSyntaxError('https://example.org/es/guía?q=a%20b#top')).toBeNull();
  });

  it('reports an invalid page (the check can fail)', { timeout: 60_000 }, async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'html-validate-'));
    const file = join(dir, 'bad.html');
    writeFileSync(
      file,
      '<!doctype html><html lang="en"><head><title>x</title></head><body><div><p>unclosed</div><a href="#" id="x"></a><a href="#" id="x">b</a></body></html>',
    );
    const results = await validate([file]);
    expect(results.flatMap((r) => r.messages).filter((m) => m.severity === 2).length).toBeGreaterThan(0);
  });
});
