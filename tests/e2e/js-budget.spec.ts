import { test, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, gzipBytes, JS_BUDGET_KB } from '../support/dist';
import { ISLAND_ERROR_EN, PAID_LINK_EN, PARSE_TEXT_EN } from '@/lib/i18n/tools/common.en';
import { ISLAND_ERROR_ES, PAID_LINK_ES, PARSE_TEXT_ES } from '@/lib/i18n/tools/common.es';
import { MINIMUMS_WORDS_EN } from '@/lib/eligibility/minimums.en';
import { MINIMUMS_WORDS_ES } from '@/lib/eligibility/minimums.es';
import { langOfPath } from '@/lib/i18n/lang';

/** Inline scripts count; structured data does not (it is not JavaScript). */
const INLINE_SCRIPT = /<script(?![^>]*(?:src|application\/ld\+json))[^>]*>[\s\S]*?<\/script>/g;

/** The script files a page requests until its islands have hydrated and the network is idle. */
async function scriptsLoadedBy(page: Page, path: string): Promise<Set<string>> {
  const scripts = new Set<string>();
  page.on('request', (request) => request.resourceType() === 'script' && scripts.add(new URL(request.url()).pathname));
  await page.goto(path);
  await page.waitForSelector('astro-island:not([ssr])', { state: 'attached' });
  await page.waitForLoadState('networkidle');
  return scripts;
}

// What a reader's phone downloads before they touch anything: every script the page requests until the
// network is idle (islands hydrated), plus its inline scripts, gzipped. Lazy pieces (the Radix tooltip)
// load only after an interaction, so they do not count.
for (const [path, budgetKb] of Object.entries(JS_BUDGET_KB)) {
  test(`${path} loads at most ${budgetKb} KB of gzipped JavaScript`, async ({ page }) => {
    const scripts = await scriptsLoadedBy(page, path);
    const html = readFileSync(join(DIST, path, 'index.html'), 'utf8');
    let total = (html.match(INLINE_SCRIPT) ?? []).reduce((sum, script) => sum + gzipBytes(script), 0);
    for (const script of scripts) total += gzipBytes(readFileSync(join(DIST, script)));
    expect(scripts.size, 'the island requested its scripts').toBeGreaterThan(0);
    console.log(`${path}: ${(total / 1024).toFixed(1)} KB gzipped JavaScript, ${total} B (budget ${budgetKb} KB, ${budgetKb * 1024} B)`);
    expect(total).toBeLessThanOrEqual(budgetKb * 1024);
  });
}

// Each language's words live in its own modules (src/lib/i18n/tools/*.en.ts, *.es.ts) and the lib takes
// them as arguments, so a page's scripts carry its own language only: no English messages downloaded
// with a Spanish page, no Spanish with an English one. Checked with words every island page shares, and
// with the eligibility table's, whose English once sat in the table itself.
const OTHER_LANGUAGE_WORDS = {
  es: [PARSE_TEXT_EN.empty, PAID_LINK_EN.notice, ISLAND_ERROR_EN.body, ...MINIMUMS_WORDS_EN.products['merchant-cash-advance'].notes],
  en: [PARSE_TEXT_ES.empty, PAID_LINK_ES.notice, ISLAND_ERROR_ES.body, ...MINIMUMS_WORDS_ES.products['merchant-cash-advance'].notes],
};
for (const path of Object.keys(JS_BUDGET_KB)) {
  const lang = langOfPath(path);
  test(`${path} loads no script with the other language's words`, async ({ page }) => {
    const scripts = await scriptsLoadedBy(page, path);
    expect(scripts.size, 'the island requested its scripts').toBeGreaterThan(0);
    const found = [...scripts].flatMap((script) => {
      const code = readFileSync(join(DIST, script), 'utf8');
      return OTHER_LANGUAGE_WORDS[lang].filter((words) => code.includes(words)).map((words) => `${script}: "${words}"`);
    });
    expect(found).toEqual([]);
  });
}
