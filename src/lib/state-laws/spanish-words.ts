/**
 * The Spanish state-law pages: the English entry's facts with the Spanish words of content/state-laws-es.
 * Figures, dates, enums, statute names, citations and sources always come from the English entry; the
 * Spanish file holds only prose, and `twinProblems` says where it does not match its English twin (a bill
 * missing, a point left out, a text where the English has none), so the build can fail naming the file.
 * Pure: no Astro, no React.
 */
import { formatIsoDate } from '../content/dates';
import { capCellEs, capSaysMore, inForceSaysMore } from './labels-es';
import type { StateLaw } from './rules';
import { legalRefEs } from './legal-ref-es';

/** One file in content/state-laws-es, as the schema returns it. */
export interface StateLawWordsEs {
  translatedFrom: string;
  lawName?: string | undefined;
  capText?: string | undefined;
  inForceText?: string | undefined;
  registration: string;
  coj: string;
  pending: Array<{ bill: string; summary: string }>;
  unsettled: string[];
  ownerSummary: string;
  officialTextNotLinked?: string | undefined;
  complaints: Array<{ covers: string; businessNote: string }>;
}

/** A Spanish entry: the English facts, the Spanish prose, and what only Spanish pages show. */
export interface StateLawEs extends StateLaw {
  /** The Spanish description of the law, shown before its enacted (English) name. */
  lawNameEs?: string | undefined;
  /** The English entry this one was made from (its name and lastReviewed). */
  english: Pick<StateLaw, 'name' | 'lastReviewed'>;
  translatedFrom: string;
}

const present = (text: string | undefined): boolean => text !== undefined && text.trim() !== '';

/** Each way `words` fails to match `law`, as a sentence naming the field; empty when they match. */
export function twinProblems(law: StateLaw, words: StateLawWordsEs): string[] {
  const problems: string[] = [];
  const expect = (field: string, englishHas: boolean, spanishHas: boolean, englishField: string) => {
    if (englishHas && !spanishHas) problems.push(`${field}: the English file has ${englishField}; write it in Spanish.`);
    if (!englishHas && spanishHas) problems.push(`${field}: the English file has no ${englishField}; remove it.`);
  };
  expect('lawName', law.law !== undefined, present(words.lawName), 'law');
  expect('capText', law.law !== undefined && capSaysMore(law.law), present(words.capText), 'capText that says more than its number');
  expect('inForceText', law.law !== undefined && inForceSaysMore(law.law), present(words.inForceText), 'inForceText that says more than its date');
  expect('officialTextNotLinked', present(law.officialTextNotLinked), present(words.officialTextNotLinked), 'officialTextNotLinked');
  const englishBills = law.pending.map((b) => b.bill);
  const spanishBills = words.pending.map((b) => b.bill);
  if (englishBills.join('\n') !== spanishBills.join('\n')) {
    problems.push(
      `pending: list the English file's bills in its order, as written (${englishBills.join('; ') || 'none'}); found ${spanishBills.join('; ') || 'none'}.`,
    );
  }
  if (words.unsettled.length !== law.unsettled.length) {
    problems.push(`unsettled: the English file has ${law.unsettled.length} point(s); found ${words.unsettled.length}.`);
  }
  if (words.complaints.length !== law.complaints.length) {
    problems.push(`complaints: the English file lists ${law.complaints.length} office(s), in order; found ${words.complaints.length}.`);
  }
  if (words.translatedFrom > law.lastReviewed) {
    problems.push(`translatedFrom: ${words.translatedFrom} is later than the English file's lastReviewed (${law.lastReviewed}).`);
  }
  return problems;
}

/** The Spanish entry: call only after `twinProblems` returned nothing. `nameEs` is the state's Spanish name. */
export function toSpanish(law: StateLaw, words: StateLawWordsEs, nameEs: string): StateLawEs {
  return {
    ...law,
    name: nameEs,
    english: { name: law.name, lastReviewed: law.lastReviewed },
    translatedFrom: words.translatedFrom,
    lawNameEs: words.lawName,
    law: law.law && {
      ...law.law,
      // The enacted name and citation keep their statute words; their English connecting words turn Spanish.
      name: legalRefEs(law.law.name),
      citation: legalRefEs(law.law.citation),
      // Where the English cell is just its number or date, the Spanish one is built from the same data.
      capText: words.capText ?? capCellEs(law.law),
      inForceText: words.inForceText ?? formatIsoDate(law.law.inForceDate, 'es'),
      // The check-my-disclosure page shows this beside a state's answer; the owner summary is its Spanish stand-in.
      disclosureSummary: words.ownerSummary,
    },
    registration: words.registration,
    coj: { rule: law.coj.rule, text: words.coj },
    pending: words.pending,
    unsettled: words.unsettled,
    ownerSummary: words.ownerSummary,
    officialTextNotLinked: words.officialTextNotLinked,
    complaints: law.complaints.map((route, i) => ({ ...route, ...words.complaints[i] })),
  };
}
