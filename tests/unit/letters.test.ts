import { describe, expect, it } from 'vitest';
import { addCalendarDays, daysBetween, isWeekendDate, lienTerminationDeadline, LIEN_TERMINATION_DAYS } from '@/lib/letters/deadline';
import { fillBlank, fillBlanks, letterFileName } from '@/lib/letters/draft';
import {
  EMPTY_LIEN_LETTER,
  EMPTY_PAYOFF_LETTER,
  checkLienLetter,
  checkPayoffLetter,
  draftLienLetter,
  draftPayoffLetter,
  LIEN_LETTER_EN,
  PAYOFF_LETTER_EN,
} from '@/lib/letters/after-payoff';
import { LETTERS_TEXT_EN } from '@/lib/i18n/tools/letters.en';

describe('deadline arithmetic (UCC § 9-513(c): 20 days after the demand is received)', () => {
  it('does not count the day of receipt: received March 1, the 20th day is March 21', () => {
    expect(LIEN_TERMINATION_DAYS).toBe(20);
    expect(lienTerminationDeadline('2027-03-01')).toEqual({ received: '2027-03-01', due: '2027-03-21', after: '2027-03-22', dueOnWeekend: true });
  });

  it('crosses month and year ends', () => {
    expect(addCalendarDays('2026-11-26', 20)).toBe('2026-12-16');
    expect(addCalendarDays('2026-12-20', 20)).toBe('2027-01-09');
    expect(addCalendarDays('2027-01-31', 1)).toBe('2027-02-01');
  });

  it('counts February 29 in a leap year and not in others', () => {
    expect(addCalendarDays('2028-02-20', 20)).toBe('2028-03-11');
    expect(addCalendarDays('2027-02-20', 20)).toBe('2027-03-12');
  });

  it('is not shifted by daylight-saving changes (dates are UTC calendar dates)', () => {
    expect(addCalendarDays('2027-03-01', 20)).toBe('2027-03-21');
    expect(addCalendarDays('2027-10-25', 20)).toBe('2027-11-14');
    expect(daysBetween('2027-03-01', '2027-03-21')).toBe(20);
    expect(daysBetween('2027-03-21', '2027-03-01')).toBe(-20);
  });

  it('flags a 20th day on a weekend, and a weekday as not', () => {
    expect(lienTerminationDeadline('2026-11-26')!.due).toBe('2026-12-16');
    expect(lienTerminationDeadline('2026-11-26')!.dueOnWeekend).toBe(false);
    expect(isWeekendDate('2026-11-28')).toBe(true);
    expect(isWeekendDate('not a date')).toBe(false);
  });

  it('refuses dates that do not exist, and non-whole day counts', () => {
    expect(lienTerminationDeadline('2026-02-30')).toBeUndefined();
    expect(lienTerminationDeadline('')).toBeUndefined();
    expect(lienTerminationDeadline('11/26/2026')).toBeUndefined();
    expect(addCalendarDays('2026-11-26', 1.5)).toBeUndefined();
    expect(daysBetween('2026-11-26', 'soon')).toBeUndefined();
  });
});

describe('the letters share one way of filling blanks and naming files', () => {
  it('fills a blank from what was typed, else the placeholder; strips control characters', () => {
    expect(fillBlank('  Acme LLC ', '[Business]')).toBe('Acme LLC');
    expect(fillBlank('\u0007', '[Business]')).toBe('[Business]');
    expect(fillBlanks({ a: 'x', b: '' }, { a: '[A]', b: '[B]' })).toEqual({ a: 'x', b: '[B]' });
  });

  it('names a download by its kind and date only', () => {
    expect(letterFileName(LIEN_LETTER_EN.fileKind, '2026-11-26')).toBe('lien-termination-demand-2026-11-26.txt');
    expect(letterFileName(PAYOFF_LETTER_EN.fileKind, '2026-11-26')).toBe('payoff-letter-request-2026-11-26.txt');
  });
});

const m = LETTERS_TEXT_EN.messages;

