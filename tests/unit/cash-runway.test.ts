import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dayOf, isoDate } from '@/lib/calculator/calendar';
import { parseUsAmount, parseUsDate } from '@/lib/cash-runway/values';
import { readStatementText, readRows, csvRows } from '@/lib/cash-runway/read-file';
import { summarize, type Statement, type Transaction } from '@/lib/cash-runway/statement';
import { findRecurringDebits } from '@/lib/cash-runway/detect';
import { forecast, forecastSet, mondayOf, type ForecastAdvance, type ForecastInput } from '@/lib/cash-runway/forecast';
import { historyBasis } from '@/lib/cash-runway/history';
import { classifier, matchTyped, planFromHistory, type DebitChoice } from '@/lib/cash-runway/plan';
import { DEFAULT_RUNWAY, queryFromRunway, runwayFromQuery, validateRunway } from '@/lib/cash-runway/form';
import { CASH_RUNWAY_TEXT_EN } from '@/lib/i18n/tools/cash-runway.en';

const fixture = (name: string) => readFileSync(`tests/fixtures/cash-runway/${name}`, 'utf8');
const d = (iso: string) => dayOf(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10)));

function statementOf(name: string): Statement {
  const read = readStatementText(fixture(name));
  if (read.kind !== 'statement') throw new Error(`${name} was not read: ${read.kind}`);
  return read.statement;
}

/** Detected debits, taken as the page ticks them at first: likely advances as advances, the rest as ordinary. */
const defaultChoices = (s: Statement): DebitChoice[] =>
  findRecurringDebits(s.transactions).map((c) => ({
    key: c.key,
    role: c.likelyAdvance && !c.stopped ? 'advance' : 'none',
    cadence: c.cadence,
    debitCents: c.typicalCents,
  }));

describe('US dates and amounts', () => {
  it('reads the formats US banks export', () => {
    expect(isoDate(parseUsDate('11/20/2026')!)).toBe('2026-11-20');
    expect(isoDate(parseUsDate('1/2/26')!)).toBe('2026-01-02');
    expect(isoDate(parseUsDate('2026-11-05')!)).toBe('2026-11-05');
    expect(isoDate(parseUsDate('20261116120000[-5:EST]')!)).toBe('2026-11-16');
    expect(isoDate(parseUsDate('11/20/2026 00:00:00')!)).toBe('2026-11-20');
    expect(isoDate(parseUsDate('2/29/2028')!)).toBe('2028-02-29');
    for (const bad of ['16/11/2026', '2/29/2027', '2026/17/11', 'Nov 20', '', '13/01/2026']) expect(parseUsDate(bad), bad).toBeUndefined();
  });

  it('reads amounts to the cent, with $, commas, parentheses and trailing minus', () => {
    const cases: Array<[string, number]> = [
      ['$1,234.56', 123456],
      ['(1,234.56)', -123456],
      ['-1234.56', -123456],
      ['1234.5', 123450],
      ['-$5.00', -500],
      ['$-5.00', -500],
      ['12.34-', -1234],
      ['+7', 700],
      ['.5', 50],
      ['1,000,000.01', 100000001],
    ];
    for (const [text, cents] of cases) expect(parseUsAmount(text), text).toBe(cents);
    for (const bad of ['', 'three hundred', '1.234', '1,23.00', '12,34', '1.2.3', '$', '1,402,00']) expect(parseUsAmount(bad), bad).toBeUndefined();
  });
});

