import { describe, expect, it } from 'vitest';
import { builtPages, type BuiltPage } from '../support/dist';
import { mainText } from '../support/landing-text';
import { stateLawFiles } from '../support/legal-facts';
import { HUB_TEXT_EN } from '@/lib/state-laws/hub-text';
import { SORT_PATHS_ES } from '@/lib/state-laws/labels-es';
import { SORT_KEYS, sortLaws, sortPath, type StateLawData } from '@/lib/state-laws/rules';
import { stateLawPathEs } from '@/lib/i18n/twins';
import { stateNameEs } from '@/lib/i18n/state-names-es';
import { SITE } from '@/lib/site/config';
import { G_SOURCES } from '@/lib/state-laws/sources';
import { legalRefEs } from '@/lib/state-laws/legal-ref-es';

/** The Spanish hub against its English twin and the data in content/state-laws (not against the code that renders it). */
const files = new Map(stateLawFiles().map((f) => [f.slug, f.data]));
const pages = new Map<string, BuiltPage>(builtPages().map((p) => [p.path, p]));
const decode = (s: string) =>
  s
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&nbsp;/g, ' ')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

interface Row {
  slug: string;
  /** The row's <th> and its <td>s, as HTML. */
  head: string;
  cells: string[];
}
const rowsOf = (html: string): Row[] =>
  (html.split('<tbody>')[1] ?? '')
    .split('</tbody>')[0]!
    .split('<tr data-state="')
    .slice(1)
    .map((chunk) => {
      const row = chunk.split('</tr>')[0]!;
      return {
        slug: row.slice(0, row.indexOf('"')),
        head: row.split('</th>')[0]!,
        cells: row
          .split('<td')
          .slice(1)
          .map((c) => `<td${c.split('</td>')[0]}`),
      };
    });

const MONTHS: Record<string, string> = {
  ene: '01',
  feb: '02',
  mar: '03',
  abr: '04',
  may: '05',
  jun: '06',
  jul: '07',
  ago: '08',
  sept: '09',
  sep: '09',
  oct: '10',
  nov: '11',
  dic: '12',
};
/** ISO dates of the Spanish short dates in a text ("9 dic 2022" → 2022-12-09). */
const isoDates = (text: string) =>
  [...text.matchAll(/\b(\d{1,2}) (ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic)\.? (\d{4})\b/g)].map(
    (m) => `${m[3]}-${MONTHS[m[2]!]}-${m[1]!.padStart(2, '0')}`,
  );
/** Long Spanish dates ("1 de agosto de 2023") as ISO dates. */
const LONG_MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const longDates = (text: string) =>
  [...text.matchAll(/\b(\d{1,2}) de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de (\d{4})\b/g)].map(
    (m) => `${m[3]}-${String(LONG_MONTHS.indexOf(m[2]!) + 1).padStart(2, '0')}-${m[1]!.padStart(2, '0')}`,
  );
const dollars = (text: string) => [...text.matchAll(/\$([\d,]+)/g)].map((m) => Number(m[1]!.replace(/,/g, '')));

const spanish = SORT_KEYS.map((key) => ({ key, path: SORT_PATHS_ES[key], page: pages.get(SORT_PATHS_ES[key]), english: pages.get(sortPath(key)) }));

