import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { computeOffer, paybackFromFactor, type Offer } from '@/lib/calculator/offer';
import { compareOffers } from '@/lib/calculator/offer-compare';
import { comparisonSentences } from '@/lib/calculator/offer-summary';
import { defaultOfferInputs, fillCounterpart, validateOffer, type OfferInputs } from '@/lib/calculator/offer-input';
import { offersFromQuery, queryFromOffers } from '@/lib/calculator/offer-query';
import { CSV_FULL_MAX, monthRows, scheduleCsv, scheduleRows, scheduleView } from '@/lib/calculator/schedule';
import { ceilRatio, fixedDailyStream, fixedWeeklyStream, paidAfterCents, percentOfSalesStream } from '@/lib/calculator/payment-stream';
import { formatPercent, formatUsd } from '@/lib/calculator/format';
import { OFFER_INPUT_TEXT_EN } from '@/lib/i18n/tools/offer-tools.en';
import { SUMMARY_TEXT_EN } from '@/lib/i18n/tools/compare-offers.en';
import { CSV_TEXT_EN } from '@/lib/i18n/tools/repayment-schedule.en';

const base: Offer = {
  label: 'Offer A',
  advanceCents: 1_000_000,
  paybackCents: 1_050_000,
  feeCents: 0,
  schedule: 'daily',
  holdbackHundredths: 0,
  revenueCents: 0,
  debitCents: 40_000,
  discountHundredths: 0,
  discountDay: 0,
};

/**
 * An independent implementation: it walks the payments one by one in dollars (floating point), takes
 * the last one as whatever is left, and finds the Appendix J rate by Newton's method on the explicit sum.
 */
function reference(o: {
  advance: number;
  payback: number;
  fee: number;
  schedule: 'percent' | 'daily' | 'weekly';
  debit: number;
  holdback: number;
  revenue: number;
}) {
  const payment = o.schedule === 'percent' ? (o.revenue / 22) * (o.holdback / 100) : o.debit;
  const gap = o.schedule === 'weekly' ? 5 : 1;
  const perYear = o.schedule === 'weekly' ? 52 : 264;
  const amounts: number[] = [];
  let left = o.payback;
  while (left > 1e-7) {
    const pay = Math.min(payment, left);
    amounts.push(pay);
    left -= pay;
    if (left < 1e-7 * o.payback) left = 0;
  }
  const net = o.advance - o.fee;
  const cost = o.payback - net;
  const days = amounts.length * gap;
  let i = cost / net / amounts.length + 1e-6;
  for (let step = 0; step < 200; step++) {
    let pv = 0;
    let slope = 0;
    amounts.forEach((a, k) => {
      pv += a / (1 + i) ** (k + 1);
      slope -= ((k + 1) * a) / (1 + i) ** (k + 2);
    });
    const next = i - (pv - net) / slope;
    if (Math.abs(next - i) < 1e-15) break;
    i = next > 0 ? next : i / 2;
  }
  return { net, cost, payments: amounts.length, days, last: amounts.at(-1)!, simple: (cost / net / (days / 264)) * 100, actuarial: i * perYear * 100 };
}

