import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addBusinessDays, debitDate, localIsoDate, longDate } from '@/lib/paying/business-days';
import { federalReserveHolidays } from '@/lib/calculator/calendar';
import { advanceFigures, shareBand, stackResult, type CurrentAdvance } from '@/lib/paying/stacked';
import { DEFAULT_STACK, queryFromStack, stackFromQuery, validateStack } from '@/lib/paying/stacked-input';
import { renewalResult } from '@/lib/paying/renewal';
import { computeOffer } from '@/lib/calculator/offer';
import { DEFAULT_RENEWAL, queryFromRenewal, renewalFromQuery, validateRenewal } from '@/lib/paying/renewal-input';
import { draftLetter, monthName, reconciliationFigures } from '@/lib/paying/reconciliation';
import { DEFAULT_LETTER, letterFromQuery, queryFromLetter, validateLetter } from '@/lib/paying/reconciliation-input';
import { formatCentsPerDollar, formatPercent, formatUsd, formatUsdEstimate } from '@/lib/calculator/format';

describe('business days', () => {
  it('skips weekends and Federal Reserve holidays, from a weekday and from a weekend', () => {
    expect(addBusinessDays('2026-11-25', 1)).toBe('2026-11-27'); // Wed → Fri (Thanksgiving skipped)
    expect(addBusinessDays('2026-11-25', 3)).toBe('2026-12-01'); // Wed → Tue
    expect(addBusinessDays('2026-11-28', 1)).toBe('2026-11-30'); // Sat → Mon
    expect(addBusinessDays('2026-11-29', 5)).toBe('2026-12-04'); // Sun → Fri
    // 50 weekdays would be Feb 3; Thanksgiving, Christmas, New Year's Day and Dr. King's birthday push it to Feb 9.
    expect(addBusinessDays('2026-11-25', 50)).toBe('2027-02-09');
    expect(addBusinessDays('2026-11-25', 0)).toBe('2026-11-25');
    expect(longDate('2027-02-09')).toBe('February 9, 2027');
    // A weekly debit falls on today's weekday: four from Wednesday Nov 25 is Wednesday Dec 23.
    expect(debitDate('2026-11-25', 'weekly', 4)).toBe('2026-12-23');
    // Thursday Nov 19's weekday lands on Thanksgiving the next week: that debit moves to Friday.
    expect(debitDate('2026-11-19', 'weekly', 1)).toBe('2026-11-27');
    expect(localIsoDate(new Date(2026, 10, 25, 23, 30))).toBe('2026-11-25');
  });

  it('agrees with a day-by-day walk and never lands on a weekend or a Federal Reserve holiday (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 1, max: 400 }), (offset, days) => {
        const start = new Date(Date.UTC(2026, 0, 1 + offset));
        const iso = start.toISOString().slice(0, 10);
        const walk = new Date(start);
        let left = days;
        while (left > 0) {
          walk.setUTCDate(walk.getUTCDate() + 1);
          const day = Math.round(walk.getTime() / 86_400_000);
          const holiday = federalReserveHolidays(walk.getUTCFullYear()).has(day);
          if (walk.getUTCDay() !== 0 && walk.getUTCDay() !== 6 && !holiday) left -= 1;
        }
        expect(addBusinessDays(iso, days)).toBe(walk.toISOString().slice(0, 10));
      }),
    );
  });
});

