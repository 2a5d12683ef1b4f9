/**
 * A reconciliation request: the debit a contract's specified percentage gives on the deposits of the last
 * one to three months, against the fixed debit being taken, and a plain letter asking the funder to
 * reconcile. Months count as 22 business days, as in every tool; a weekly debit is one fifth per business day.
 */
import { BUSINESS_DAYS_PER_MONTH } from '../calculator/payment-stream';
import { formatCount, formatUsd } from '../calculator/format';
import { longDate, parseIsoDate } from './business-days';
import { fillBlank as blank, signOff } from '../letters/draft';

export const DEBIT_KINDS = ['daily', 'weekly'] as const;
export type DebitKind = (typeof DEBIT_KINDS)[number];
export const MAX_MONTHS = 3;

export interface ReconciliationScenario {
  /** The contract's specified percentage, in hundredths of a percent. */
  specifiedHundredths: number;
  debitKind: DebitKind;
  debitCents: number;
  /** Deposits for each month entered, most recent first (one to three). */
  depositsCents: number[];
  /** How many months before the current one each entry is (1 = last month), as entered: a month left blank is skipped, never renumbered. */
  monthsAgo: number[];
  /** Business days the funder is asked to answer within. */
  replyDays: number;
}

export interface ReconciliationFigures {
  months: number;
  totalDepositsCents: number;
  averageMonthlyCents: number;
  /** The debit being taken, per business day. */
  currentDailyCents: number;
  /** Specified % × average monthly deposits ÷ 22. */
  reconciledDailyCents: number;
  /** The reconciled debit in the contract's own period (per business day, or per week = 5 business days). */
  reconciledPerPeriodCents: number;
  differenceDailyCents: number;
  differenceMonthlyCents: number;
  /** Current debit × 22 business days × months. */
  paidCents: number;
  /** Specified % × total deposits. */
  specifiedCents: number;
  /** Paid − specified: positive when the debits took more than the specified percentage. */
  overpaidCents: number;
}

export function reconciliationFigures(s: ReconciliationScenario): ReconciliationFigures {
  const months = s.depositsCents.length;
  const totalDepositsCents = s.depositsCents.reduce((sum, d) => sum + d, 0);
  const averageMonthlyCents = totalDepositsCents / months;
  const currentDailyCents = s.debitKind === 'weekly' ? s.debitCents / 5 : s.debitCents;
  const reconciledDailyCents = (averageMonthlyCents * s.specifiedHundredths) / 10_000 / BUSINESS_DAYS_PER_MONTH;
  const paidCents = s.debitKind === 'weekly' ? (s.debitCents * BUSINESS_DAYS_PER_MONTH * months) / 5 : s.debitCents * BUSINESS_DAYS_PER_MONTH * months;
  const specifiedCents = (totalDepositsCents * s.specifiedHundredths) / 10_000;
  return {
    months,
    totalDepositsCents,
    averageMonthlyCents,
    currentDailyCents,
    reconciledDailyCents,
    reconciledPerPeriodCents: s.debitKind === 'weekly' ? reconciledDailyCents * 5 : reconciledDailyCents,
    differenceDailyCents: currentDailyCents - reconciledDailyCents,
    differenceMonthlyCents: (currentDailyCents - reconciledDailyCents) * BUSINESS_DAYS_PER_MONTH,
    paidCents,
    specifiedCents,
    overpaidCents: paidCents - specifiedCents,
  };
}

/** What the reader may type to fill the letter's blanks. Never put in the page address, sent or stored. */
export interface LetterNames {
  business: string;
  funder: string;
  /** A date field's value, YYYY-MM-DD: printed in full in the letter's language. */
  agreementDate: string;
  signer: string;
}