describe('hand-worked offers', () => {
  it('a final partial payment: $10,500 at $400 a day is 26 × $400 then $100, 27 business days', () => {
    const r = computeOffer(base);
    expect(r.payments).toBe(27);
    expect(r.lastPaymentCents).toBe(10_000);
    expect(formatPercent(r.simpleRate)).toBe('48.9%'); // 500 ÷ 10,000 ÷ (27 ÷ 264)
    expect(Math.abs(r.actuarialApr - 95.4)).toBeLessThan(0.1);
    const rows = scheduleRows(r.stream);
    expect(rows.at(-1)).toEqual({ n: 27, day: 27, amountCents: 10_000, paidCents: 1_050_000, balanceCents: 0 });
  });

  it('a fee withheld from the funding raises both rates: $500 of fees takes the simple rate from 48.9% to 102.9%', () => {
    const r = computeOffer({ ...base, feeCents: 50_000 });
    expect(r.netFundedCents).toBe(950_000);
    expect(r.costCents).toBe(100_000);
    expect(formatPercent(r.simpleRate)).toBe('102.9%'); // 1,000 ÷ 9,500 ÷ (27 ÷ 264)
    expect(Math.abs(r.actuarialApr - 197.7)).toBeLessThan(0.1);
    expect(r.actuarialApr).toBeGreaterThan(computeOffer(base).actuarialApr);
  });

  it('a weekly schedule: $13,000 at $1,000 a week is 13 payments, 65 business days, APR on 52 weeks', () => {
    const r = computeOffer({ ...base, paybackCents: 1_300_000, schedule: 'weekly', debitCents: 100_000 });
    expect(r.payments).toBe(13);
    expect(r.termDays).toBe(65);
    expect(formatPercent(r.simpleRate)).toBe('121.8%'); // 3,000 ÷ 10,000 ÷ (65 ÷ 264)
    expect(Math.abs(r.actuarialApr - 206.8)).toBeLessThan(0.1); // 1,000 × a(13, i) = 10,000 → i × 52
  });

  it('a discount makes early payoff cheaper: 50% of the remaining cost by day 60', () => {
    // $62,500 at $500 a day; 59 payments before day 60 = $29,500; balance $33,000, of which 20% is cost
    // (12,500 ÷ 62,500) = $6,600; half forgiven = $3,300; pay $29,700; total cost $9,200 instead of $12,500.
    const r = computeOffer({ ...base, advanceCents: 5_000_000, paybackCents: 6_250_000, debitCents: 50_000, discountHundredths: 5_000, discountDay: 60 });
    expect(r.discount).toMatchObject({ applies: true, paymentsMade: 59, paidCents: 2_950_000, balanceCents: 3_300_000 });
    if (!r.discount?.applies) throw new Error('discount should apply');
    expect(formatUsd(r.discount.savingCents)).toBe('$3,300.00');
    expect(formatUsd(r.discount.payoffCents)).toBe('$29,700.00');
    expect(formatUsd(r.discount.totalCostCents)).toBe('$9,200.00');
  });

  it('a discount day after the last payment does not apply', () => {
    const r = computeOffer({ ...base, discountHundredths: 1_000, discountDay: 40 });
    expect(r.discount).toEqual({ applies: false, day: 40 });
  });

  it('a payoff in one day: $1,200 back on $1,000 the next business day', () => {
    const r = computeOffer({ ...base, advanceCents: 100_000, paybackCents: 120_000, debitCents: 120_000 });
    expect(r.payments).toBe(1);
    expect(formatPercent(r.simpleRate)).toBe('5,280.0%'); // 200 ÷ 1,000 ÷ (1 ÷ 264): one payment, so the same as the APR
    expect(formatPercent(r.actuarialApr)).toBe('5,280.0%'); // 20% a business day × 264
  });

  it('percent of sales matches the calculator: the default offer is 92 days and 132.5%', () => {
    const { offer } = validateOffer(defaultOfferInputs(0, OFFER_INPUT_TEXT_EN), 0, OFFER_INPUT_TEXT_EN);
    const r = computeOffer(offer!);
    expect(r.payments).toBe(92);
    expect(formatPercent(r.actuarialApr)).toBe('132.5%');
    expect(formatPercent(r.simpleRate)).toBe('71.7%');
  });
});

const offerArb = fc.record({
  advance: fc.integer({ min: 1_000, max: 500_000 }),
  factor: fc.integer({ min: 100, max: 300 }),
  feePct: fc.integer({ min: 0, max: 10 }),
  schedule: fc.constantFrom('percent' as const, 'daily' as const, 'weekly' as const),
  holdback: fc.integer({ min: 1, max: 50 }),
  revenue: fc.integer({ min: 1_000, max: 5_000_000 }),
  paymentsWanted: fc.integer({ min: 1, max: 600 }),
});

