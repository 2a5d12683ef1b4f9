/**
 * Issue 43: parity between the two editions. Every indexable English page (the sitemap's) has a Spanish
 * twin and the reverse, unless src/lib/i18n/parity-exceptions.ts lists it with its reason; each pair's
 * hreflang alternates in the built HTML point at each other; and no Spanish page follows an older English
 * text than its twin's last content change.
 *
 * The date: each Spanish content file carries `translatedFrom`, the English file's last-review date
 * (`updatedDate` in guides, articles, site pages, help pages and FAQ entries; `lastReviewed` in the state-law
 * reference) of the text it translates. That English date moves whenever the English text is reviewed
 * again, so it is "the English text this translation follows": a Spanish file whose `translatedFrom` is not
 * its original's current date follows an older English text and fails, naming the file. (Pages built from
 * code, such as the tools and the resources pages, are one component for both languages; their words move
 * together in one commit, so they carry no date.)
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { builtPages } from '../support/dist';
import { sitemapPaths } from '../support/sitemap';
import { twinOf } from '@/lib/i18n/twins';
import { PARITY_EXCEPTIONS, parityExceptionFor } from '@/lib/i18n/parity-exceptions';
import { readFrontmatter } from '@/lib/content/frontmatter';
import { staleTranslations, type TranslationRecord } from '@/lib/i18n/translations';

const pages = builtPages();
const byPath = new Map(pages.map((p) => [p.path, p]));
const isSpanish = (path: string) => path === '/es' || path.startsWith('/es/');
const indexed = [...new Set(sitemapPaths().map((path) => (path === '/' ? '/' : path.replace(/\/$/, ''))))];
const english = indexed.filter((path) => !isSpanish(path));
const spanish = indexed.filter(isSpanish);
const noindex = (html: string) => /<meta name="robots" content="noindex/.test(html);

/** The page's hreflang alternates as "lang path". */
const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)]
    .map((m) => `${m[1]} ${new URL(m[2]!).pathname.replace(/(.)\/$/, '$1')}`)
    .sort();

