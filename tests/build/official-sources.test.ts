import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { builtPages } from '../support/dist';
import { BLOCKED_HOSTS, isBlockedUrl, isOfficialUrl, lawTextLinks, unfitSourceReason, unofficialLawTextLinks } from '@/lib/state-laws/official-sources';
import { G_SOURCES } from '@/lib/state-laws/sources';

const pages = builtPages();
const hrefs = (html: string) => [...html.matchAll(/<a\s[^>]*href="(https?:\/\/[^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
const landingPages = pages.filter((p) => p.path.startsWith('/resources/funding-by-location/') && p.path.split('/').length >= 4);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

describe('links to the text of a law', () => {
  it('every link labelled "statute text", "bill text" and the like goes to an official host', () => {
    expect(pages.flatMap((p) => unofficialLawTextLinks(p.html).map((problem) => `${p.path}: ${problem}`))).toEqual([]);
  });

  it('the check catches a law-text link to a blog, a political blog and a plain-http page (fixture)', () => {
    const fixture = readFileSync(join(process.cwd(), 'tests', 'fixtures', 'bad-html', 'unofficial-law-links.html'), 'utf8');
    expect(unofficialLawTextLinks(fixture)).toEqual([
      'statute text → https://www.alstonconsumerfinance.com/tag/commercial/',
      'source text → https://capitolfax.com/2026/02/24/it%e2%80%99s-just-a-bill-310',
      'bill text → http://capitol.texas.gov/tlodocs/89R/billtext/html/HB00700F.htm',
    ]);
  });

  it('landing pages of states with a law link its official text; no landing page keeps the old "source text" link', () => {
    // At least the state × industry pages of the five landing states, each with a law panel or paragraph.
    expect(landingPages.length).toBeGreaterThanOrEqual(45);
    const statuteLinks = (html: string) => lawTextLinks(html).filter((link) => link.label === 'statute text');
    const withStatute = landingPages.filter((p) => statuteLinks(p.html).length > 0);
    expect(withStatute.map((p) => p.path)).toEqual(
      expect.arrayContaining(['/resources/funding-by-location/texas/trucking-cash-advance', '/resources/funding-by-location/california']),
    );
    for (const page of withStatute) for (const link of statuteLinks(page.html)) expect(isOfficialUrl(link.href), `${page.path}: ${link.href}`).toBe(true);
    // Illinois has no law: its pages link our own Illinois law page, never a law-text link.
    const illinois = landingPages.filter((p) => p.path.startsWith('/resources/funding-by-location/illinois'));
    expect(illinois.length).toBeGreaterThan(0);
    expect(illinois.filter((p) => lawTextLinks(p.html).length > 0).map((p) => p.path)).toEqual([]);
    expect(landingPages.filter((p) => lawTextLinks(p.html).some((link) => link.label === 'source text')).map((p) => p.path)).toEqual([]);
  });
});

describe('sources are dated pages in English (issue 44)', () => {
  it('no source in content/ or the general state-law sources is a tag, category or archive page, or a translation', () => {
    const files = filesUnder(join(process.cwd(), 'content')).filter((f) => /\.(ya?ml|mdx?)$/.test(f));
    const urls = [
      ...files.flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/^\s*(?:-\s*)?url:\s*"?([^"\s]+)"?\s*$/gm)].map((m) => `${relative(process.cwd(), file)}: ${m[1]!}`),
      ),
      ...G_SOURCES.map((s) => `src/lib/state-laws/sources.ts: ${s.url}`),
    ];
    expect(urls.length).toBeGreaterThan(100);
    const unfit = urls.filter((line) => unfitSourceReason(line.slice(line.indexOf(': ') + 2)));
    expect(unfit).toEqual([]);
  });

  it("no link in a built page's Sources list is one either", () => {
    const found = pages.flatMap((p) =>
      [...p.html.matchAll(/<h2[^>]*>\s*(?:Sources|Fuentes)[\s\S]*?(?=<h2|<\/main>)/g)].flatMap((section) =>
        hrefs(section[0])
          .filter((url) => unfitSourceReason(url))
          .map((url) => `${p.path}: ${url}`),
      ),
    );
    expect(found).toEqual([]);
  });
});

describe('low-quality domains', () => {
  it('no built page links a content farm, aggregator, political blog or mirror', () => {
    const found = pages.flatMap((p) =>
      hrefs(p.html)
        .filter(isBlockedUrl)
        .map((url) => `${p.path}: ${url}`),
    );
    expect(found).toEqual([]);
  });

  it('no file in content/ or src/ names one (the list itself aside)', () => {
    const files = [...filesUnder(join(process.cwd(), 'content')), ...filesUnder(join(process.cwd(), 'src'))].filter((f) => !f.endsWith('official-sources.ts'));
    const found = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return BLOCKED_HOSTS.filter((host) => text.includes(host)).map((host) => `${relative(process.cwd(), file)}: ${host}`);
    });
    expect(found).toEqual([]);
  });

  it('the check is not vacuous: a mirror and a content farm are caught, an official page is not', () => {
    expect(isBlockedUrl('https://iiab.me/kiwix/content/wikipedia_en_all_maxi_2023-10/A/Confession_of_judgment')).toBe(true);
    expect(isBlockedUrl('https://www.world-today-news.com/north-dakota')).toBe(true);
    expect(isBlockedUrl('https://www.nysenate.gov/legislation/laws/FIS/801')).toBe(false);
  });
});