describe('reading bank exports', () => {
  it('Chase (signed amounts, newest first, with a balance)', () => {
    const s = statementOf('chase.csv');
    expect(s.layout).toBe('chase');
    const sum = summarize(s);
    expect(sum.rows).toBe(156);
    expect(isoDate(sum.firstDay!)).toBe('2026-08-24');
    expect(isoDate(sum.lastDay!)).toBe('2026-11-20');
    // 65 weekdays of card deposits: 60 at $1,100 and the low week's 5 at $900.
    expect(sum.deposits).toEqual({ count: 65, cents: 60 * 110_000 + 5 * 90_000 });
    expect(s.balance).toEqual({ day: d('2026-11-20'), cents: 200_000 });
    expect(sum.skipped).toEqual([]);
  });

  it('Bank of America (summary block above the header, balance line skipped)', () => {
    const s = statementOf('bank-of-america.csv');
    expect(s.layout).toBe('bankOfAmerica');
    const sum = summarize(s);
    expect(sum.deposits.cents).toBe(20_020_000);
    expect(sum.withdrawals.cents).toBe(19_860_000);
    expect(sum.skipped).toEqual([{ reason: 'balance', count: 1, rows: [8] }]);
    expect(s.balance?.cents).toBe(900_000);
  });

  it('Wells Fargo (no header row, parentheses for a debit)', () => {
    const s = statementOf('wells-fargo.csv');
    expect(s.layout).toBe('wellsFargo');
    expect(s.transactions).toHaveLength(10);
    expect(s.transactions[0]).toEqual({ day: d('2026-11-20'), description: 'ACH DEBIT BLUEVINE ADV 2611200001', cents: -60_000 });
    expect(s.transactions.find((t) => t.description.includes('SHELL'))?.cents).toBe(-8412);
    expect(summarize(s).withdrawals).toEqual({ count: 7, cents: 5 * 60_000 + 125_000 + 8412 });
  });

  it('Citi (debits and credits in separate columns; a pending row skipped)', () => {
    const s = statementOf('citi.csv');
    expect(s.layout).toBe('citi');
    const sum = summarize(s);
    expect(sum.skipped).toEqual([{ reason: 'pending', count: 1, rows: [2] }]);
    // 10 weeks × ($5,000 on weekdays + $600 on Saturdays).
    expect(sum.deposits.cents).toBe(10 * 560_000);
    expect(s.transactions.every((t) => (t.description.includes('CLOVER') ? t.cents > 0 : t.cents < 0))).toBe(true);
    expect(s.balance).toBeUndefined();
  });

  it('Capital One (unsigned amount and a debit/credit type column; M/D/YY dates)', () => {
    const s = statementOf('capital-one.csv');
    expect(s.layout).toBe('capitalOne');
    expect(s.transactions.map((t) => t.cents)).toEqual([250_000, -45_000, -45_000, -6319, 187_555, -45_000]);
    expect(s.balance).toEqual({ day: d('2026-11-18'), cents: 866_236 });
  });

  it('U.S. Bank (ISO dates; name and memo as the description)', () => {
    const s = statementOf('us-bank.csv');
    expect(s.layout).toBe('usBank');
    expect(s.transactions[1]).toEqual({ day: d('2026-11-16'), description: 'ELECTRONIC WITHDRAWAL MERCHANT FUNDING GRP ACH', cents: -32_500 });
  });

  it('QuickBooks bank-feed (4 columns) and register exports', () => {
    const q = statementOf('quickbooks.csv');
    expect(q.layout).toBe('quickbooks');
    expect(q.transactions.map((t) => t.cents)).toEqual([121_044, -38_000, -38_000, -4218, 110_290]);
    const r = statementOf('quickbooks-register.csv');
    expect(r.layout).toBe('quickbooksRegister');
    expect(r.transactions.map((t) => t.cents)).toEqual([121_044, -38_000, -9510]);
    expect(r.balance?.cents).toBe(573_534);
  });

  it('Xero statement import (asterisked headers; a day-first date is skipped, not misread)', () => {
    const s = statementOf('xero.csv');
    expect(s.layout).toBe('xero');
    expect(s.transactions).toHaveLength(3);
    expect(s.skipped).toEqual([{ row: 2, reason: 'date' }]);
    expect(s.transactions[0]!.description).toBe('Kapitus ACH debit');
  });

  it('OFX 1.x (SGML, unclosed tags, an entity) and QFX 2.x (XML)', () => {
    const o = statementOf('statement.ofx');
    expect(o.layout).toBe('ofx');
    expect(o.transactions).toEqual([
      { day: d('2026-11-16'), description: 'SQUARE INC SQ DEPOSIT', cents: 210_455 },
      { day: d('2026-11-16'), description: 'FORA FINANCIAL ACH', cents: -49_900 },
      { day: d('2026-11-17'), description: 'FORA FINANCIAL ACH', cents: -49_900 },
      { day: d('2026-11-17'), description: 'AT&T BILL PAY', cents: -6140 },
    ]);
    expect(o.balance).toEqual({ day: d('2026-11-17'), cents: 512_016 });
    const q = statementOf('statement.qfx');
    expect(q.transactions.map((t) => t.cents)).toEqual([175_000, -125_000]);
    expect(q.transactions[1]!.description).toBe('LIBERTAS FUNDING WEEKLY ACH PMT');
    expect(q.skipped).toEqual([{ row: 3, reason: 'date' }]);
    expect(q.balance?.cents).toBe(331_025);
  });

  it('another layout: says which columns it found and reads them once the reader names them', () => {
    const read = readStatementText(fixture('other-layout.csv'));
    expect(read.kind).toBe('unknown');
    if (read.kind !== 'unknown') return;
    expect(read.headers).toEqual(['Trans Date', 'Narrative', 'Money Out', 'Money In', 'Category']);
    expect(read.guess).toMatchObject({ date: 0, debit: 2, credit: 3 });
    const again = readRows(read.rows, { headerRow: 0, date: 0, description: [1], debit: 2, credit: 3 });
    expect(again.kind).toBe('statement');
    if (again.kind !== 'statement') return;
    const sum = summarize(again.statement);
    expect(again.statement.layout).toBe('columns');
    expect(sum.deposits).toEqual({ count: 2, cents: 140_200 + 98_825 });
    expect(sum.withdrawals).toEqual({ count: 2, cents: 63_000 });
    expect(sum.skipped).toEqual([
      { reason: 'date', count: 1, rows: [6] },
      { reason: 'amount', count: 1, rows: [7] },
    ]);
  });

  it('a malformed file (semicolons, day-first dates, decimal commas) is not misread', () => {
    const read = readStatementText(fixture('malformed.csv'));
    expect(read.kind).toBe('unknown');
    if (read.kind !== 'unknown') return;
    // One column only: papaparse guesses the delimiter, so it may split on ";" — either way nothing is read as a transaction.
    const named = readRows(read.rows, { headerRow: read.headerRow, date: 0, description: [1], amount: 2 });
    if (named.kind === 'statement') expect(named.statement.transactions).toEqual([]);
    expect(readStatementText('').kind).toBe('unreadable');
    expect(readStatementText('PK\u0003\u0004\u0000\u0000binary').kind).toBe('unreadable');
    expect(readStatementText('<OFX></OFX>').kind).toBe('unreadable');
  });

  it('a 10,000-row history is read, summed to the cent and scanned for debits quickly', () => {
    const lines = ['Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #'];
    let deposits = 0;
    let withdrawals = 0;
    const first = d('2025-01-06');
    for (let i = 0; i < 10_000; i++) {
      const day = first + Math.floor(i / 20);
      const cents = i % 4 === 0 ? 12_345 + (i % 7) : -(1_001 + (i % 13));
      if (cents > 0) deposits += cents;
      else withdrawals -= cents;
      const iso = isoDate(day);
      lines.push(`${cents > 0 ? 'CREDIT' : 'DEBIT'},${iso.slice(5, 7)}/${iso.slice(8)}/${iso.slice(0, 4)},VENDOR ${i % 50},${(cents / 100).toFixed(2)},ACH,,`);
    }
    const t0 = performance.now();
    const read = readStatementText(lines.join('\r\n'));
    expect(read.kind).toBe('statement');
    if (read.kind !== 'statement') return;
    const sum = summarize(read.statement);
    expect(sum.rows).toBe(10_000);
    expect(sum.deposits.cents).toBe(deposits);
    expect(sum.withdrawals.cents).toBe(withdrawals);
    findRecurringDebits(read.statement.transactions);
    expect(historyBasis(read.statement.transactions, () => 'ordinary', 26)?.weeks).toHaveLength(26);
    expect(performance.now() - t0).toBeLessThan(2000);
  });

  it('splits quoted cells with commas and line breaks (papaparse)', () => {
    expect(csvRows('a,"b, c","d\ne"\n1,2,3')).toEqual([
      ['a', 'b, c', 'd\ne'],
      ['1', '2', '3'],
    ]);
  });
});