describe('the Spanish state-law hub and its sorted copies', () => {
  it('are built, in Spanish, the hub indexed and each sorted copy noindex with its canonical on the Spanish hub', () => {
    for (const { key, path, page, english } of spanish) {
      expect(page, path).toBeDefined();
      expect(english, key).toBeDefined();
      expect(page!.html, path).toMatch(/^<!DOCTYPE html><html lang="es"/i);
      const robots = /<meta name="robots" content="([^"]*)"/.exec(page!.html)?.[1];
      const canonical = /<link rel="canonical" href="([^"]*)"/.exec(page!.html)?.[1];
      expect(robots, path).toBe(key === 'name' ? 'index, follow' : 'noindex, follow');
      expect(canonical, path).toBe(`${SITE.url}${SORT_PATHS_ES.name}`);
    }
  });

  it('list the same 51 rows as their English twins, ordered by the same rule over the Spanish names', () => {
    // Spanish names sort differently ("Carolina del Norte" under C): the order is the hub's rule applied to them.
    const withSpanishNames = [...files].map(([slug, data]) => ({ ...(data as unknown as StateLawData), name: stateNameEs(data.name), slug }));
    for (const { key, path, page, english } of spanish) {
      const order = rowsOf(page!.html).map((r) => r.slug);
      expect(order, path).toHaveLength(51);
      expect(new Set(order), path).toEqual(new Set(rowsOf(english!.html).map((r) => r.slug)));
      expect(order, path).toEqual(sortLaws(withSpanishNames, key).map((law) => law.slug));
    }
    expect(rowsOf(spanish[0]!.page!.html).findIndex((r) => r.slug === 'north-carolina')).toBeLessThan(10);
  });

  it('show every cap, in-force date and review date as the state’s file has it', () => {
    let laws = 0;
    for (const { path, page } of spanish) {
      for (const row of rowsOf(page!.html)) {
        const data = files.get(row.slug)!;
        const [, covers, inForce, apr, , , reviewed] = row.cells.map(decode);
        const where = `${path} ${row.slug}`;
        expect(isoDates(reviewed!), where).toEqual([data.lastReviewed]);
        if (data.status === 'none-found' || !data.law) {
          expect([covers, inForce, apr], where).toEqual(['—', '—', '—']);
          continue;
        }
        laws++;
        const { capUsd, capInclusive, inForceDate, aprRequired } = data.law;
        if (capUsd === null) {
          expect(dollars(covers!), where).toEqual([]);
          expect(covers, where).toContain('Sin límite en dólares');
        } else {
          expect(dollars(covers!), where).toEqual([capUsd]);
          expect(covers, where).toMatch(capInclusive ? /\bHasta \$/ : /\bMenos de \$/);
        }
        expect(isoDates(inForce!), where).toEqual([inForceDate]);
        expect(inForce!.startsWith('Aún no'), where).toBe(data.status === 'enacted-not-in-force');
        expect(apr, where).toBe(aprRequired ? 'Sí' : 'No');
      }
    }
    expect(laws).toBe(4 * [...files.values()].filter((d) => d.status !== 'none-found').length);
  });

  it('use no English column names, sort labels or table words', () => {
    const english = [
      ...Object.values(HUB_TEXT_EN.columns),
      ...SORT_KEYS.map((k) => HUB_TEXT_EN.sort[k].column),
      'Sort by',
      'Sorted by',
      'Jump to a state',
      'No law found',
      'Back to the A–Z list',
      'Not yet',
    ];
    for (const { path, page } of spanish) {
      const main = page!.html.split('<main')[1]!.split('</main>')[0]!;
      const labels = [...main.matchAll(/data-label="([^"]*)"/g)].map((m) => m[1]);
      const table = decode(main.split('<thead>')[1]!.split('</thead>')[0]!);
      // The page's text, less what stays in English on purpose: statute names and citations, and the sources' titles.
      const prose = [...files.values()]
        .flatMap((d) => (d.law ? [d.law.name, d.law.citation] : []))
        .concat(G_SOURCES.map((s) => s.title))
        .reduce((text, kept) => text.split(kept).join(' '), mainText(page!.html));
      for (const word of english) {
        expect(labels, `${path}: ${word}`).not.toContain(word);
        expect(table, `${path}: ${word}`).not.toContain(word);
        expect(prose, `${path}: ${word}`).not.toContain(word);
      }
    }
  });

  it('link each state to its Spanish page under its Spanish name, and each sort control to a Spanish sorted copy', () => {
    const sortTargets = new Set(SORT_KEYS.map((k) => `${SORT_PATHS_ES[k]}#state-law-table`));
    for (const { path, page } of spanish) {
      for (const row of rowsOf(page!.html)) {
        const link = /<a href="([^"]+)"([^>]*)>/.exec(row.head);
        expect(link?.[1], `${path} ${row.slug}`).toBe(stateLawPathEs(row.slug));
        expect(decode(row.head.slice(row.head.indexOf('<th'))), `${path} ${row.slug}`).toBe(stateNameEs(files.get(row.slug)!.name));
      }
      const sortLinks = [...page!.html.matchAll(/<a href="([^"]*#state-law-table)"/g)].map((m) => m[1]!);
      // Four sort controls and four sortable column headers.
      expect(sortLinks, path).toHaveLength(8);
      for (const href of sortLinks) expect(sortTargets.has(href), `${path}: ${href}`).toBe(true);
    }
  });

  it('names in its summary exactly the states whose file requires an APR today, and counts the laws from the data', () => {
    const text = mainText(pages.get(SORT_PATHS_ES.name)!.html);
    const all = [...files.values()];
    const enacted = all.filter((d) => d.status !== 'none-found').length;
    expect(text).toContain(`${enacted} estados han aprobado una`);
    expect(text).toContain(`otras ${all.length - enacted} jurisdicciones`);
    const sentence = /Hoy solo ([^.;]+?) exigen? una tasa de porcentaje anual/.exec(text)?.[1] ?? '';
    const named = sentence.split(/, | y /);
    const expected = all.filter((d) => d.status === 'in-force' && d.law?.aprRequired).map((d) => stateNameEs(d.name));
    expect(named.sort()).toEqual(expected.sort());
  });
});