describe('stacked advances', () => {
  it('works the default example out as by hand', () => {
    const { scenario, errors } = validateStack(DEFAULT_STACK);
    expect(errors).toEqual({});
    const r = stackResult(scenario!);
    // 80,000 ÷ 22 × 10% = 363.64 a day; 18,000 ÷ 363.64 = 49.5 → 50 days. 9,000 ÷ 250 = 36 days.
    expect(r.now.advances.map((a) => a.daysLeft)).toEqual([50, 36]);
    expect(formatUsdEstimate(r.now.combinedDailyCents)).toBe('$614');
    expect(formatUsd(r.now.combinedMonthlyCents)).toBe('$13,500.00');
    expect(formatPercent(r.now.sharePercent)).toBe('16.9%');
    expect(r.now.band).toBe('edge');
    expect(r.now.steps).toEqual([
      { fromDay: 1, toDay: 36, dailyCents: r.now.combinedDailyCents, until: { payments: 36, frequency: 'daily' } },
      { fromDay: 37, toDay: 50, dailyCents: r.now.advances[0]!.dailyCents, until: { payments: 50, frequency: 'daily' } },
    ]);
    // Sales down 20%: 64,000 ÷ 22 × 10% = 290.91; 18,000 ÷ 290.91 = 61.9 → 62 days; share 540.91 ÷ 2,909.09 = 18.6%.
    expect(r.drop!.asContracted.advances.map((a) => a.daysLeft)).toEqual([62, 36]);
    expect(formatPercent(r.drop!.asContracted.sharePercent)).toBe('18.6%');
    // Reconciled at 8%: 64,000 ÷ 22 × 8% = 232.73 a day, 39 days; combined 523.64, 18.0%.
    expect(formatUsdEstimate(r.drop!.reconciled!.advances[1]!.dailyCents)).toBe('$233');
    expect(r.drop!.reconciled!.advances[1]!.daysLeft).toBe(39);
    expect(formatPercent(r.drop!.reconciled!.sharePercent)).toBe('18.0%');
  });

  it('places shares against 15% and 20% at the boundaries', () => {
    expect(shareBand(15)).toBe('within');
    expect(shareBand(15.0000000001)).toBe('within');
    expect(shareBand(15.01)).toBe('edge');
    expect(shareBand(20)).toBe('edge');
    expect(shareBand(20.01)).toBe('over');
  });

  it('counts a weekly debit as a fifth per business day, pays it off on its weekday, and gives the share of gross profit', () => {
    const r = stackResult({
      depositsCents: 4_400_000,
      marginHundredths: 5000,
      advances: [{ balanceCents: 1_000_000, kind: 'weekly', holdbackHundredths: 0, debitCents: 300_000 }],
    });
    // 3,000 ÷ 5 = 600 a day; 10,000 ÷ 3,000 = 3.3 → 4 weekly debits, the last 20 business days away (not 17:
    // a weekly debit is paid on its weekday); 600 ÷ 2,000 = 30%; of 1,000 gross profit, 60%.
    expect(r.now.advances[0]).toEqual({ dailyCents: 60_000, daysLeft: 20, payments: 4, frequency: 'weekly' });
    expect(r.now.sharePercent).toBeCloseTo(30, 10);
    expect(r.now.profitSharePercent).toBeCloseTo(60, 10);
    expect(r.now.band).toBe('over');
  });

  const advance: fc.Arbitrary<CurrentAdvance> = fc.oneof(
    fc.record({
      balanceCents: fc.integer({ min: 100, max: 1e9 }),
      kind: fc.constant('percent' as const),
      holdbackHundredths: fc.integer({ min: 100, max: 5000 }),
      debitCents: fc.constant(0),
    }),
    fc.record({
      balanceCents: fc.integer({ min: 100, max: 1e9 }),
      kind: fc.constantFrom('daily' as const, 'weekly' as const),
      holdbackHundredths: fc.constant(0),
      debitCents: fc.integer({ min: 100, max: 1e8 }),
    }),
  );
  const deposits = fc.integer({ min: 100_000, max: 1e10 });

  it('adding an advance never lowers the combined debit or the share (property)', () => {
    fc.assert(
      fc.property(fc.array(advance, { minLength: 1, maxLength: 3 }), advance, deposits, (list, extra, dep) => {
        const before = stackResult({ depositsCents: dep, advances: list }).now;
        const after = stackResult({ depositsCents: dep, advances: [...list, extra] }).now;
        expect(after.combinedDailyCents).toBeGreaterThanOrEqual(before.combinedDailyCents);
        expect(after.sharePercent).toBeGreaterThanOrEqual(before.sharePercent);
      }),
    );
  });

  it('a larger sales drop never shortens a percent-of-sales payoff and never moves a fixed one (property)', () => {
    fc.assert(
      fc.property(advance, deposits, fc.integer({ min: 0, max: 9000 }), fc.integer({ min: 0, max: 9000 }), (a, dep, x, y) => {
        const [small, large] = x <= y ? [x, y] : [y, x];
        const lo = advanceFigures(a, dep, small);
        const hi = advanceFigures(a, dep, large);
        if (a.kind === 'percent') expect(hi.daysLeft).toBeGreaterThanOrEqual(lo.daysLeft);
        else expect(hi).toEqual(lo);
        // The debits left always pay the balance, and one fewer never does (a weekly one is five business days).
        const each = a.kind === 'weekly' ? hi.dailyCents * 5 : hi.dailyCents;
        expect(hi.daysLeft).toBe(a.kind === 'weekly' ? 5 * hi.payments : hi.payments);
        expect(hi.payments * each).toBeGreaterThanOrEqual(a.balanceCents * (1 - 1e-12));
        if (hi.payments > 1) expect((hi.payments - 1) * each).toBeLessThan(a.balanceCents * (1 + 1e-12));
      }),
    );
  });

  it('the steps add up to every advance paid off', () => {
    fc.assert(
      fc.property(fc.array(advance, { minLength: 1, maxLength: 4 }), deposits, (list, dep) => {
        const now = stackResult({ depositsCents: dep, advances: list }).now;
        const paid = now.steps.reduce((sum, s) => sum + (s.toDay - s.fromDay + 1) * s.dailyCents, 0);
        const expected = now.advances.reduce((sum, a) => sum + a.daysLeft * a.dailyCents, 0);
        expect(paid).toBeCloseTo(expected, -1);
        expect(now.steps.at(-1)!.toDay).toBe(Math.max(...now.advances.map((a) => a.daysLeft)));
      }),
    );
  });

  it('checks a new offer with the offer tools’ limits and adds its payback as one more balance', () => {
    const values = { ...DEFAULT_STACK.values, na: '20000', nf: '1.4', nfee: '500', ns: 'daily', nd: '350' };
    const ok = validateStack({ ...DEFAULT_STACK, values });
    expect(ok.offerCashCents).toBe(1_950_000);
    expect(ok.scenario!.newOffer).toEqual({ balanceCents: 2_800_000, kind: 'daily', holdbackHundredths: 0, debitCents: 35_000 });
    // 28,000 ÷ 350 = 80 days.
    expect(stackResult(ok.scenario!).withOffer!.advances.at(-1)!.daysLeft).toBe(80);
    const bad = validateStack({ ...DEFAULT_STACK, values: { ...values, nf: '', np: '70000', nfee: '20000' } });
    expect(bad.errors).toEqual({
      np: 'Enter a total payback between $20,000 and $60,000 (1 to 3 times the advance).',
      nfee: 'Fees must be less than the advance ($20,000).',
    });
    const percentOffer = validateStack({ ...DEFAULT_STACK, values: { ...values, ns: 'percent', nh: '5' } });
    // 80,000 ÷ 22 × 5% = 181.82 a day; 28,000 ÷ 181.82 = 154 days.
    expect(stackResult(percentOffer.scenario!).withOffer!.advances.at(-1)!.daysLeft).toBe(154);
  });

  it('keeps figures and choices in the address, never names, and ignores hostile values with a note', () => {
    const q = queryFromStack(DEFAULT_STACK);
    // Figures are written plainly, so both languages read them the same.
    expect(q).toBe('dep=80000.00&drop=20.00&b1=18000.00&k1=percent&m1=10.00&b2=9000.00&k2=daily&m2=250.00&sp2=8.00');
    const read = stackFromQuery(q).inputs;
    expect(read.count).toBe(DEFAULT_STACK.count);
    expect(validateStack(read).scenario).toEqual(validateStack(DEFAULT_STACK).scenario);
    expect(queryFromStack(read)).toBe(q);
    const hostile = stackFromQuery('?dep=1e309&b1=<script>&k1=loan&m1=12%25&drop=-5&gm=NaN&name=Acme');
    expect(hostile.ignored).toEqual([
      'Average monthly deposits',
      'Gross margin (optional)',
      'If sales fall by (optional)',
      'Advance 1: balance left',
      'Advance 1: how it is collected',
    ]);
    expect(hostile.inputs.values.m1).toBe('12%');
    expect(hostile.inputs.values.dep).toBe('');
    expect(validateStack(hostile.inputs).errors.dep).toMatch(/empty/);
  });
});