describe('recurring debits', () => {
  it('finds the daily advance debit in the Chase history and leaves payroll and rent unticked', () => {
    const found = findRecurringDebits(statementOf('chase.csv').transactions);
    expect(found[0]).toMatchObject({ cadence: 'daily', typicalCents: 35_000, likelyAdvance: true, stopped: false });
    expect(found[0]!.sample).toContain('RAPIDFUND CAPITAL');
    const payroll = found.find((c) => c.key.includes('GUSTO'));
    expect(payroll).toMatchObject({ cadence: 'weekly', likelyAdvance: false });
    // Rent is monthly: not a candidate. Sysco's invoice numbers differ, its name and amount do not: weekly, not an advance.
    expect(found.some((c) => c.key.includes('RENT'))).toBe(false);
    expect(found.find((c) => c.key.includes('SYSCO'))).toMatchObject({ cadence: 'weekly', likelyAdvance: false });
  });

  it('finds a weekly advance (Bank of America) and two stacked daily debits (Citi)', () => {
    const boa = findRecurringDebits(statementOf('bank-of-america.csv').transactions).filter((c) => c.likelyAdvance);
    expect(boa.map((c) => [c.cadence, c.typicalCents])).toEqual([['weekly', 150_000]]);
    const citi = findRecurringDebits(statementOf('citi.csv').transactions).filter((c) => c.likelyAdvance);
    expect(citi.map((c) => [c.key, c.typicalCents])).toEqual([
      ['ACH DEBIT QUICKCAP FUNDING LLC', 42_000],
      ['ACH DEBIT SWIFTLINE CAPITAL', 27_500],
    ]);
  });

  it('does not call irregular or differing debits recurring', () => {
    const ts: Transaction[] = [];
    for (let i = 0; i < 30; i++) ts.push({ day: d('2026-09-01') + i * 3 + (i % 2), description: 'AMAZON MKTPL', cents: -(1000 + i * 997) });
    expect(findRecurringDebits(ts)).toEqual([]);
  });
});