type OfferSample = typeof offerArb extends fc.Arbitrary<infer T> ? T : never;
const toOffer = (v: OfferSample): Offer => {
  const advanceCents = v.advance * 100;
  const paybackCents = paybackFromFactor(advanceCents, v.factor * 100);
  // A whole-dollar debit giving about the wanted number of payments.
  const debitCents = Math.max(100, Math.ceil(paybackCents / v.paymentsWanted / 100) * 100);
  return {
    ...base,
    advanceCents,
    paybackCents,
    feeCents: (advanceCents * v.feePct) / 100,
    schedule: v.schedule,
    holdbackHundredths: v.holdback * 100,
    revenueCents: v.revenue * 100,
    debitCents,
  };
};

describe('an independent implementation agrees on percent, daily and weekly schedules with fees', () => {
  it('on 60 offers: payments exactly, money to the cent, APRs to 0.1 point', () => {
    const samples = fc
      .sample(offerArb, { numRuns: 300, seed: 16 })
      .map(toOffer)
      .filter((o) => computeOffer(o).payments <= 2_000)
      .slice(0, 60);
    expect(samples.length).toBe(60);
    expect(new Set(samples.map((o) => o.schedule)).size).toBe(3);
    for (const o of samples) {
      const r = computeOffer(o);
      const ref = reference({
        advance: o.advanceCents / 100,
        payback: o.paybackCents / 100,
        fee: o.feeCents / 100,
        schedule: o.schedule,
        debit: o.debitCents / 100,
        holdback: o.holdbackHundredths / 100,
        revenue: o.revenueCents / 100,
      });
      const tag = JSON.stringify(o);
      expect(r.payments, tag).toBe(ref.payments);
      expect(r.termDays, tag).toBe(ref.days);
      expect(formatUsd(r.netFundedCents), tag).toBe(formatUsd(ref.net * 100));
      expect(formatUsd(r.costCents), tag).toBe(formatUsd(ref.cost * 100));
      expect(Math.abs(r.lastPaymentCents - ref.last * 100), tag).toBeLessThan(0.01);
      expect(Math.abs(r.simpleRate - ref.simple), tag).toBeLessThan(0.1);
      expect(Math.abs(r.actuarialApr - ref.actuarial), tag).toBeLessThan(0.1);
    }
  });
});

describe('the payment stream and its schedule', () => {
  it('ceilRatio is exact where the float quotient is not', () => {
    expect(ceilRatio(6_000 * 220_000, ((15_000 * 20 * 100) / 100) * 100)).toBe(44);
    expect(ceilRatio(7, 7)).toBe(1);
    expect(ceilRatio(8, 7)).toBe(2);
  });

  it('payments are whole cents that add up to the payback, and the balance falls to zero', () => {
    fc.assert(
      fc.property(offerArb, (v) => {
        const s = computeOffer(toOffer(v)).stream;
        fc.pre(s.count <= 3_000);
        const rows = scheduleRows(s);
        expect(rows.every((r) => Number.isInteger(r.amountCents) && r.amountCents > 0)).toBe(true);
        expect(rows.reduce((sum, r) => sum + r.amountCents, 0)).toBe(paidAfterCents(s, s.count));
        expect(rows.at(-1)!.balanceCents).toBe(0);
        const months = monthRows(s);
        expect(months.reduce((sum, m) => sum + m.amountCents, 0)).toBe(paidAfterCents(s, s.count));
      }),
      { numRuns: 150 },
    );
  });

  it('percent-of-sales payments alternate by a cent so the total is exact: $681.82 and $681.81', () => {
    const s = percentOfSalesStream({ num: 6_250_000, den: 1 }, 10_000_000, 1_500);
    const amounts = new Set(scheduleRows(s, 1, 91).map((r) => r.amountCents));
    expect([...amounts].sort()).toEqual([68_181, 68_182]);
    expect(scheduleRows(s, 92, 92)[0]!.amountCents).toBe(6_250_000 - paidAfterCents(s, 91));
  });

  it('summarises a long schedule: first and last payments plus months', () => {
    const view = scheduleView(fixedDailyStream(6_250_000, 10_000));
    expect(view.summarised).toBe(true);
    expect(view.first.map((r) => r.n)).toEqual([1, 2, 3, 4, 5]);
    expect(view.last.map((r) => r.n)).toEqual([621, 622, 623, 624, 625]);
    expect(view.months[0]).toMatchObject({ month: 1, payments: 22, amountCents: 220_000 });
    expect(scheduleView(fixedDailyStream(6_250_000, 250_000)).summarised).toBe(false);
  });

  it('weekly months hold four or five payments', () => {
    const months = monthRows(fixedWeeklyStream(1_300_000, 100_000));
    // Days 5–20 in month 1 (days 1–22), 25–40 in month 2 (23–44), 45–65 in month 3.
    expect(months.map((m) => m.payments)).toEqual([4, 4, 5]);
  });
});