describe('renewal', () => {
  it('works the default example out as by hand', () => {
    const { scenario, errors } = validateRenewal(DEFAULT_RENEWAL);
    expect(errors).toEqual({});
    const check = renewalResult(scenario!);
    if (!check.ok) throw new Error('no cash');
    const r = check.result;
    // Old: 65,000 payback, 29,250 paid → 35,750 left. New: 75,000 − 35,750 − 1,500 = 37,750 cash.
    expect(formatUsd(r.rolledOverCents)).toBe('$35,750.00');
    expect(formatUsd(r.cashCents)).toBe('$37,750.00');
    expect(formatUsd(r.renewalCostCents)).toBe('$26,250.00');
    expect(formatUsd(r.costWithFeesCents)).toBe('$27,750.00');
    expect(formatCentsPerDollar(r.centsPerCashDollar)).toBe('73.5¢');
    // One cost (27,750 with fees, no discount) on the amount after fees: 27,750 × 35,750 ÷ 73,500 = 13,497.45.
    expect(formatUsd(r.netFundedCents)).toBe('$73,500.00');
    expect(formatUsd(r.costOnOldBalanceCents)).toBe('$13,497.45');
    // The quoted APR is the offer comparison's for the same offer: on the amount after fees.
    expect(r.quotedApr).toBeCloseTo(computeOffer(r.renewal).actuarialApr, 9);
    expect(r.termDays).toBe(150);
    expect(r.cashApr).toBeGreaterThan(r.quotedApr);
  });

  it('a discount on the old balance lowers what is rolled over by its share of the unpaid cost', () => {
    const { scenario } = validateRenewal({ ...DEFAULT_RENEWAL, rdisc: '20' });
    const check = renewalResult(scenario!);
    if (!check.ok) throw new Error('no cash');
    // Unpaid cost 35,750 × 15,000 ÷ 65,000 = 8,250; 20% = 1,650; rolled over 34,100; cash 39,400.
    expect(formatUsd(check.result.discountCents)).toBe('$1,650.00');
    expect(formatUsd(check.result.cashCents)).toBe('$39,400.00');
  });

  it('says when the renewal pays out nothing', () => {
    const { scenario } = validateRenewal({ ...DEFAULT_RENEWAL, ra: '36000', rd: '500' });
    expect(renewalResult(scenario!)).toEqual({ ok: false, reason: 'no-cash' });
  });

  it('the APR on cash received is never below the quoted APR when cash is below the advance (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 110, max: 150 }), (paidPct, fee, factor) => {
        const { scenario } = validateRenewal({ ...DEFAULT_RENEWAL, cv: String(650 * paidPct), rfee: String(fee), rf: (factor / 100).toFixed(2) });
        const check = renewalResult(scenario!);
        if (!check.ok) return;
        expect(check.result.cashApr).toBeGreaterThanOrEqual(check.result.quotedApr - 1e-9);
        expect(check.result.cashCents + check.result.rolledOverCents + fee * 100).toBeCloseTo(7_500_000, 6);
      }),
    );
  });

  it('reads the address, ignoring hostile values with a note', () => {
    const q = queryFromRenewal(DEFAULT_RENEWAL);
    const read = renewalFromQuery(`?${q}`).inputs;
    expect(validateRenewal(read).scenario).toEqual(validateRenewal(DEFAULT_RENEWAL).scenario);
    expect(queryFromRenewal(read)).toBe(q);
    const bad = renewalFromQuery('?ca=Infinity&rs=loan&rf=1.35&cv=-1');
    expect(bad.ignored).toEqual(['Current advance: amount', 'Current advance: amount paid or left', 'Renewal: payments']);
    expect(bad.inputs.rs).toBe('daily');
  });
});

