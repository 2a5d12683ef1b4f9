import { describe, expect, it } from 'vitest';
import { datedApr } from '@/lib/calculator/apr';
import { checkDisclosure } from '@/lib/calculator/disclosure';
import {
  businessDayDates,
  dayOf,
  debitDates,
  federalReserveHolidays,
  irregularPeriods,
  isoDate,
  parseIsoDate,
  unitPeriodsBetween,
} from '@/lib/calculator/calendar';
import { simpleAnnualRate } from '@/lib/calculator/time';
import { NY } from '../support/tolerance-rules';

const iso = (days: Iterable<number>) => [...days].map(isoDate).sort();

describe('Federal Reserve holidays (Saturday: open the Friday before; Sunday: closed the Monday after)', () => {
  it('2026 as the Federal Reserve Banks publish it (July 4 is a Saturday: no weekday closed)', () => {
    expect(iso(federalReserveHolidays(2026))).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
  });
  it('2027: Juneteenth and Christmas on Saturdays close nothing; July 4 on a Sunday closes Monday July 5', () => {
    const days = iso(federalReserveHolidays(2027));
    expect(days).toContain('2027-07-05');
    expect(days).not.toContain('2027-06-18');
    expect(days).not.toContain('2027-12-24');
    expect(days).toHaveLength(9);
  });
  it('reads only real dates', () => {
    expect(parseIsoDate('2026-02-30')).toBeUndefined();
    expect(parseIsoDate('26/11/2026')).toBeUndefined();
    expect(isoDate(parseIsoDate('2026-11-26')!)).toBe('2026-11-26');
  });
});

describe('business days become dates', () => {
  it('funded the day before Thanksgiving: the debits skip the holiday and the weekend', () => {
    expect(iso(businessDayDates(dayOf(2026, 11, 25), 4))).toEqual(['2026-11-27', '2026-11-30', '2026-12-01', '2026-12-02']);
  });
  it('weekly debits keep the funding weekday, moved a day when it is a holiday', () => {
    expect(iso(debitDates(dayOf(2026, 11, 19), 'weekly', 3))).toEqual(
      ['2026-11-27', '2026-12-03', '2026-12-10'].map((d) => (d === '2026-11-27' ? '2026-11-27' : d)),
    );
    expect(irregularPeriods(debitDates(dayOf(2026, 11, 19), 'weekly', 3), 'weekly')).toBe(true);
    expect(irregularPeriods(debitDates(dayOf(2026, 7, 7), 'weekly', 4), 'weekly')).toBe(false);
  });
  it('monthly debits on the funding day of the month; Jan 31 becomes Feb 28', () => {
    expect(iso(debitDates(dayOf(2026, 12, 31), 'monthly', 2))).toEqual(['2027-02-01', '2027-03-01']);
  });
});

describe('both day counts on a calendar with a weekend and a Federal Reserve holiday', () => {
  // $1,000 received Wednesday Nov 25, 2026, repaid by three daily debits of $350.
  const offer = {
    fundingCents: 100_000,
    feesCents: 0,
    paybackCents: 105_000,
    kind: 'daily' as const,
    percentHundredths: 0,
    fixedCents: 35_000,
    salesCents: [],
    printedApr: 0,
    fundingDay: dayOf(2026, 11, 25),
  };
  const r = checkDisclosure(offer, NY);
  it('business days: debits at periods 1, 2 and 3, 264 a year', () => {
    expect(r.businessDays.apr).toBeCloseTo(
      datedApr(
        100_000,
        [1, 2, 3].map((t) => ({ amountCents: 35_000, t, f: 0 })),
        264,
      ),
      9,
    );
  });
  it('calendar: Friday Nov 27 (day 2), Monday Nov 30 (day 5), Tuesday Dec 1 (day 6), 365 a year, irregular periods', () => {
    expect(isoDate(r.lastDebitDay)).toBe('2026-12-01');
    expect(r.calendar.apr).toBeCloseTo(
      datedApr(
        100_000,
        [2, 5, 6].map((t) => ({ amountCents: 35_000, t, f: 0 })),
        365,
      ),
      9,
    );
    expect(r.calendar.irregular).toBe(true);
    // The present value at the calendar rate is what was received.
    const i = r.calendar.apr / 100 / 365;
    expect([2, 5, 6].reduce((s, t) => s + 35_000 / (1 + i) ** t, 0)).toBeCloseTo(100_000, 4);
  });
});

describe('the issue’s figures', () => {
  it('$50,000 repaid at $500 a business day to $67,500: 123.16% by business days, 122.70% on a weekday calendar with no holiday', () => {
    const business = datedApr(
      5_000_000,
      Array.from({ length: 135 }, (_, k) => ({ amountCents: 50_000, t: k + 1, f: 0 })),
      264,
    );
    expect(business.toFixed(2)).toBe('123.16');
    // Funded on a Monday; weekdays only.
    const days: number[] = [];
    for (let day = 1; days.length < 135; day++) if (day % 7 !== 5 && day % 7 !== 6) days.push(day);
    expect(
      datedApr(
        5_000_000,
        days.map((t) => ({ amountCents: 50_000, t, f: 0 })),
        365,
      ).toFixed(2),
    ).toBe('122.70');
  });
  it('the simple annual rate of the default offer: $12,500 on $50,000 over 92 business days is 71.7%', () => {
    expect(simpleAnnualRate(1_250_000, 5_000_000, 92).toFixed(1)).toBe('71.7');
  });
  it('Appendix J (c)(1)(ii): Feb 10 to Apr 1, 1978 is one month and 19 days (f = 19/30)', () => {
    expect(unitPeriodsBetween(dayOf(1978, 2, 10), dayOf(1978, 4, 1), 'month')).toEqual({ t: 1, f: 19 / 30 });
  });
});