describe('the CSV', () => {
  it('lists every payment and a total line that equals the payback', () => {
    const csv = scheduleCsv(fixedDailyStream(1_050_000, 40_000), 'Offer, "A"', CSV_TEXT_EN);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('"Offer, ""A"""');
    expect(lines[1]).toBe('Payment,Business day,Amount,Total paid,Balance');
    expect(lines[2]).toBe('1,1,400.00,400.00,10100.00');
    expect(lines.at(-2)).toBe('27,27,100.00,10500.00,0.00');
    expect(lines.at(-1)).toBe('Total,,10500.00,10500.00,0.00');
    const sum = lines.slice(2, -1).reduce((t, l) => t + Math.round(Number(l.split(',')[2]) * 100), 0);
    expect(sum).toBe(1_050_000);
  });

  it('switches to monthly lines past the full-listing limit', () => {
    const s = fixedDailyStream(CSV_FULL_MAX * 200 + 100, 100);
    const lines = scheduleCsv(s, 'Long', CSV_TEXT_EN).trimEnd().split('\r\n');
    expect(lines[1]).toBe('Month,Business days,Payments,Amount,Total paid,Balance');
    expect(lines.at(-1)).toBe(`Total,,${s.count},${((CSV_FULL_MAX * 200 + 100) / 100).toFixed(2)},${((CSV_FULL_MAX * 200 + 100) / 100).toFixed(2)},0.00`);
  });

  it('keeps a freak schedule (a $1 weekly debit on $30,000,000) to 600 months plus the last', () => {
    const s = fixedWeeklyStream(3_000_000_000, 100);
    const lines = scheduleCsv(s, 'Freak', CSV_TEXT_EN).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2 + 600 + 1);
    expect(lines.at(-2)!.split(',')[0]).toBe(String(Math.ceil((s.count * 5) / 22)));
    expect(lines.at(-1)).toBe(`Total,,${s.count},30000000.00,30000000.00,0.00`);
  });

  it('neutralises spreadsheet formulas in the title', () => {
    expect(scheduleCsv(fixedDailyStream(100, 100), '=HYPERLINK("x")', CSV_TEXT_EN).split('\r\n')[0]).toBe(`"'=HYPERLINK(""x"")"`);
  });
});

