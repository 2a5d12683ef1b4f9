/**
 * A reconciliation request: the debit a contract's specified percentage gives on the deposits of the last
 * one to three months, against the fixed debit being taken, and a plain letter asking the funder to
 * reconcile. Months count as 22 business days, as in every tool; a weekly debit is one fifth per business day.
 */
import { BUSINESS_DAYS_PER_MONTH } from '../calculator/payment-stream';
import { formatCount, formatUsd } from '../calculator/format';
import { longDate } from './business-days';

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

const blank = (text: string, placeholder: string) => text.replace(/\p{Cc}/gu, ' ').trim() || placeholder;

/** "$41,000.00, $38,500.00 and $36,000.00" */
const listAmounts = (cents: number[]) => {
  const parts = cents.map(formatUsd);
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
};

const percentText = (hundredths: number) => `${(hundredths / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;

/** The letter as plain text, lines wrapped by the reader's program. `today` is YYYY-MM-DD. */
export function draftLetter(s: ReconciliationScenario, f: ReconciliationFigures, names: LetterNames, today: string): string {
  const business = blank(names.business, '[Business name]');
  const funder = blank(names.funder, '[Funder name]');
  const agreement = blank(names.agreementDate, '[agreement date]');
  const signer = blank(names.signer, '[Your name and title]');
  const spec = percentText(s.specifiedHundredths);
  const period = f.months === 1 ? 'the last month' : `the last ${f.months} months`;
  const per = s.debitKind === 'weekly' ? 'week' : 'business day';
  const monthsText =
    f.months === 1
      ? `Our deposits for ${period} were ${formatUsd(f.totalDepositsCents)}.`
      : `Our deposits for ${period} were ${listAmounts(s.depositsCents)} (most recent first), ${formatUsd(f.totalDepositsCents)} in all, an average of ${formatUsd(f.averageMonthlyCents)} a month.`;
  const overpaid =
    f.overpaidCents > 0
      ? `Over ${period} we paid about ${formatUsd(f.paidCents)}, against ${formatUsd(f.specifiedCents)} at the specified percentage: ${formatUsd(f.overpaidCents)} more.`
      : `Over ${period} we paid about ${formatUsd(f.paidCents)}, against ${formatUsd(f.specifiedCents)} at the specified percentage.`;
  return [
    longDate(today),
    '',
    `To: ${funder}`,
    `From: ${business}`,
    `Re: Request for reconciliation under our agreement dated ${agreement}`,
    '',
    `We ask you to reconcile our remittances under the reconciliation provision of our agreement dated ${agreement}.`,
    '',
    `The agreement sets the specified percentage at ${spec} of our receipts. ${monthsText} Bank statements for the period are attached.`,
    '',
    `At ${spec} of those deposits, the remittance would be ${formatUsd(f.reconciledPerPeriodCents)} per ${per}. We are being debited ${formatUsd(s.debitCents)} per ${per}, about ${formatUsd(f.differenceDailyCents)} per business day (${formatUsd(f.differenceMonthlyCents)} a month) more. ${overpaid}`,
    '',
    `Please adjust the debit to ${formatUsd(f.reconciledPerPeriodCents)} per ${per} on the basis of the attached statements, and tell us how any amount paid above the specified percentage will be applied under the agreement. Please answer in writing within ${formatCount(s.replyDays, 'business day')} of the date of this letter.`,
    '',
    'Sincerely,',
    '',
    '',
    signer,
    business,
    '',
    `Attached: bank statements for ${period}.`,
  ].join('\n');
}

/** A file name for the download: no names in it, only the date. */
export const letterFileName = (today: string): string => `reconciliation-request-${today}.txt`;
