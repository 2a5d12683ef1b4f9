/**
 * A reconciliation request: the debit a contract's specified percentage gives on the deposits of the last
 * one to three months, against the fixed debit being taken, and a plain letter asking the funder to
 * reconcile. Months count as 22 business days, as in every tool; a weekly debit is one fifth per business day.
 */
import { BUSINESS_DAYS_PER_MONTH } from '../calculator/payment-stream';
import { formatCount, formatUsd } from '../calculator/format';
import { longDate } from './business-days';
import { fillBlank as blank } from '../letters/draft';

export const DEBIT_KINDS = ['daily', 'weekly'] as const;
export type DebitKind = (typeof DEBIT_KINDS)[number];
export const MAX_MONTHS = 3;

export interface ReconciliationScenario {
  /** The contract's specified percentage, in hundredths of a percent. */
  specifiedHundredths: number;
  debitKind: DebitKind;
  debitCents: number;
  /** Deposits for each month, most recent first (one to three). */
  depositsCents: number[];
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
  agreementDate: string;
  signer: string;
}

/** "$41,000.00, $38,500.00 and $36,000.00" ("… y …" in Spanish) */
const listAmounts = (cents: number[], and: string) => {
  const parts = cents.map(formatUsd);
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} ${and} ${parts.at(-1)}`;
};

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
    const period = f.months === 1 ? 'the last month' : `the last ${f.months} months`;
    const per = f.weekly ? 'week' : 'business day';
    const monthsText =
      f.months === 1
        ? `Our deposits for ${period} were ${f.total}.`
        : `Our deposits for ${period} were ${f.amounts} (most recent first), ${f.total} in all, an average of ${f.average} a month.`;
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
      'Sincerely,',
      '',
      '',
      f.signer,
      f.business,
      '',
      `Attached: bank statements for ${period}.`,
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
    agreement: blank(names.agreementDate, p.agreementDate),
    signer: blank(names.signer, p.signer),
    spec: percentText(s.specifiedHundredths),
    months: f.months,
    weekly: s.debitKind === 'weekly',
    amounts: listAmounts(s.depositsCents, t.and),
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