describe('reconciliation letter', () => {
  it('works the default example out as by hand and drafts the letter without names in it unless typed', () => {
    const { scenario, errors } = validateLetter(DEFAULT_LETTER);
    expect(errors).toEqual({});
    const f = reconciliationFigures(scenario!);
    // 198,000 over 3 months = 66,000 a month; 10% ÷ 22 = 300 a day; 450 − 300 = 150 a day, 3,300 a month.
    expect(formatUsd(f.reconciledDailyCents)).toBe('$300.00');
    expect(formatUsd(f.differenceMonthlyCents)).toBe('$3,300.00');
    // Paid 450 × 66 = 29,700 against 19,800: 9,900 more.
    expect(formatUsd(f.overpaidCents)).toBe('$9,900.00');
    const letter = draftLetter(scenario!, f, { business: '', funder: 'Acme Funding', agreementDate: '2026-03-15', signer: '' }, '2026-11-25');
    expect(letter).toContain('November 25, 2026');
    expect(letter).toContain('To: Acme Funding');
    expect(letter).toContain('From: [Business name]');
    // The agreement date is a date field, printed in full in the letter's language.
    expect(letter).toContain('under our agreement dated March 15, 2026');
    // The months are named: last month from November 25 is October.
    expect(letter).toContain('Our deposits for October 2026, September 2026 and August 2026 were $62,000.00, $66,000.00 and $70,000.00');
    expect(letter).toContain('Attached: bank statements for October 2026, September 2026 and August 2026.');
    expect(letter).toContain('$9,900.00 more');
    expect(letter).toContain('within 10 business days');
  });

  it('labels the months as entered: a month left blank is skipped, never renumbered', () => {
    const gap = validateLetter({ ...DEFAULT_LETTER, d1: '', d2: '66000', d3: '70000' });
    expect(gap.errors).toEqual({});
    expect(gap.scenario!.monthsAgo).toEqual([2, 3]);
    const letter = draftLetter(gap.scenario!, reconciliationFigures(gap.scenario!), { business: '', funder: '', agreementDate: '', signer: '' }, '2026-11-25');
    expect(letter).toContain('Our deposits for September 2026 and August 2026 were $66,000.00 and $70,000.00');
    expect(letter).not.toContain('last 2 months');
    expect(letter).toContain('under our agreement dated [agreement date]');
    // A date typed as free text, not a date, is never printed as it was typed.
    expect(
      draftLetter(gap.scenario!, reconciliationFigures(gap.scenario!), { business: '', funder: '', agreementDate: '15/03/2026', signer: '' }, '2026-11-25'),
    ).not.toContain('15/03/2026');
    expect(validateLetter({ ...DEFAULT_LETTER, d1: '', d2: '', d3: '' }).errors.d1).toBe(
      'Enter the deposits for at least one month, from your bank statements.',
    );
    // January's "last month" is December of the year before.
    expect(monthName('2027-01-10', 1, 'en')).toBe('December 2026');
    expect(monthName('2027-01-10', 1, 'es')).toBe('diciembre de 2026');
  });

  it('a weekly debit is reconciled per week', () => {
    const { scenario } = validateLetter({ ...DEFAULT_LETTER, dk: 'weekly', db: '2000', d2: '', d3: '' });
    const f = reconciliationFigures(scenario!);
    // 62,000 × 10% ÷ 22 = 281.82 a day, 1,409.09 a week; 2,000 ÷ 5 = 400 a day.
    expect(formatUsd(f.reconciledPerPeriodCents)).toBe('$1,409.09');
    expect(formatUsd(f.differenceDailyCents)).toBe('$118.18');
    // Paid 400 × 22 = 8,800 against 6,200.
    expect(formatUsd(f.overpaidCents)).toBe('$2,600.00');
  });

  it('paid beyond the specified percentage is the daily difference over the period (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 5000 }),
        fc.integer({ min: 100, max: 1e7 }),
        fc.array(fc.integer({ min: 1, max: 1e9 }), { minLength: 1, maxLength: 3 }),
        (sp, debit, deposits) => {
          const s = {
            specifiedHundredths: sp,
            debitKind: 'daily' as const,
            debitCents: debit,
            depositsCents: deposits,
            monthsAgo: deposits.map((_, i) => i + 1),
            replyDays: 10,
          };
          const f = reconciliationFigures(s);
          expect(f.overpaidCents).toBeCloseTo(f.differenceDailyCents * 22 * deposits.length, 3);
        },
      ),
    );
  });

  it('keeps only figures in the address and ignores hostile values with a note', () => {
    expect(queryFromLetter(DEFAULT_LETTER)).toBe('sp=10.00&dk=daily&db=450.00&d1=62000.00&d2=66000.00&d3=70000.00&rd=10');
    const bad = letterFromQuery('?sp=500&db=abc&dk=hourly&d1=1e5&business=Acme');
    expect(bad.ignored).toEqual(['Specified percentage in the contract', 'Debit taken every', 'Debit taken now', 'Deposits last month']);
  });
});
