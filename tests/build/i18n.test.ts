/**
 * Issue 28: the Spanish edition. Every /es/ page has its English twin and the reverse (the table of page
 * pairs), hreflang alternates are symmetric and match the sitemap's, the switcher leads to the twin, no
 * Spanish page shows interface text from the English catalogs, partner links from Spanish pages say so
 * (utm_content=es), and no translation is older than its original's last review.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { DIST, ERROR_PAGE_PATHS, builtPages, linksIn } from '../support/dist';
import { PAGE_PAIRS } from '@/lib/i18n/pages';
import { ALL_PAIRS, twinOf } from '@/lib/i18n/twins';
import { INDUSTRY_SLUGS_ES, LANDING_STATES } from '@/lib/landing/urls';
import { UI } from '@/lib/i18n/ui';
import { PARTNER_LINK_ATTRS } from '@/lib/site/paid-link';
import { PAID_LINK_TEXT } from '@/lib/site/paid-link-text';
import { SITE } from '@/lib/site/config';
import { readFrontmatter } from '@/lib/content/frontmatter';
import { staleTranslations, type TranslationRecord } from '@/lib/i18n/translations';
import { ENGLISH_CATALOGS, catalogStrings } from '../support/catalogs';
import { TERMS } from '@/lib/i18n/terms';

const pages = builtPages();
const byPath = new Map(pages.map((p) => [p.path, p]));
const isSpanish = (path: string) => path === '/es' || path.startsWith('/es/');
const spanish = pages.filter((p) => isSpanish(p.path));

const hreflangs = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)]
    .map((m) => `${m[1]} ${new URL(m[2]!).pathname.replace(/(.)\/$/, '$1')}`)
    .sort();

/** The words a reader sees: no scripts, styles, JSON-LD or tags. */
const visibleText = (html: string) =>
  html
    .replace(/<(script|style|noscript)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&#x27;|&apos;/g, "'")
    .replace(/\s+/g, ' ');

describe('the Spanish edition', () => {
  it('has pages to check (a check over no pages would pass vacuously)', () => {
    expect(spanish.length).toBeGreaterThanOrEqual(ALL_PAIRS.length - 1);
  });

  it('builds both twins of every pair in the table, and no /es/ page outside it', () => {
    const built = (path: string) => byPath.has(path);
    const missing = ALL_PAIRS.flatMap((pair) => [pair.en, pair.es].filter((path) => !built(path)));
    expect(missing).toEqual([]);
    const listed = new Set(ALL_PAIRS.map((pair) => pair.es));
    expect(spanish.map((p) => p.path).filter((path) => !listed.has(path))).toEqual([]);
  });

  it('gives both twins the same hreflang set (en, es, x-default → en), pointing at each other', () => {
    let checked = 0;
    for (const pair of ALL_PAIRS) {
      const en = byPath.get(pair.en)!;
      const es = byPath.get(pair.es)!;
      const noindex = /<meta name="robots" content="noindex/.test(en.html);
      if (noindex || ERROR_PAGE_PATHS.has(pair.en)) {
        expect(hreflangs(en.html), pair.en).toEqual([]);
        expect(hreflangs(es.html), pair.es).toEqual([]);
        continue;
      }
      const expected = [`en ${pair.en}`, `es ${pair.es}`, `x-default ${pair.en}`].sort();
      expect(hreflangs(en.html), pair.en).toEqual(expected);
      expect(hreflangs(es.html), pair.es).toEqual(expected);
      checked++;
    }
    expect(checked).toBeGreaterThan(15);
    // An untranslated page names no alternate: no Spanish link points at a page that does not exist.
    for (const page of pages.filter((p) => !twinOf(p.path))) expect(hreflangs(page.html), page.path).toEqual([]);
  });

  it('lists the same alternates in the sitemap as on the pages', () => {
    const xml = readdirSync(DIST)
      .filter((name) => /^sitemap-\d+\.xml$/.test(name))
      .map((name) => readFileSync(join(DIST, name), 'utf8'))
      .join('');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    let checked = 0;
    for (const match of xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>[^<]*<\/lastmod>)?((?:<xhtml:link [^>]+\/>)*)<\/url>/g)) {
      const path = new URL(match[1]!).pathname.replace(/(.)\/$/, '$1') || '/';
      const listed = [...match[2]!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)]
        .map((m) => `${m[1]} ${new URL(m[2]!).pathname.replace(/(.)\/$/, '$1')}`)
        .sort();
      expect(listed, path).toEqual(hreflangs(byPath.get(path)!.html));
      if (listed.length > 0) checked++;
    }
    expect(checked).toBe(2 * ALL_PAIRS.filter((pair) => !/<meta name="robots" content="noindex/.test(byPath.get(pair.en)!.html)).length);
  });

  it('switches language with a plain link to the twin, and offers no switch where there is no twin', () => {
    // The 404 pages link real pages instead of each other.
    for (const path of ERROR_PAGE_PATHS) expect(byPath.get(path)!.html, path).not.toContain('data-lang-switch');
    for (const page of pages.filter((p) => !ERROR_PAGE_PATHS.has(p.path))) {
      const switches = [...page.html.matchAll(/<a [^>]*href="([^"]+)"[^>]*data-lang-switch/g)].map((m) => m[1]);
      const twin = twinOf(page.path);
      if (twin) {
        expect(switches.length, page.path).toBeGreaterThanOrEqual(1);
        for (const href of switches) expect(href, page.path).toBe(twin.path);
      } else expect(switches, page.path).toEqual([]);
    }
  });

  it('shows no interface text from the English catalogs on a Spanish page', () => {
    // The English strings that differ from their Spanish twin and are long enough to be unambiguous.
    const english = ENGLISH_CATALOGS.flatMap(({ en, es }) => {
      const spanish = new Map(catalogStrings(es));
      return catalogStrings(en).flatMap(([key, value]) => (value.trim().length >= 8 && value !== spanish.get(key) ? [value.trim()] : []));
    });
    expect(english.length).toBeGreaterThan(200);
    const found = spanish.flatMap((page) => {
      // The glossary shows the English contract words on purpose: its terms' parentheses and "También:" lists.
      // Text marked lang="en" is English on purpose too: a quoted rule, a source's title, the after-payoff
      // letters, which the Spanish pages draft in English and say why.
      const text = visibleText(page.html.replace(/<dfn>[\s\S]*?<\/dfn>|También: [^<]*|<(\w+)\b[^>]*\blang="en"[^>]*>[\s\S]*?<\/\1>/g, ' '));
      return english.filter((s) => text.includes(s)).map((s) => `${page.path}: "${s}"`);
    });
    expect(found).toEqual([]);
  });

  it('the check above finds English text when it is there (fixture)', () => {
    const html = `<main><p>${UI.en.paidNotice}</p></main>`;
    expect(visibleText(html)).toContain(PAID_LINK_TEXT.en.notice);
  });

  it('sends partner links from Spanish pages with utm_content=es, and from English pages without it', () => {
    const partner = new URL(SITE.partnerApplyUrl).origin;
    let es = 0;
    for (const page of pages) {
      for (const href of linksIn(page.html).filter((h) => h.startsWith(partner))) {
        const content = new URL(href).searchParams.get('utm_content');
        if (isSpanish(page.path)) {
          expect(content, page.path).toBe('es');
          es++;
        } else expect(content, page.path).toBeNull();
      }
    }
    expect(es).toBeGreaterThan(spanish.length);
    expect(PARTNER_LINK_ATTRS.rel).toContain('sponsored');
  });
});