/** A plain week-by-week input for arithmetic checks: starts Monday Nov 30, 2026 (no holiday until Christmas, week 4). */
const plain = (over: Partial<ForecastInput> = {}): ForecastInput => ({
  start: d('2026-11-30'),
  openingCents: 500_000,
  weeklyDepositsCents: 600_000,
  weeklyOutflowsCents: 420_000,
  weeklyOtherDebtCents: 0,
  advances: [{ kind: 'daily', debitCents: 40_000, holdbackHundredths: 0 }],
  adjustments: [],
  cushionCents: 100_000,
  ...over,
});

describe('the 13-week forecast', () => {
  it('works each week to the cent (holidays skip daily debits)', () => {
    const f = forecast(plain());
    // Week 1: 5,000 + 6,000 − 4,200 − 5 × 400 = 4,800.
    expect(f.weeks[0]).toMatchObject({
      openingCents: 500_000,
      depositsCents: 600_000,
      outflowsCents: 420_000,
      advanceDebitsCents: 200_000,
      closingCents: 480_000,
    });
    // Christmas (week 4), New Year's Day (5), Dr. King's birthday (8) and Washington's birthday (12): 4 debits.
    expect(f.weeks.map((w) => w.advanceDebitsCents / 40_000)).toEqual([5, 5, 5, 4, 4, 5, 5, 4, 5, 5, 5, 4, 5]);
    // −200 a week with five debits, +200 with four.
    expect(f.weeks.map((w) => w.closingCents)).toEqual([
      480_000, 460_000, 440_000, 460_000, 480_000, 460_000, 440_000, 460_000, 440_000, 420_000, 400_000, 420_000, 400_000,
    ]);
    expect(f.firstBelowZero).toBeUndefined();
    expect(f.firstBelowCushion).toBeUndefined();
    // 13 × 1,800 of net operating cash ÷ 61 debits × 400.
    expect(f.coverage.netOperatingCents).toBe(13 * 180_000);
    expect(f.coverage.advanceDebitsCents).toBe(61 * 40_000);
    expect(f.coverage.withAdvances).toBeCloseTo(2_340_000 / 2_440_000, 12);
    expect(f.coverage.withoutAdvances).toBeUndefined();
  });

  it('stops an advance when its balance is paid and applies dated adjustments in their week', () => {
    const f = forecast(
      plain({
        advances: [{ kind: 'daily', debitCents: 40_000, holdbackHundredths: 0, balanceCents: 250_000 }],
        adjustments: [
          { day: d('2026-12-15'), cents: -700_000 },
          { day: d('2027-06-01'), cents: -1 },
        ],
      }),
    );
    expect(f.weeks.map((w) => w.advanceDebitsCents)).toEqual([200_000, 50_000, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    // Week 2: 4,800 + 1,800 − 500 (the last of the balance) = 6,100; week 3: 6,100 + 1,800 − 7,000 = 900, below the cushion.
    expect(f.weeks[1]!.closingCents).toBe(610_000);
    expect(f.weeks[2]).toMatchObject({ otherCents: -700_000, advanceDebitsCents: 0, closingCents: 90_000 });
    expect(f.firstBelowCushion).toBe(3);
    expect(f.firstBelowZero).toBeUndefined();
  });

  it('scenarios: a fall in sales, the reconciled debit, and a new advance', () => {
    const advance: ForecastAdvance = { kind: 'daily', debitCents: 40_000, holdbackHundredths: 0, specifiedHundredths: 1000 };
    const set = forecastSet(plain({ advances: [advance] }), {
      dropHundredths: 2500,
      newAdvance: { cashCents: 1_000_000, advance: { kind: 'weekly', debitCents: 150_000, holdbackHundredths: 0, balanceCents: 1_400_000 } },
    });
    // Sales down 25%: deposits 4,500 a week, the fixed debit unchanged: week 1 = 5,000 + 4,500 − 4,200 − 2,000 = 3,300.
    expect(set.drop!.weeks[0]!.closingCents).toBe(330_000);
    // Then −1,700 a week: 1,600, then −100.
    expect(set.drop!.weeks[2]!.closingCents).toBe(-10_000);
    expect(set.drop!.firstBelowCushion).toBe(3);
    expect(set.drop!.firstBelowZero).toBe(3);
    // Reconciled: 10% of 4,500 = 450 a week instead of 2,000: week 1 = 5,000 + 4,500 − 4,200 − 450 = 4,850.
    expect(set.reconciled!.weeks[0]).toMatchObject({ advanceDebitsCents: 45_000, closingCents: 485_000 });
    expect(set.reconciled!.firstBelowZero).toBeUndefined();
    // New advance: +10,000 in week 1, then 1,500 a week until 14,000 is repaid (9 full debits and 500).
    const n = set.newAdvance!;
    expect(n.weeks[0]!.closingCents).toBe(480_000 + 1_000_000 - 150_000);
    expect(n.weeks.reduce((s, w) => s + w.advanceDebitsCents, 0)).toBe(61 * 40_000 + 1_400_000);
    expect(n.coverage.netOperatingCents).toBe(13 * 180_000);
  });

  it('coverage with and without the advances when there are other loan payments', () => {
    const f = forecast(plain({ weeklyOtherDebtCents: 30_000, advances: [{ kind: 'weekly', debitCents: 100_000, holdbackHundredths: 0 }] }));
    // Net operating 1,800 a week; debt 300 + 1,000 a week.
    expect(f.coverage.withAdvances).toBeCloseTo(180_000 / 130_000, 12);
    expect(f.coverage.withoutAdvances).toBeCloseTo(6, 12);
  });

  it('adding a debit never raises any week’s closing balance (property)', () => {
    const kind = fc.constantFrom<ForecastAdvance['kind']>('daily', 'weekly', 'percent');
    const advance = fc.record({
      kind,
      debitCents: fc.integer({ min: 1, max: 500_000 }),
      holdbackHundredths: fc.integer({ min: 1, max: 5000 }),
      balanceCents: fc.option(fc.integer({ min: 1, max: 10_000_000 }), { nil: undefined }),
      specifiedHundredths: fc.option(fc.integer({ min: 1, max: 5000 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: d('2026-01-05'), max: d('2028-12-25') }),
        fc.integer({ min: -1_000_000, max: 10_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.array(advance, { maxLength: 3 }),
        advance,
        fc.integer({ min: 0, max: 9000 }),
        fc.boolean(),
        (start, opening, deposits, outflows, advances, extra, drop, reconcile) => {
          const input = { ...plain(), start: mondayOf(start), openingCents: opening, weeklyDepositsCents: deposits, weeklyOutflowsCents: outflows, advances };
          const before = forecast(input, { dropHundredths: drop, reconcile });
          const after = forecast({ ...input, advances: [...advances, extra] }, { dropHundredths: drop, reconcile });
          after.weeks.forEach((w, i) => expect(w.closingCents).toBeLessThanOrEqual(before.weeks[i]!.closingCents));
          expect(after.weeks.every((w) => Number.isInteger(w.closingCents))).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

/** The three worked forecasts of the fixtures (figures checked by hand in the closing note). */
describe('worked forecasts from the fixture exports', () => {
  const plan = (name: string, opening: number | undefined, lowWeek = false, weeks = 26) => {
    const s = statementOf(name);
    const choices = defaultChoices(s);
    const basis = historyBasis(s.transactions, classifier(choices), weeks)!;
    return {
      basis,
      choices,
      input: planFromHistory(basis, choices, { openingCents: opening ?? s.balance!.cents, cushionCents: 100_000, lowWeek, adjustments: [] }),
    };
  };

  it('Chase, $350 a business day: runs out in week 11 on the average week, week 2 on the low week', () => {
    const { basis, input } = plan('chase.csv', undefined);
    expect(basis.weeks).toHaveLength(13);
    expect(isoDate(basis.forecastStart)).toBe('2026-11-23');
    expect(basis.averageDepositsCents).toBe(542_308); // (12 × 5,500 + 4,500) ÷ 13 = 5,423.0769…
    expect(basis.lowDepositsCents).toBe(450_000);
    expect(basis.averageOutflowsCents).toBe(399_231); // (13 × (2,400 + 900) + 3 × 3,000) ÷ 13 = 3,992.307…
    const f = forecast(input);
    expect(f.weeks.map((w) => w.closingCents)).toEqual([
      203_077, 171_154, 139_231, 107_308, 110_385, 113_462, 81_539, 49_616, 52_693, 20_770, -11_153, -43_076, -39_999,
    ]);
    expect(f.firstBelowZero).toBe(11);
    expect(f.firstBelowCushion).toBe(7);
    expect(f.coverage.netOperatingCents).toBe(13 * 143_077);
    expect(f.coverage.advanceDebitsCents).toBe(60 * 35_000);
    expect(f.coverage.withAdvances).toBeCloseTo(1_860_001 / 2_100_000, 12);
    const low = forecast(plan('chase.csv', undefined, true).input);
    expect(low.firstBelowZero).toBe(2);
  });

  it('Bank of America, $1,500 a week: lasts as things stand; sales down 20% runs out in week 7; reconciled at 10% it lasts', () => {
    const { basis, input } = plan('bank-of-america.csv', undefined);
    expect(basis.weeks).toHaveLength(26);
    expect(basis.averageDepositsCents).toBe(770_000);
    expect(basis.averageOutflowsCents).toBe(613_846); // (26 × 5,000 + 13 × 900 + 13 × 1,100 + 6 × 600) ÷ 26
    const withSpecified = { ...input, advances: input.advances.map((a) => ({ ...a, specifiedHundredths: 1000 })) };
    const set = forecastSet(withSpecified, { dropHundredths: 2000 });
    expect(set.base.firstBelowZero).toBeUndefined();
    expect(set.base.weeks[12]!.closingCents).toBe(900_000 + 13 * 6154);
    expect(set.drop!.firstBelowZero).toBe(7);
    expect(set.drop!.weeks[6]!.closingCents).toBe(900_000 - 7 * 147_846);
    expect(set.reconciled!.firstBelowZero).toBeUndefined();
    expect(set.reconciled!.weeks[12]!.closingCents).toBe(900_000 - 13 * 59_446);
    expect(set.base.coverage.withAdvances).toBeCloseTo((13 * 156_154) / (13 * 150_000), 12);
  });

  it('Citi, two daily debits ($695 a business day) from $6,000: runs out in week 4', () => {
    const { basis, input } = plan('citi.csv', 600_000);
    expect(basis.weeks).toHaveLength(10);
    expect(basis.averageDepositsCents).toBe(560_000);
    expect(basis.averageOutflowsCents).toBe(380_000);
    const f = forecast(input);
    expect(f.weeks.slice(0, 4).map((w) => w.closingCents)).toEqual([502_000, 334_500, 167_000, -500]);
    expect(f.firstBelowZero).toBe(4);
    expect(f.coverage.withAdvances).toBeCloseTo(2_340_000 / 4_170_000, 12);
  });
});

describe('the page address and the typed figures', () => {
  const t = CASH_RUNWAY_TEXT_EN;
  it('reads the stacked-advances check’s address: its advances, drop and monthly deposits as weekly', () => {
    const { inputs, ignored } = runwayFromQuery('?dep=52000&gm=40&drop=20&b1=18000&k1=daily&m1=600&sp1=10', t.stack, t.fields);
    expect(ignored).toEqual([]);
    expect(inputs.count).toBe(1);
    expect(inputs.values).toMatchObject({ wdep: '12000.00', drop: '20', b1: '18000', k1: 'daily', m1: '600', sp1: '10' });
    expect(inputs.values.dep).toBeUndefined();
    // Only typed figures go back into the address.
    expect(queryFromRunway({ ...inputs, values: { ...inputs.values, bal: '4000' } }, t.stack, t.fields)).toBe(
      'bal=4000.00&basis=avg&hw=13&wdep=12000.00&drop=20.00&b1=18000.00&k1=daily&m1=600.00&sp1=10.00',
    );
  });

  it('lists what it could not use, and needs the weekly figures only without a file', () => {
    const bad = runwayFromQuery('?bal=abc&hw=40&b1=100', t.stack, t.fields);
    expect(bad.ignored).toEqual([t.fields.bal, t.fields.hw]);
    const typed = { count: 0, values: { ...DEFAULT_RUNWAY.values, wdep: '', out: '' } };
    expect(Object.keys(validateRunway(typed, t.stack, t.fields, false).errors).sort()).toEqual(['out', 'wdep']);
    const withFile = validateRunway(typed, t.stack, t.fields, true);
    expect(withFile.errors).toEqual({});
    expect(withFile.figures).toMatchObject({ openingCents: 600_000, cushionCents: 200_000, historyWeeks: 13, advances: [] });
    const example = validateRunway(DEFAULT_RUNWAY, t.stack, t.fields, false).figures!;
    expect(example.advances).toEqual([{ kind: 'daily', debitCents: 35_000, holdbackHundredths: 0, balanceCents: 2_400_000, specifiedHundredths: 800 }]);
  });

  it('the example lasts, runs short in week 5 with sales down 20%, and lasts again reconciled at 8%', () => {
    const f = validateRunway(DEFAULT_RUNWAY, t.stack, t.fields, false).figures!;
    const input: ForecastInput = {
      start: d('2026-11-30'),
      openingCents: f.openingCents,
      weeklyDepositsCents: f.weeklyDepositsCents!,
      weeklyOutflowsCents: f.weeklyOutflowsCents!,
      weeklyOtherDebtCents: 0,
      advances: f.advances,
      adjustments: [],
      cushionCents: f.cushionCents,
    };
    const set = forecastSet(input, { dropHundredths: f.dropHundredths });
    expect(set.base.firstBelowZero).toBeUndefined();
    // 6,000 a week of deposits − 5,600 − 1,750: −1,350 a five-debit week from 6,000 (+ 350 back in the Christmas week).
    expect(set.drop!.firstBelowZero).toBe(5);
    // 8% of 6,000 = 480 a week: −80 a week.
    expect(set.reconciled!.weeks.at(-1)!.closingCents).toBe(600_000 - 13 * 8_000);
  });

  it('matches a typed advance to the same debit found in the file, once', () => {
    const found = [
      { cadence: 'daily' as const, typicalCents: 35_000 },
      { cadence: 'weekly' as const, typicalCents: 150_000 },
      { cadence: 'daily' as const, typicalCents: 36_000 },
    ];
    const typed: ForecastAdvance[] = [
      { kind: 'daily', debitCents: 36_000, holdbackHundredths: 0 },
      { kind: 'weekly', debitCents: 200_000, holdbackHundredths: 0 },
    ];
    expect([...matchTyped(found, typed)]).toEqual([[0, 0]]);
  });
});
