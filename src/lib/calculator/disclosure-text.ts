/**
 * The disclosure check's verdict in words: which paragraph of the state's rule decides it, with the
 * measured difference and the allowance, for each way of counting time. Only the paragraphs the state's
 * data holds are ever named. English only, like the page (the check is not translated).
 */
import {
  formatPercentDifference,
  formatPoints,
  formatPointsLimit,
  formatPrecisePercent,
  type AprJudgement,
  type TestResult,
  type ToleranceRule,
} from './apr-tolerance';
import type { AprReading, DisclosureResult } from './disclosure';

/**
 * What one paragraph measured, and what it allows: "0.12% difference, 2.5% allowed". `differencePoints`
 * (printed − ours) gives the side for the either-way measure, which keeps only the distance.
 */
export function testLine(r: TestResult, differencePoints: number): string {
  const { test, measured } = r;
  const limit = formatPointsLimit(test.limit);
  if (test.measure === 'percent-difference') {
    const higher = measured < 0 ? ' (the printed APR is higher, so the difference is negative)' : '';
    return `${formatPercentDifference(measured)} difference${higher}, ${test.limit}% allowed`;
  }
  if (test.measure === 'points-below') {
    if (measured < 0) return `${formatPoints(measured)} above ours, and the rule limits only how far below it may be (${limit} point)`;
    return `${formatPoints(measured)} below ours, ${limit} point allowed below`;
  }
  const side = differencePoints < 0 ? 'below' : 'above';
  return `${formatPoints(measured)} ${side} ours, ${limit} point allowed either way`;
}

/** "accurate under 23 NYCRR 600.4(a)(3): 0.12% difference, 2.5% allowed", or every paragraph it fails. */
export function judgementText(j: AprJudgement, rule: ToleranceRule): string {
  if (j.deciding) return `accurate under ${j.deciding.test.citation}: ${testLine(j.deciding, j.differencePoints)}`;
  return `outside ${rule.citation}: ${j.results.map((r) => `${testLine(r, j.differencePoints)} (${r.test.citation})`).join('; ')}`;
}

/** One line on what each reading counts, as the result shows it. */
export const READING_LABELS: Record<AprReading['kind'], { name: string; counts: (r: AprReading) => string }> = {
  'business-days': {
    name: 'Counting business days',
    counts: (r) =>
      r.periodsPerYear === 264
        ? 'Each business day is one period, 264 a year: what funders’ software commonly does.'
        : r.periodsPerYear === 52
          ? 'Each debit every fifth business day is one period, 52 a year.'
          : 'Each debit every 22 business days is one period, 12 a year.',
  },
  calendar: {
    name: 'Counting calendar dates',
    counts: (r) =>
      r.periodsPerYear === 365
        ? `Appendix J on the debits’ real dates: each day is one period, 365 a year, so weekends and holidays make the periods irregular.`
        : r.periodsPerYear === 52
          ? 'Appendix J on the debits’ real dates: each week is one period, 52 a year; a debit moved off a holiday makes a period irregular.'
          : 'Appendix J on the debits’ real dates: each month is one period, 12 a year; a debit moved off a weekend or holiday makes a period irregular.',
  },
};

export interface VerdictText {
  head: string;
  body: string;
  /** What to ask the funder, where the answer turns on something we cannot see. */
  ask?: string | undefined;
}

/** The one verdict from both readings, in words. */
export function verdictText(r: DisclosureResult, rule: ToleranceRule, stateName: string): VerdictText {
  const printed = formatPrecisePercent(r.printedApr);
  const a = r.businessDays.judgement;
  const b = r.calendar.judgement;
  // The verdict names the deciding paragraph under each count; the figures are in each count's own line.
  const short = (j: AprJudgement) => (j.deciding ? `accurate under ${j.deciding.test.citation}` : `outside ${rule.citation}`);
  const both = `Counting business days, it is ${short(a)}; counting calendar dates, ${short(b)}.`;
  switch (r.verdict) {
    case 'accurate': {
      const same = a.deciding && b.deciding && a.deciding.test.citation === b.deciding.test.citation;
      return {
        head: `Accurate under ${same ? a.deciding!.test.citation : rule.citation}`,
        body: `The printed ${printed} is accurate under ${stateName}’s rule whichever way time is counted. ${both}`,
      };
    }
    case 'accurate-higher': {
      const deciding = a.deciding!;
      const why =
        deciding.test.measure === 'points-below'
          ? `${deciding.test.citation} limits only how far below the right APR a printed one may be.`
          : deciding.test.measure === 'percent-difference'
            ? `${deciding.test.citation} subtracts the printed APR from the right one and divides by the printed APR, so a higher printed APR gives a negative difference, which is 2.5% or less.`
            : `${deciding.test.citation} allows it.`;
      return {
        head: `Higher than ours, and not an error under ${deciding.test.citation}`,
        body: `The printed ${printed} is above our APR whichever way time is counted. That is not an inaccuracy under ${stateName}’s rule: ${why} ${both} A higher APR may count costs you did not enter, or come from the funder’s own sales projection (the opt-in method): it states the cost as higher, not lower.`,
      };
    }
    case 'depends':
      return {
        head: 'Depends on how time is counted',
        body: `The two ways of counting time give different answers. ${both}`,
        ask: 'Ask the funder: does its APR count each business day as one period (264 a year), or the debits’ dates on the calendar (365 days a year)? Ask for the debit dates it assumed, and check them against your funding date.',
      };
    case 'understated':
      return {
        head: `Understated under ${rule.citation}`,
        body: `The printed ${printed} is lower than our APR by more than ${stateName}’s rule allows, whichever way time is counted. ${both} The offer may cost more than the disclosure suggests.`,
        ask: 'Ask the funder how it worked out the APR: which months of sales it averaged, which fees it counted and which debit dates it assumed.',
      };
    case 'overstated':
      return {
        head: `Overstated under ${rule.citation}`,
        body: `The printed ${printed} is higher than our APR by more than ${stateName}’s rule allows, whichever way time is counted. ${both}`,
        ask: 'Ask the funder whether it used its own sales projection (the opt-in method) or counted costs you did not enter.',
      };
  }
}