/** "a, b and c" ("… y …" in Spanish) */
const listOf = (parts: string[], and: string) => (parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} ${and} ${parts.at(-1)}`);

const MONTH_LOCALE = { en: 'en-US', es: 'es-US' } as const;

/** The month `monthsAgo` months before the one `today` (YYYY-MM-DD) falls in, by name: "October 2026", "octubre de 2026". */
export function monthName(today: string, monthsAgo: number, lang: 'en' | 'es'): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(y, m - 1 - monthsAgo, 1));
  return new Intl.DateTimeFormat(MONTH_LOCALE[lang], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** The agreement date in full in the letter's language, or the placeholder when none (or no real date) is given. */
const agreementText = (iso: string, lang: 'en' | 'es', placeholder: string) => (parseIsoDate(iso.trim()) ? longDate(iso.trim(), lang) : placeholder);

const percentText = (hundredths: number) => `${(hundredths / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;

/** What the letter's sentences need, already written as figures. */
export interface LetterFigures {
  business: string;
  funder: string;
  agreement: string;
  signer: string;
  /** "10%" */
  spec: string;
  months: number;
  /** The months entered, by name, most recent first: "October 2026 and August 2026". */
  monthList: string;
  weekly: boolean;
  /** "$95,000.00 and $88,000.00" */
  amounts: string;
  total: string;
  average: string;
  paid: string;
  specified: string;
  /** Set when the debits took more than the specified percentage. */
  overpaid?: string;
  reconciled: string;
  debit: string;
  differenceDaily: string;
  differenceMonthly: string;
  replyDays: number;
}

/** The letter in one language: its blanks' placeholders and its lines (English here, Spanish in src/lib/i18n/tools/). */
export interface LetterText {
  lang: 'en' | 'es';
  and: string;
  placeholders: { business: string; funder: string; agreementDate: string; signer: string };
  lines: (f: LetterFigures, date: string) => string[];
  fileName: (today: string) => string;
}

export const LETTER_TEXT_EN: LetterText = {
  lang: 'en',
  and: 'and',
  placeholders: { business: '[Business name]', funder: '[Funder name]', agreementDate: '[agreement date]', signer: '[Your name and title]' },
  lines: (f, date) => {
    // The months are named as entered ("October 2026 and August 2026"), never "the last 2 months" for a gap.
    const period = f.months === 1 ? 'that month' : `those ${f.months} months`;
    const per = f.weekly ? 'week' : 'business day';
    const monthsText =
      f.months === 1
        ? `Our deposits for ${f.monthList} were ${f.total}.`
        : `Our deposits for ${f.monthList} were ${f.amounts}, ${f.total} in all, an average of ${f.average} a month.`;
    const overpaid =
      f.overpaid !== undefined
        ? `Over ${period} we paid about ${f.paid}, against ${f.specified} at the specified percentage: ${f.overpaid} more.`
        : `Over ${period} we paid about ${f.paid}, against ${f.specified} at the specified percentage.`;
    return [
      date,
      '',
      `To: ${f.funder}`,
      `From: ${f.business}`,
      `Re: Request for reconciliation under our agreement dated ${f.agreement}`,
      '',
      `We ask you to reconcile our remittances under the reconciliation provision of our agreement dated ${f.agreement}.`,
      '',
      `The agreement sets the specified percentage at ${f.spec} of our receipts. ${monthsText} Bank statements for the period are attached.`,
      '',
      `At ${f.spec} of those deposits, the remittance would be ${f.reconciled} per ${per}. We are being debited ${f.debit} per ${per}, about ${f.differenceDaily} per business day (${f.differenceMonthly} a month) more. ${overpaid}`,
      '',
      `Please adjust the debit to ${f.reconciled} per ${per} on the basis of the attached statements, and tell us how any amount paid above the specified percentage will be applied under the agreement. Please answer in writing within ${formatCount(f.replyDays, 'business day')} of the date of this letter.`,
      '',
      ...signOff(f.signer, f.business),
      '',
      `Attached: bank statements for ${f.monthList}.`,
    ];
  },
  fileName: (today) => `reconciliation-request-${today}.txt`,
};

/** The letter as plain text, lines wrapped by the reader's program. `today` is YYYY-MM-DD; `t` gives the language. */
export function draftLetter(s: ReconciliationScenario, f: ReconciliationFigures, names: LetterNames, today: string, t: LetterText = LETTER_TEXT_EN): string {
  const p = t.placeholders;
  const figures: LetterFigures = {
    business: blank(names.business, p.business),
    funder: blank(names.funder, p.funder),
    agreement: agreementText(names.agreementDate, t.lang, p.agreementDate),
    signer: blank(names.signer, p.signer),
    spec: percentText(s.specifiedHundredths),
    months: f.months,
    monthList: listOf(
      s.monthsAgo.map((k) => monthName(today, k, t.lang)),
      t.and,
    ),
    weekly: s.debitKind === 'weekly',
    amounts: listOf(s.depositsCents.map(formatUsd), t.and),
    total: formatUsd(f.totalDepositsCents),
    average: formatUsd(f.averageMonthlyCents),
    paid: formatUsd(f.paidCents),
    specified: formatUsd(f.specifiedCents),
    overpaid: f.overpaidCents > 0 ? formatUsd(f.overpaidCents) : undefined,
    reconciled: formatUsd(f.reconciledPerPeriodCents),
    debit: formatUsd(s.debitCents),
    differenceDaily: formatUsd(f.differenceDailyCents),
    differenceMonthly: formatUsd(f.differenceMonthlyCents),
    replyDays: s.replyDays,
  };
  return t.lines(figures, longDate(today, t.lang)).join('\n');
}

/** A file name for the download: no names in it, only the date. */
export const letterFileName = (today: string, t: LetterText = LETTER_TEXT_EN): string => t.fileName(today);