describe('the lien termination demand', () => {
  const filled = {
    ...EMPTY_LIEN_LETTER,
    business: 'Acme Bakery LLC',
    funder: 'Example Funding Co.',
    filingOffice: 'Texas Secretary of State',
    filingNumber: '24-0012345678',
    filingDate: '2025-03-10',
    state: 'Texas',
    payoffDate: '2026-11-02',
    payoffAmount: '12,500',
    received: '2026-12-01',
    signer: 'Jane Doe, Owner',
  };

  it('states the filing, the payoff, the demand under § 9-513 and the 20th day from the date given', () => {
    const { text, deadline } = draftLienLetter(filled, '2026-11-26');
    expect(deadline?.due).toBe('2026-12-21');
    expect(text).toContain('November 26, 2026');
    expect(text).toContain('UCC financing statement no. 24-0012345678, filed with Texas Secretary of State on March 10, 2025');
    expect(text).toContain('in full on November 2, 2026 (final payment $12,500.00)');
    expect(text).toContain('Section 9-513 of the Uniform Commercial Code as enacted in Texas');
    expect(text).toContain('If you receive this demand on December 1, 2026, the 20th day is December 21, 2026.');
    expect(text).toContain('Section 9-509(d)(2)');
    expect(text.split('\n').at(-1)).toMatch(/^Attached: proof of payoff/);
  });

  it('keeps placeholders for what was left empty, and drafts no deadline without a receipt date', () => {
    const { text, deadline } = draftLienLetter(EMPTY_LIEN_LETTER, '2026-11-26');
    expect(deadline).toBeUndefined();
    expect(text).toContain('To: [Funder name, the secured party]');
    expect(text).toContain('filed with [filing office]');
    expect(text).not.toContain('the 20th day is');
    expect(text).not.toContain('(final payment');
  });

  it('names each bad field with a message and never throws', () => {
    expect(checkLienLetter(filled, m)).toEqual({});
    const errors = checkLienLetter({ ...filled, received: '', payoffDate: '2026-02-30', payoffAmount: '12.5.0' }, m);
    expect(errors.received).toBe(m.receivedRequired);
    expect(errors.payoffDate).toBe(m.date);
    expect(errors.payoffAmount).toContain(m.amountRange);
    expect(checkLienLetter({ ...filled, received: 'tomorrow' }, m).received).toBe(m.date);
  });
});

describe('the payoff letter request', () => {
  it('asks for the amount good through a date, the discount, the debits stopping, the lien released, and warns about wiring', () => {
    const text = draftPayoffLetter(
      { ...EMPTY_PAYOFF_LETTER, funder: 'Example Funding Co.', agreementDate: '2026-05-04', goodThrough: '2026-12-15', replyDays: '3' },
      '2026-11-26',
    );
    expect(text).toContain('Re: Request for a written payoff letter: agreement dated May 4, 2026');
    expect(text).toContain('if received by December 15, 2026');
    expect(text).toContain('early-payoff discount');
    expect(text).toContain('all debits from our account will stop');
    expect(text).toContain('termination statement');
    expect(text).toContain('within 3 business days');
    expect(text).toContain('confirm the payment instructions by telephone');
  });

  it('uses placeholders for empty blanks and checks the reply days and the date', () => {
    expect(draftPayoffLetter(EMPTY_PAYOFF_LETTER, '2026-11-26')).toContain('if received by [date you plan to pay]');
    const pm = { ...m, replyRange: LETTERS_TEXT_EN.payoff.replyRange };
    expect(checkPayoffLetter(EMPTY_PAYOFF_LETTER, pm)).toEqual({});
    const errors = checkPayoffLetter({ ...EMPTY_PAYOFF_LETTER, goodThrough: '2026-13-01', replyDays: '0' }, pm);
    expect(errors.goodThrough).toBe(m.date);
    expect(errors.replyDays).toContain(LETTERS_TEXT_EN.payoff.replyRange);
  });
});
