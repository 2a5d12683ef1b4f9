import { SCHEDULE_NAMES } from './offer.en';
import { RENEWAL_TEXT_EN } from '../../paying/renewal-input';
import { PAYING_SHARED_EN } from './paying.en';

/** The renewal calculator in English. */
export const RENEWAL_UI_EN = {
  shared: PAYING_SHARED_EN,
  lib: RENEWAL_TEXT_EN,
  schedules: SCHEDULE_NAMES,
  modes: { paid: 'The amount paid so far', left: 'The balance left' },
  /** "150 daily payments of $675.00", "139 daily payments of about $573" */
  payments: (count: number, weekly: boolean, each: string, estimate: boolean) =>
    count === 1
      ? `a single payment of ${estimate ? `about ${each}` : each}`
      : `${count.toLocaleString('en-US')} ${weekly ? 'weekly' : 'daily'} payments of ${estimate ? `about ${each}` : each}`,
  rows: {
    rolledOver: ['Balance rolled over', 'What is left on the current advance, less any discount: paid out of the new advance'],
    cash: ['Cash you actually receive', 'New advance − balance rolled over − fees'],
    cost: ['Renewal’s cost', 'New payback − new advance'],
    costWithFees: ['Cost with fees', 'Renewal’s cost + fees withheld'],
    perDollar: ['Cost per dollar of cash received', 'Cost with fees, less any discount, ÷ cash you actually receive'],
    onOld: ['Cost charged on money that only pays the old advance', 'That cost × balance rolled over ÷ new advance after fees'],
    quotedApr: ['APR as usually quoted', 'Disclosure-style (Appendix J) on the new advance after fees, as the California and New York forms quote it'],
    cashApr: ['APR on the cash you receive', 'Disclosure-style (Appendix J) on the cash you actually receive'],
    payments: ['Payments', 'Business days only: no weekends or holidays'],
  } as Readonly<
    Record<'rolledOver' | 'cash' | 'cost' | 'costWithFees' | 'perDollar' | 'onOld' | 'quotedApr' | 'cashApr' | 'payments', readonly [string, string]>
  >,
  tooLong: (years: string) =>
    `At this payment the renewal would take ${years} to repay: check the payment figures. Funders rarely write terms longer than about 18 months.`,
  spoken: (cash: string, perDollar: string, cashApr: string, quotedApr: string) =>
    `You receive ${cash} in cash. Cost per dollar of it ${perDollar}. APR on the cash ${cashApr}, as quoted ${quotedApr}.`,
  needsFixing: 'Some figures need fixing before the renewal can be priced.',
  formLabel: 'Your advance and the renewal',
  currentTitle: 'The advance you pay now',
  orPayback: 'Or the payback.',
  orFactor: 'Or the factor.',
  balanceLeft: 'Balance left',
  paidSoFar: 'Paid so far',
  renewalTitle: 'The renewal offer',
  advanceHint: 'The new advance as the funder quotes it, before the old balance and fees come out.',
  weeklyDebit: 'Weekly debit',
  dailyDebit: 'Daily debit',
  discountHint: 'Some funders forgive part of the cost still unpaid on the old balance when you renew.',
  submit: 'Price the renewal',
  resultsTitle: 'What the renewal really costs',
  aprMethod:
    'The APR on the cash you receive is the Appendix J rate at which that cash is repaid, with the renewal’s whole cost (its cost and fees, less any discount), in level payments over the renewal’s own schedule.',
  compareTitle: 'Renewing or not',
  notRenewing: 'Not renewing:',
  notRenewingBody: (balance: string) => ` you keep paying the ${balance} left on the current advance, on its own schedule, and get no new cash.`,
  renewing: 'Renewing:',
  renewingBody: (cash: string, payback: string, more: string, extra: string) =>
    ` you get ${cash} now and owe ${payback}: ${more} more than you owe today. ${cash} of that is new money and ${extra} is what renewing costs.`,
  noCash: 'After paying off the old balance and the fees, this renewal puts no cash in your account. Check the new advance, the fees and the balance left.',
  placeholder: 'Fix the highlighted fields to see what the renewal costs.',
};

export type RenewalUiText = typeof RENEWAL_UI_EN;
