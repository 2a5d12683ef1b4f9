import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, gzipBytes, JS_BUDGET_KB } from '../support/dist';

/** Inline scripts count; structured data does not (it is not JavaScript). */
const INLINE_SCRIPT = /<script(?![^>]*(?:src|application\/ld\+json))[^>]*>[\s\S]*?<\/script>/g;

// What a reader's phone downloads before they touch anything: every script the page requests until the
// network is idle (islands hydrated), plus its inline scripts, gzipped. Lazy pieces (the Radix tooltip)
// load only after an interaction, so they do not count.
for (const [path, budgetKb] of Object.entries(JS_BUDGET_KB)) {
  test(`${path} loads at most ${budgetKb} KB of gzipped JavaScript`, async ({ page }) => {
    const scripts = new Set<string>();
    page.on('request', (request) => request.resourceType() === 'script' && scripts.add(new URL(request.url()).pathname));
    await page.goto(path);
    await page.waitForSelector('astro-island:not([ssr])', { state: 'attached' });
    await page.waitForLoadState('networkidle');
    const html = readFileSync(join(DIST, path, 'index.html'), 'utf8');
    let total = (html.match(INLINE_SCRIPT) ?? []).reduce((sum, script) => sum + gzipBytes(script), 0);
    for (const script of scripts) total += gzipBytes(readFileSync(join(DIST, script)));
    expect(scripts.size, 'the island requested its scripts').toBeGreaterThan(0);
    console.log(`${path}: ${(total / 1024).toFixed(1)} KB gzipped JavaScript (budget ${budgetKb} KB)`);
    expect(total).toBeLessThanOrEqual(budgetKb * 1024);
  });
}