describe('translations are not stale', () => {
  const root = join(process.cwd(), 'content');
  const originals = new Map<string, string>();
  const translations: TranslationRecord[] = [];
  for (const collection of ['guides', 'blog', 'pages', 'help', 'faq']) {
    const read = (dir: string) => readdirSync(join(root, dir)).filter((name) => /\.(mdx?|ya?ml)$/.test(name) && !name.startsWith('_'));
    for (const name of read(collection)) {
      const text = readFileSync(join(root, collection, name), 'utf8');
      const data = name.endsWith('.yaml') ? (parse(text) as Record<string, unknown>) : readFrontmatter(text);
      originals.set(`${collection}/${name.replace(/\.[^.]+$/, '')}`, String(data.updatedDate));
    }
    for (const name of read(`${collection}/es`)) {
      const file = `content/${collection}/es/${name}`;
      const text = readFileSync(join(root, collection, 'es', name), 'utf8');
      const data = name.endsWith('.yaml') ? (parse(text) as Record<string, unknown>) : readFrontmatter(text);
      const of = String(data.translationOf);
      translations.push({ file, original: collection === 'faq' ? `faq/${of}` : of, translatedFrom: String(data.translatedFrom) });
    }
  }

  it('every translation was made from its original as last reviewed', () => {
    expect(translations.length).toBeGreaterThanOrEqual(29);
    expect(staleTranslations(translations, originals)).toEqual([]);
  });

  it('a translation made before its original was reviewed again fails, naming the file (fixture)', () => {
    const fixture = new Map([['guides/sba-loans', '2026-12-01']]);
    const messages = staleTranslations([{ file: 'content/guides/es/prestamos-sba.mdx', original: 'guides/sba-loans', translatedFrom: '2026-11-23' }], fixture);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^content\/guides\/es\/prestamos-sba\.mdx: .*2026-12-01/);
    expect(staleTranslations([{ file: 'x', original: 'guides/missing', translatedFrom: '2026-11-23' }], fixture)[0]).toMatch(/does not exist/);
  });

  it('the Spanish glossary has every English entry, in the same order, with the same figures, guide and source addresses', () => {
    const list = (file: string) => parse(readFileSync(join(root, 'glossary', file), 'utf8')) as Array<Record<string, unknown>>;
    const en = list('terms.yaml');
    const es = list('es.yaml');
    expect(en.length).toBeGreaterThanOrEqual(40);
    expect(es.map((e) => e.id)).toEqual(en.map((e) => e.id));
    const figures = (e: Record<string, unknown>) =>
      [...`${String(e.definition)} ${String(e.example ?? '')}`.matchAll(/\d[\d,.]*\d|\d/g)].map((m) => m[0]).sort();
    for (const [i, entry] of es.entries()) {
      const original = en[i]!;
      expect(figures(entry), String(entry.id)).toEqual(figures(original));
      expect(entry.guide, String(entry.id)).toBe(original.guide);
      // The same sources (addresses); their titles are in Spanish.
      const urls = (e: Record<string, unknown>) => ((e.sources ?? []) as Array<{ url: string }>).map((source) => source.url);
      expect(urls(entry), String(entry.id)).toEqual(urls(original));
    }
  });

  it('Spanish guides and articles give the English term in parentheses at a table term’s first use', () => {
    const bodies = ['guides', 'blog'].flatMap((collection) =>
      readdirSync(join(root, collection, 'es')).map((name) => ({
        file: `content/${collection}/es/${name}`,
        body: readFileSync(join(root, collection, 'es', name), 'utf8').replace(/^---[\s\S]*?\n---\n/, ''),
      })),
    );
    expect(bodies.length).toBeGreaterThanOrEqual(6);
    const checked = TERMS.filter((t) => t.firstUse);
    expect(checked.length).toBeGreaterThan(5);
    const problems = bodies.flatMap(({ file, body }) =>
      checked.flatMap((term) => {
        const at = body.toLowerCase().indexOf(term.es.toLowerCase());
        if (at < 0) return [];
        const after = body.slice(at + term.es.length, at + term.es.length + 4);
        return /^(e?s)?\*{0,2} \(/.test(after) ? [] : [`${file}: first "${term.es}" has no English term after it`];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('every pair is in the table of page pairs, one of the 51 state-law pages or a state or state × industry page', () => {
    const stateLawPairs = ALL_PAIRS.filter((pair) => /^\/resources\/state-laws\/(?!sort\/)/.test(pair.en));
    expect(stateLawPairs.length).toBe(51);
    // Each state page and its state × industry pages (not the city pages, which stay English).
    const landingPairs = ALL_PAIRS.filter((pair) => /^\/resources\/funding-by-location\/[^/]+(\/[^/]+-cash-advance)?$/.test(pair.en));
    expect(landingPairs.length).toBe(LANDING_STATES.length * (1 + Object.keys(INDUSTRY_SLUGS_ES).length));
    expect(Object.keys(PAGE_PAIRS).length + stateLawPairs.length + landingPairs.length).toBe(ALL_PAIRS.length);
  });
});
