/**
 * Recurring debits in a history: the same ACH description (numbers and punctuation aside) at a similar amount,
 * every business day or every week. These are candidates only: the reader confirms which are advance debits
 * (or other loan payments) and corrects the amount.
 */
import { isBusinessDay, type Day } from '../calculator/calendar';
import type { Transaction } from './statement';

export type Cadence = 'daily' | 'weekly';

export interface DebitCandidate {
  /** The description with digits and punctuation taken out: what groups the debits. */
  key: string;
  /** The most recent description as the bank wrote it. */
  sample: string;
  cadence: Cadence;
  /** The median debit, in cents (positive). */
  typicalCents: number;
  count: number;
  firstDay: Day;
  lastDay: Day;
  /** Looks like an advance's debit (daily, or a funder-like name): ticked to start with. */
  likelyAdvance: boolean;
  /** No debit in the last two weeks of the history: perhaps paid off. */
  stopped: boolean;
}

/** What groups two descriptions as one payee: letters only, in upper case. */
export const descriptionKey = (d: string) =>
  d
    .toUpperCase()
    .replace(/[^A-Z]+/g, ' ')
    .replace(/\b[A-Z]\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const FUNDER_WORDS = /\b(CAPITAL|FUND|FUNDING|FUNDERS|ADVANCE|MCA|RECEIVABLES?|FINANCIAL|FINANCE|LENDING|BUSINESS LOAN)\b/;
const NOT_ADVANCE = /\b(PAYROLL|RENT|INSURANCE|TAX|IRS|UTILIT|PAYCHEX|GUSTO|ADP)\b/;

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : Math.round((s[mid - 1]! + s[mid]!) / 2);
};

function businessDaysBetween(first: Day, last: Day): number {
  let n = 0;
  for (let d = first; d <= last; d++) if (isBusinessDay(d)) n++;
  return n;
}

/** How alike the amounts must be: three in four within 10% of the median. */
const AMOUNT_TOLERANCE = 0.1;
const AMOUNT_SHARE = 0.75;
const MIN_DAILY = 8;
const MIN_WEEKLY = 4;

/** Recurring debits, likeliest advances first, then by the most taken per week. */
export function findRecurringDebits(transactions: readonly Transaction[]): DebitCandidate[] {
  const groups = new Map<string, Transaction[]>();
  let historyEnd = -Infinity;
  for (const t of transactions) {
    historyEnd = Math.max(historyEnd, t.day);
    if (t.cents >= 0) continue;
    const key = descriptionKey(t.description);
    if (key === '') continue;
    const g = groups.get(key);
    if (g) g.push(t);
    else groups.set(key, [t]);
  }
  const found: DebitCandidate[] = [];
  for (const [key, group] of groups) {
    if (group.length < MIN_WEEKLY) continue;
    const amounts = group.map((t) => -t.cents);
    const typicalCents = median(amounts);
    const alike = amounts.filter((a) => Math.abs(a - typicalCents) <= typicalCents * AMOUNT_TOLERANCE).length;
    if (alike < group.length * AMOUNT_SHARE) continue;
    const days = [...new Set(group.map((t) => t.day))].sort((a, b) => a - b);
    const firstDay = days[0]!;
    const lastDay = days[days.length - 1]!;
    const gaps = days.slice(1).map((d, i) => d - days[i]!);
    let cadence: Cadence | undefined;
    if (days.length >= MIN_DAILY && median(gaps) <= 3 && days.length >= 0.6 * businessDaysBetween(firstDay, lastDay)) cadence = 'daily';
    else if (days.length >= MIN_WEEKLY && gaps.filter((g) => g >= 5 && g <= 9).length >= 0.7 * gaps.length) cadence = 'weekly';
    if (!cadence) continue;
    const sample = group.reduce((a, b) => (b.day >= a.day ? b : a)).description;
    const likelyAdvance = !NOT_ADVANCE.test(key) && (cadence === 'daily' || FUNDER_WORDS.test(key));
    found.push({ key, sample, cadence, typicalCents, count: group.length, firstDay, lastDay, likelyAdvance, stopped: historyEnd - lastDay > 14 });
  }
  const perWeek = (c: DebitCandidate) => c.typicalCents * (c.cadence === 'daily' ? 5 : 1);
  return found.sort((a, b) => Number(b.likelyAdvance && !b.stopped) - Number(a.likelyAdvance && !a.stopped) || perWeek(b) - perWeek(a));
}