describe('offer inputs', () => {
  const inputs = (patch: Partial<OfferInputs>): OfferInputs => ({ ...defaultOfferInputs(0, OFFER_INPUT_TEXT_EN), ...patch });

  it('gives the calculator’s messages for the shared fields and its own for the rest', () => {
    const { offer, errors } = validateOffer(inputs({ advance: '500', holdback: 'abc', fee: '-3', discount: '10', discountDay: '' }), 0, OFFER_INPUT_TEXT_EN);
    expect(offer).toBeUndefined();
    expect(errors.advance).toBe('Enter an advance between $1,000 and $10,000,000.');
    expect(errors.holdback).toMatch(/^Use digits only/);
    expect(errors.fee).toMatch(/can't be negative/);
    expect(errors.discountDay).toMatch(/^This field is empty/);
  });

  it('fees must leave something to fund', () => {
    expect(validateOffer(inputs({ fee: '50000' }), 0, OFFER_INPUT_TEXT_EN).errors.fee).toBe('Fees must be less than the advance ($50,000).');
    expect(validateOffer(inputs({ fee: '3', feeKind: 'percent' }), 0, OFFER_INPUT_TEXT_EN).offer?.feeCents).toBe(150_000);
  });

  it('invalid input leaves no stale figure in the field filled from it', () => {
    const filled = fillCounterpart(inputs({ costBy: 'factor', factor: '1.3' }), OFFER_INPUT_TEXT_EN);
    expect(filled.payback).toBe('65000');
    expect(fillCounterpart({ ...filled, factor: 'abc' }, OFFER_INPUT_TEXT_EN).payback).toBe('');
    expect(fillCounterpart({ ...filled, factor: '5' }, OFFER_INPUT_TEXT_EN).payback).toBe('');
    expect(fillCounterpart({ ...filled, advance: 'fifty' }, OFFER_INPUT_TEXT_EN).payback).toBe('');
    expect(fillCounterpart(inputs({ costBy: 'payback', payback: '65,000', advance: '' }), OFFER_INPUT_TEXT_EN).factor).toBe('');
    expect(fillCounterpart(inputs({ costBy: 'payback', payback: 'lots' }), OFFER_INPUT_TEXT_EN).factor).toBe('');
  });

  it('a total payback fills the factor and the other way round', () => {
    expect(fillCounterpart(inputs({ costBy: 'payback', payback: '65,000' }), OFFER_INPUT_TEXT_EN).factor).toBe('1.3');
    expect(fillCounterpart(inputs({ costBy: 'factor', factor: '1.349' }), OFFER_INPUT_TEXT_EN).payback).toBe('67450');
    expect(validateOffer(inputs({ costBy: 'payback', payback: '65000' }), 0, OFFER_INPUT_TEXT_EN).offer?.paybackCents).toBe(6_500_000);
    expect(validateOffer(inputs({ costBy: 'payback', payback: '200000' }), 0, OFFER_INPUT_TEXT_EN).errors.payback).toBe(
      'Enter a total payback between $50,000 and $150,000 (1 to 3 times the advance).',
    );
  });

  it('a fixed debit needs an amount', () => {
    expect(validateOffer(inputs({ schedule: 'daily', debit: '' }), 0, OFFER_INPUT_TEXT_EN).errors.debit).toMatch(/^This field is empty/);
    expect(validateOffer(inputs({ schedule: 'weekly', debit: '1,250' }), 0, OFFER_INPUT_TEXT_EN).offer?.debitCents).toBe(125_000);
  });

  it('never throws and never yields a non-finite figure for any text', () => {
    const text = fc.oneof(fc.string({ maxLength: 50 }), fc.constantFrom('1e309', 'NaN', 'Infinity', '-0', '0', '９９', '$', '%', '1,,0'));
    fc.assert(
      fc.property(
        fc.record({ advance: text, factor: text, payback: text, fee: text, debit: text, holdback: text, revenue: text, discount: text, discountDay: text }),
        fc.constantFrom('percent', 'daily', 'weekly'),
        (patch, schedule) => {
          const { offer } = validateOffer(inputs({ ...patch, schedule }), 0, OFFER_INPUT_TEXT_EN);
          if (!offer) return;
          const r = computeOffer(offer);
          for (const n of [r.netFundedCents, r.costCents, r.simpleRate, r.actuarialApr, r.termDays, r.centsPerDollar]) expect(Number.isFinite(n)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the address', () => {
  it('round-trips three offers and keeps the field the reader typed (payback or factor)', () => {
    const offers: OfferInputs[] = [
      { ...defaultOfferInputs(0, OFFER_INPUT_TEXT_EN), label: 'Funder A & Co' },
      { ...defaultOfferInputs(1, OFFER_INPUT_TEXT_EN), costBy: 'payback', payback: '65000', schedule: 'weekly', debit: '1250', fee: '3', feeKind: 'percent' },
      { ...defaultOfferInputs(2, OFFER_INPUT_TEXT_EN), schedule: 'daily', debit: '700', discount: '10', discountDay: '60' },
    ];
    const back = offersFromQuery(`?${queryFromOffers(offers, OFFER_INPUT_TEXT_EN)}`, [], OFFER_INPUT_TEXT_EN);
    expect(back.map((o) => validateOffer(o, 0, OFFER_INPUT_TEXT_EN).offer)).toEqual(offers.map((o) => validateOffer(o, 0, OFFER_INPUT_TEXT_EN).offer));
    expect(back[1]!.costBy).toBe('payback');
    expect(back[0]!.label).toBe('Funder A & Co');
  });

  it('falls back to the defaults when the address holds no offer, and keeps bad values for their messages', () => {
    const fallback = [defaultOfferInputs(0, OFFER_INPUT_TEXT_EN)];
    expect(offersFromQuery('?utm_source=x', fallback, OFFER_INPUT_TEXT_EN)).toEqual(fallback);
    const [bad] = offersFromQuery('?a1=abc&s1=monthly&f1=9', fallback, OFFER_INPUT_TEXT_EN);
    expect(bad!.schedule).toBe('percent');
    const { errors } = validateOffer(bad!, 0, OFFER_INPUT_TEXT_EN);
    expect(errors.advance).toMatch(/^Use digits only/);
    expect(errors.factor).toBe('Enter a factor rate between 1.00 and 3.00.');
  });
});

describe('the comparison', () => {
  const a = computeOffer({
    ...base,
    label: 'Offer A',
    advanceCents: 5_000_000,
    paybackCents: 6_250_000,
    schedule: 'percent',
    holdbackHundredths: 1_500,
    revenueCents: 10_000_000,
  });
  const b = computeOffer({ ...base, label: 'Offer B', advanceCents: 5_000_000, paybackCents: 6_500_000, schedule: 'weekly', debitCents: 125_000 });

  it('marks the cheapest by APR and by cost, which differ, and says why in one sentence', () => {
    const c = compareOffers([a, b]);
    expect(c.lowestCost).toEqual([0]);
    expect(c.lowestApr).toEqual([1]);
    const sentences = comparisonSentences([a, b], c, SUMMARY_TEXT_EN);
    expect(sentences[0]).toBe(`Offer B costs $2,500.00 more than Offer A and takes ${b.termDays - a.termDays} business days longer to repay.`);
    expect(sentences[1]).toBe(
      'Offer B has the lowest disclosure-style APR but Offer A costs the fewest dollars: an APR is a rate per year, and Offer B’s cost is spread over a longer term.',
    );
  });

  it('says when the dearer offer is repaid sooner', () => {
    const fast = computeOffer({ ...base, label: 'Fast', advanceCents: 5_000_000, paybackCents: 6_660_000, debitCents: 100_000 });
    const sentences = comparisonSentences([a, fast], compareOffers([a, fast]), SUMMARY_TEXT_EN);
    expect(sentences[0]).toBe(`Fast costs $4,100.00 more than Offer A but is repaid ${a.termDays - fast.termDays} business days sooner.`);
  });
});

describe('properties of offers', () => {
  it('a fee never lowers either APR, and an applicable discount never raises the cost', () => {
    fc.assert(
      fc.property(
        offerArb,
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 400 }),
        (v, feePct, discount, day) => {
          const plain = toOffer({ ...v, feePct: 0 });
          fc.pre(computeOffer(plain).payments <= 5_000);
          const withFee = computeOffer({ ...plain, feeCents: (plain.advanceCents * feePct) / 100 });
          const without = computeOffer(plain);
          expect(withFee.simpleRate).toBeGreaterThan(without.simpleRate);
          expect(withFee.actuarialApr).toBeGreaterThan(without.actuarialApr);
          const d = computeOffer({ ...plain, discountHundredths: discount, discountDay: day }).discount!;
          if (d.applies) {
            expect(d.savingCents).toBeGreaterThanOrEqual(0);
            expect(d.payoffCents).toBeLessThanOrEqual(d.balanceCents);
            expect(d.paidCents + d.balanceCents).toBe(plain.paybackCents);
            expect(d.totalCostCents).toBeLessThanOrEqual(without.costCents);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