describe('every indexable page has its twin', () => {
  it('has pages to check', () => {
    expect(english.length).toBeGreaterThanOrEqual(117);
    expect(spanish.length).toBeGreaterThanOrEqual(80);
  });

  it('every indexable English page has a Spanish twin that is built and indexed, or a listed exception', () => {
    const missing = english.filter((path) => {
      const twin = twinOf(path);
      return !(twin && byPath.has(twin.path) && indexed.includes(twin.path)) && !parityExceptionFor(path);
    });
    expect(missing).toEqual([]);
  });

  it('every indexable Spanish page has an English twin that is built and indexed', () => {
    const missing = spanish.filter((path) => {
      const twin = twinOf(path);
      return !(twin && byPath.has(twin.path) && indexed.includes(twin.path));
    });
    expect(missing).toEqual([]);
  });

  it('each pair’s hreflang alternates are reciprocal in the built HTML', () => {
    const problems: string[] = [];
    for (const en of english) {
      const twin = twinOf(en);
      if (!twin) continue;
      const expected = [`en ${en}`, `es ${twin.path}`, `x-default ${en}`].sort();
      const esHtml = byPath.get(twin.path)?.html ?? '';
      if (JSON.stringify(alternates(byPath.get(en)!.html)) !== JSON.stringify(expected)) problems.push(`${en}: ${alternates(byPath.get(en)!.html).join(', ')}`);
      if (JSON.stringify(alternates(esHtml)) !== JSON.stringify(expected)) problems.push(`${twin.path}: ${alternates(esHtml).join(', ')}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('the exceptions', () => {
  it('each covers a built page, has a reason, and noindex exceptions are noindex and out of the sitemap', () => {
    for (const exception of PARITY_EXCEPTIONS) {
      const covered = pages.filter((p) => parityExceptionFor(p.path) === exception);
      expect(covered.length, String(exception.paths)).toBeGreaterThan(0);
      expect(exception.reason.length).toBeGreaterThan(20);
      if (exception.noindex) {
        for (const page of covered) {
          expect(noindex(page.html), page.path).toBe(true);
          expect(indexed, page.path).not.toContain(page.path);
        }
      }
    }
  });

  it('an exception that is neither noindex nor pending fails: only the city pages may stay English for good', () => {
    expect(PARITY_EXCEPTIONS.filter((e) => !e.noindex && !e.pending)).toEqual([]);
  });

  it('the check finds a page without a twin when there is one (fixture)', () => {
    const fixture = ['/tools/not-translated'];
    expect(fixture.filter((path) => !twinOf(path) && !parityExceptionFor(path))).toEqual(fixture);
  });
});

describe('no Spanish page follows an older English text', () => {
  const root = join(process.cwd(), 'content');
  const yamlOrFrontmatter = (file: string) => {
    const text = readFileSync(file, 'utf8');
    return (file.endsWith('.yaml') ? parse(text) : readFrontmatter(text)) as Record<string, unknown>;
  };
  const date = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));
  const files = (dir: string) => readdirSync(join(root, dir)).filter((name) => /\.(mdx?|ya?ml)$/.test(name) && !name.startsWith('_'));

  // The state-law reference: content/state-laws-es/<slug>.yaml follows content/state-laws/<slug>.yaml's lastReviewed.
  // (Guides, articles, site pages, help pages and FAQ entries: tests/build/i18n.test.ts, by the same rule.)
  const originals = new Map(files('state-laws').map((name) => [`state-laws/${name}`, date(yamlOrFrontmatter(join(root, 'state-laws', name)).lastReviewed)]));
  const translations: TranslationRecord[] = files('state-laws-es').map((name) => ({
    file: `content/state-laws-es/${name}`,
    original: `state-laws/${name}`,
    translatedFrom: date(yamlOrFrontmatter(join(root, 'state-laws-es', name)).translatedFrom),
  }));

  it('every Spanish state-law page was translated from its English page as last reviewed', () => {
    expect(translations.length).toBe(51);
    expect(staleTranslations(translations, originals)).toEqual([]);
  });

  // The landing pages' words: content/states-es and content/industries-es follow their English files' lastReviewed.
  const landingOriginals = new Map(
    ['states', 'industries'].flatMap((dir) =>
      files(dir).map((name) => [`${dir}/${name}`, date(yamlOrFrontmatter(join(root, dir, name)).lastReviewed)] as const),
    ),
  );
  const landingTranslations: TranslationRecord[] = ['states', 'industries'].flatMap((dir) =>
    files(`${dir}-es`).map((name) => ({
      file: `content/${dir}-es/${name}`,
      original: `${dir}/${name}`,
      translatedFrom: date(yamlOrFrontmatter(join(root, `${dir}-es`, name)).translatedFrom),
    })),
  );

  it('every Spanish landing file (state, industry) was translated from its English file as last reviewed', () => {
    expect(landingTranslations.length).toBe(landingOriginals.size);
    expect(landingTranslations.length).toBeGreaterThanOrEqual(14);
    expect(staleTranslations(landingTranslations, landingOriginals)).toEqual([]);
  });

  it('an English industry file reviewed after its translation fails, naming the Spanish file (fixture)', () => {
    const reviewedAgain = new Map(landingOriginals).set('industries/trucking.yaml', '2099-01-01');
    expect(staleTranslations(landingTranslations, reviewedAgain)).toEqual([expect.stringMatching(/^content\/industries-es\/trucking\.yaml: .*2099-01-01/)]);
  });

  it('an English page reviewed after its translation fails, naming the Spanish file (fixture)', () => {
    const reviewedAgain = new Map(originals).set('state-laws/texas.yaml', '2099-01-01');
    expect(staleTranslations(translations, reviewedAgain)).toEqual([expect.stringMatching(/^content\/state-laws-es\/texas\.yaml: .*2099-01-01/)]);
  });
});
