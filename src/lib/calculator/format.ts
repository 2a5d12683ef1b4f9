/**
 * How every calculator and offer-tool figure is written. THE DISPLAY RULE, stated once:
 * figures are computed from unrounded values and rounded exactly once, here, when they are shown,
 * half away from zero (after dropping float noise below 1e-6 of the last shown digit).
 *  - Money owed or paid (payback, cost, payments, balances, totals): to the cent, "$62,500.00".
 *  - Estimates of a typical day, week or month (daily revenue, daily remittance and the average month's
 *    payment made of it): whole dollars, "$4,545", but with cents when under $10, "$0.45", so a small
 *    figure never shows as "$0". A panel never shows "$541" a day beside "$11,900.00" a month.
 *  - Rates (APR, cents per dollar): one decimal, "132.5%". The disclosure check alone shows APRs and
 *    their difference to four decimals, "9.9996%", because it judges them against a 1/8-point tolerance
 *    (formatPrecisePercent and formatPoints in ./apr-tolerance.ts, rounded by roundHalf here).
 *  - Counts: grouped, with the noun in the singular for 1 ("1 business day").
 * Never pass an already-rounded figure back in to be rounded again.
 */

/** Round half away from zero to `decimals` places, after removing float noise (6000/136.36…·… = 44, not 44.0000001). */
export function roundHalf(value: number, decimals = 0): number {
  const scale = 10 ** decimals;
  const scaled = Number((Math.abs(value) * scale).toFixed(6));
  return (Math.sign(value) * Math.round(scaled)) / scale;
}

import type { Lang } from '../i18n/lang';

// US Spanish readers write money and numbers as US English readers do: Intl's es-US output is the same as
// en-US for every format below ($1,234.50, 1,234.6), which tests/unit/calculator-format.test.ts holds true,
// so one set of formatters serves both languages and only the words differ.
const usd2 = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const usd0 = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const num1 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const int = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** An amount owed or paid, to the cent: "$15,000.00". */
export function formatUsd(cents: number): string {
  const text = usd2.format(roundHalf(cents) / 100);
  return text === '-$0.00' ? '$0.00' : text;
}

/** An estimate of a typical day's figure: whole dollars, or cents when under $10. */
export function formatUsdEstimate(cents: number): string {
  if (Math.abs(cents) < 1000 - 0.5) return formatUsd(cents);
  return usd0.format(roundHalf(cents / 100));
}

/** A whole-dollar amount with no cents (limits, large summaries): "$10,000,000". */
export function formatUsdWhole(cents: number): string {
  return usd0.format(roundHalf(cents / 100));
}

/** A rate in percent, one decimal: "132.5%". */
export function formatPercent(value: number): string {
  return `${num1.format(roundHalf(value, 1))}%`;
}

/** A count with its noun: "1 business day", "92 business days". */
export function formatCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${int.format(count)} ${count === 1 ? singular : plural}`;
}

const WORDS = {
  en: { day: 'business day', days: 'business days', years: 'years', underMonth: 'under a month', aboutMonths: (n: string) => `about ${n} months` },
  es: { day: 'día hábil', days: 'días hábiles', years: 'años', underMonth: 'menos de un mes', aboutMonths: (n: string) => `unos ${n} meses` },
} as const;

export const formatDays = (days: number, lang: Lang = 'en'): string => formatCount(days, WORDS[lang].day, WORDS[lang].days);

/** Cents per dollar, one decimal: "25.0¢". */
export const formatCentsPerDollar = (value: number): string => `${num1.format(roundHalf(value, 1))}¢`;

/** A duration in years for the "this would take…" warning: "1.6 years", "120,000 years". */
export function formatYears(years: number, lang: Lang = 'en'): string {
  if (years < 10) return `${num1.format(roundHalf(years, 1))} ${WORDS[lang].years}`;
  return `${int.format(roundHalf(years))} ${WORDS[lang].years}`;
}

/** An approximate term in months of 22 business days: "about 4.2 months", "under a month". */
export function formatMonths(months: number, lang: Lang = 'en'): string {
  if (months < 1) return WORDS[lang].underMonth;
  return WORDS[lang].aboutMonths(num1.format(roundHalf(months, 1)));
}
