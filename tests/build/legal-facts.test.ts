import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { builtPages } from '../support/dist';
import { mainText } from '../support/landing-text';
import { legalFacts, stateLawFiles, typedFacts } from '../support/legal-facts';
import { formatIsoDate } from '@/lib/content/dates';
import { langOfPath } from '@/lib/i18n/lang';
import { legalRefEs } from '@/lib/state-laws/legal-ref-es';

const files = stateLawFiles();
const facts = legalFacts(files);
const SRC = join(process.cwd(), 'src');
const sources = (readdirSync(SRC, { recursive: true }) as string[]).filter((f) => /\.(astro|tsx?)$/.test(f)).map((f) => join(SRC, f));

describe('legal figures are written only in content/state-laws', () => {
  it('derives caps, citations and dates from every law in the data', () => {
    for (const kind of ['cap', 'citation', 'date'] as const) expect(facts.filter((f) => f.kind === kind).length, kind).toBeGreaterThan(5);
  });

  it('catches the typed copies that used to be in the templates (fixture)', () => {
    const fixture = readFileSync(join(process.cwd(), 'tests', 'fixtures', 'typed-legal-facts', 'OfferToolNotes.astro'), 'utf8');
    const found = typedFacts(fixture, facts).map((f) => `${f.slug} ${f.kind} ${f.text}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'california cap $500,000',
        'new-york cap $2,500,000',
        expect.stringMatching(/^california citation .*22800–22805/),
        expect.stringMatching(/^new-york citation Fin\. Serv\. Law art\. 8/),
        'vermont citation H.648',
        'vermont date July 1, 2027',
      ]),
    );
  });

  it('finds no cap, citation or in-force date of the data in any .astro, .ts or .tsx file under src/', () => {
    expect(sources.length).toBeGreaterThan(50);
    const problems = sources.flatMap((file) =>
      typedFacts(readFileSync(file, 'utf8'), facts).map((f) => `${relative(process.cwd(), file)}: ${f.kind} "${f.text}" (content/state-laws/${f.slug}.yaml)`),
    );
    expect(problems).toEqual([]);
  });
});

/** Names of all 51 jurisdictions, longest first so "West Virginia" is not read as "Virginia". */
const byName = new Map(files.map((f) => [f.data.name, f]));
const namePattern = new RegExp(
  `\\b(${[...byName.keys()]
    .sort((a, b) => b.length - a.length)
    .map((n) => n.replace(/\./g, '\\.'))
    .join('|')})\\b`,
  'g',
);
/** "up to $X", "under $X", "≤ $X", "< $X", "$X or less": a statement of a cap. */
const CAP_PHRASE = /(?:\b(?:up to|under)|[≤<])\s+\$([\d,]{5,})|\$([\d,]{5,}) or less/g;
/** Marks the end of a block (a list item, a paragraph, a cell): a list of sources is not one long sentence. */
const BLOCK_END = '\uE000';
/** Sentences of a page's main text (an abbreviation such as "Fin." may split one; both halves are still read). */
const sentences = (text: string) => text.split(new RegExp(`\\s*${BLOCK_END}\\s*|(?<=[.!?])\\s+(?=[A-Z])`)).filter(Boolean);
const pagesText = builtPages().map((p) => ({
  path: p.path,
  html: p.html,
  text: mainText(p.html.replace(/<\/(?:li|p|h[1-6]|td|th|dt|dd|caption|figcaption)>/gi, (end) => BLOCK_END + end)),
}));

describe('every built page that states a state’s cap or APR rule shows the value in that state’s file', () => {
  it('pairs each cap a disclosure sentence states with the state named just before it, and the amount is that state’s cap', () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const page of pagesText) {
      for (const sentence of sentences(page.text)) {
        // A pending or failed bill's cap is not the state's: sentences about bills are left to the state's page.
        if (!/disclos|\blaws?\b|\bcover/i.test(sentence) || /\bbills?\b/i.test(sentence)) continue;
        for (const m of sentence.matchAll(CAP_PHRASE)) {
          const state = [...sentence.slice(0, m.index).matchAll(namePattern)].at(-1)?.[1];
          if (!state) continue;
          const amount = Number((m[1] ?? m[2])!.replace(/,/g, ''));
          const cap = byName.get(state)!.data.law?.capUsd;
          checked++;
          if (cap !== amount) wrong.push(`${page.path}: "${m[0]}" after ${state} (its file: ${cap ?? 'no cap'}) in "${sentence.slice(0, 200)}"`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // The offer tools' notes, the state-law pages and the landing panels all state caps.
    expect(checked).toBeGreaterThan(100);
  });

  it('lists exactly the states whose file requires an APR wherever the APR rule is listed', () => {
    const listing = pagesText.filter((p) => p.html.includes('data-fact="apr-states"'));
    expect(listing.map((p) => p.path)).toEqual(expect.arrayContaining(['/tools/compare-offers', '/tools/mca-repayment-calculator']));
    const expected = files
      .filter((f) => f.data.law?.aprRequired && f.data.status !== 'none-found')
      .map((f) => f.slug)
      .sort();
    for (const page of listing) {
      const list = page.html.split('data-fact="apr-states"')[1]!.split('</ul>')[0]!;
      expect([...list.matchAll(/data-state="([a-z-]+)"/g)].map((m) => m[1]).sort(), page.path).toEqual(expected);
      for (const slug of expected) {
        const law = files.find((f) => f.slug === slug)!.data.law!;
        const item = list.split(`data-state="${slug}"`)[1]!.split('</li>')[0]!;
        // A Spanish page keeps the statute's words and gives its connecting words in Spanish (legal-ref-es.ts).
        const citation = langOfPath(page.path) === 'es' ? legalRefEs(law.citation) : law.citation;
        expect(item, `${page.path} ${slug}`).toContain(citation.replace(/&/g, '&amp;'));
        expect(item, `${page.path} ${slug}`).toContain(formatIsoDate(law.inForceDate, langOfPath(page.path)));
      }
    }
  });

  it('names in "… require(s) an estimated APR" sentences only states whose file requires one', () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const page of pagesText) {
      for (const sentence of sentences(page.text)) {
        if (!/\brequire[sd]?\b[^.]*\bAPR\b/.test(sentence) || /\b(?:not|no|never|without|bills?)\b/i.test(sentence)) continue;
        for (const [, name] of sentence.matchAll(namePattern)) {
          checked++;
          if (!byName.get(name!)!.data.law?.aprRequired) wrong.push(`${page.path}: ${name} in "${sentence.slice(0, 160)}"`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(3);
  });
});