describe('the 51 Spanish state-law pages', () => {
  const english = [
    'What this means if you sign an offer',
    'The law at a glance',
    'What is unsettled',
    'Bills we found',
    'Next steps',
    'Last reviewed',
    'Disclosure law',
    'Size of offer covered',
    'Registration or licence',
    'Confessions of judgment',
    'Where to complain',
    'Complaint page',
  ];
  const built = [...files].map(([slug, data]) => ({ slug, data, path: stateLawPathEs(slug), page: pages.get(stateLawPathEs(slug)) }));

  it('are built for every state and DC, in Spanish, under the Spanish name, each naming its English twin', () => {
    expect(built).toHaveLength(51);
    for (const { slug, data, path, page } of built) {
      expect(page, path).toBeDefined();
      expect(page!.html, path).toMatch(/^<!DOCTYPE html><html lang="es"/i);
      expect(decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(page!.html)![1]!), path).toContain(stateNameEs(data.name));
      // Indexed pages name their twin (a page that steps aside, noindex, names no alternate, like its English twin).
      if (!page!.html.includes('content="noindex')) expect(page!.html, path).toContain(`hreflang="en" href="${SITE.url}/resources/state-laws/${slug}"`);
      const title = /<title>([^<]*)<\/title>/.exec(page!.html)![1]!;
      expect(title.split(' | ')[0]!.length, path).toBeLessThanOrEqual(60);
    }
    expect(pages.get('/es/recursos/leyes-estatales/nueva-york')).toBeDefined();
  });

  it('show the English file’s cap and in-force date, and its statute name and citation with Spanish connecting words', () => {
    for (const { data, path, page } of built) {
      const text = mainText(page!.html);
      if (data.status === 'none-found' || !data.law) {
        expect(text, path).toContain('No encontramos ninguna ley');
        continue;
      }
      // The statute's own words as enacted; "regulations … and following", "amended by" and the like in Spanish.
      expect(text, path).toContain(legalRefEs(data.law.name));
      expect(text, path).toContain(legalRefEs(data.law.citation));
      if (data.law.capUsd !== null) expect(dollars(text), path).toContain(data.law.capUsd);
      // The in-force date as the English file gives it, written out in Spanish ("1 de agosto de 2023").
      expect(longDates(text), path).toContain(data.law.inForceDate);
    }
  });

  it('use none of the English page’s headings and labels', () => {
    for (const { path, page } of built) {
      const text = mainText(page!.html);
      for (const words of english) expect(text, `${path}: ${words}`).not.toContain(words);
    }
  });
});
