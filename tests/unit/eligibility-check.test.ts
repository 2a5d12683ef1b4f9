import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CREDIT_BANDS, VERDICTS, checkEligibility, checkProduct, verdictRank, type Profile } from '@/lib/eligibility/check';
import { MINIMUMS, PRODUCTS, describeMinimums, type Product } from '@/lib/eligibility/minimums';
import { MINIMUMS_WORDS_EN, minimumsInBrief } from '@/lib/eligibility/minimums.en';
import { MINIMUMS_WORDS_ES } from '@/lib/eligibility/minimums.es';
import { EMPTY_ANSWERS, validateAnswers } from '@/lib/eligibility/inputs';
import { ANSWER_TEXT_EN, CHECK_WORDS_EN } from '@/lib/i18n/tools/eligibility.en';

const MESSAGES = ANSWER_TEXT_EN.messages;

const base: Profile = { monthlyRevenue: 0, monthsInBusiness: 0, creditBand: '700-plus', hasB2bInvoices: false, buyingEquipment: false };
const verdicts = (p: Partial<Profile>) =>
  Object.fromEntries(checkEligibility({ ...base, ...p }, CHECK_WORDS_EN).map((v) => [v.product, v.verdict])) as Record<Product, string>;
const reasons = (product: Product, p: Partial<Profile>) => checkProduct(product, { ...base, ...p }, CHECK_WORDS_EN).reasons.join(' ');

describe('the four profiles from issue 15', () => {
  it('1 month, $1,500 a month, 700+: nothing is Likely; SBA and an advance are Unlikely for time in business', () => {
    const v = verdicts({ monthsInBusiness: 1, monthlyRevenue: 1_500 });
    expect(v).toEqual({
      'merchant-cash-advance': 'Unlikely',
      'business-line-of-credit': 'Unlikely',
      'invoice-factoring': 'Unlikely',
      'equipment-financing': 'Unlikely',
      'sba-7a': 'Unlikely',
    });
    expect(reasons('sba-7a', { monthsInBusiness: 1, monthlyRevenue: 1_500 })).toBe(
      'Lenders commonly advertise at least 2 years in business; you entered 1 month.',
    );
    expect(reasons('merchant-cash-advance', { monthsInBusiness: 1, monthlyRevenue: 1_500 })).toBe(
      'Funders commonly advertise at least 3 months in business; you entered 1 month. Funders commonly advertise at least $5,000 a month in revenue; you entered $1,500 a month.',
    );
  });

  it('0 months, $0, 700+: SBA is Unlikely; factoring and equipment depend only on the boxes', () => {
    expect(verdicts({})['sba-7a']).toBe('Unlikely');
    expect(verdicts({ hasB2bInvoices: true })['invoice-factoring']).toBe('Likely');
    // Some equipment lenders take newer businesses with a larger down payment.
    expect(verdicts({ buyingEquipment: true })['equipment-financing']).toBe('Possible');
    expect(reasons('equipment-financing', { buyingEquipment: true })).toBe(
      'You entered 0 months. Most lenders look for 1 year or more; some lenders take newer businesses with a larger down payment.',
    );
  });

  it('24 months, $150,000, 700+: an advance and a line are Likely, SBA Possible because of what the checker cannot ask', () => {
    const v = verdicts({ monthsInBusiness: 24, monthlyRevenue: 150_000 });
    expect(v['merchant-cash-advance']).toBe('Likely');
    expect(v['business-line-of-credit']).toBe('Likely');
    expect(v['sba-7a']).toBe('Possible');
    expect(reasons('sba-7a', { monthsInBusiness: 24, monthlyRevenue: 150_000 })).toMatch(/credit-elsewhere test/);
  });

  it('8 months, $7,000, 550–599: an advance is Possible on revenue; the line, equipment and SBA are Unlikely on credit', () => {
    const p = { monthsInBusiness: 8, monthlyRevenue: 7_000, creditBand: '500-599', buyingEquipment: true } as const;
    const v = verdicts(p);
    expect(v['merchant-cash-advance']).toBe('Possible');
    expect(reasons('merchant-cash-advance', p)).toBe(
      '$7,000 a month meets the $5,000 a month in revenue some funders advertise; others look for $10,000 or more.',
    );
    expect(v['business-line-of-credit']).toBe('Unlikely');
    expect(reasons('business-line-of-credit', p)).toMatch(
      /at least \$8,000 a month in revenue; you entered \$7,000 a month\..*at least a 600 credit score; you entered a score of 500–599\./,
    );
    expect(v['equipment-financing']).toBe('Unlikely');
    expect(v['sba-7a']).toBe('Unlikely');
  });
});

describe('boundaries', () => {
  it('exactly the low end is Possible and exactly the high end is Likely', () => {
    expect(verdicts({ monthsInBusiness: 6, monthlyRevenue: 5_000, creditBand: '500-599' })['merchant-cash-advance']).toBe('Possible');
    expect(verdicts({ monthsInBusiness: 6, monthlyRevenue: 10_000, creditBand: '500-599' })['merchant-cash-advance']).toBe('Likely');
    expect(verdicts({ monthsInBusiness: 5, monthlyRevenue: 10_000, creditBand: '500-599' })['merchant-cash-advance']).toBe('Possible');
    expect(verdicts({ monthsInBusiness: 2, monthlyRevenue: 10_000, creditBand: '500-599' })['merchant-cash-advance']).toBe('Unlikely');
    expect(verdicts({ monthsInBusiness: 6, monthlyRevenue: 10_000, creditBand: 'under-500' })['merchant-cash-advance']).toBe('Unlikely');
  });

  it('a credit band counts as its lowest score', () => {
    expect(verdicts({ monthsInBusiness: 24, monthlyRevenue: 8_000, creditBand: '650-679' })['business-line-of-credit']).toBe('Possible');
    expect(verdicts({ monthsInBusiness: 24, monthlyRevenue: 8_000, creditBand: '680-699' })['business-line-of-credit']).toBe('Likely');
  });
});

describe('results', () => {
  it('are ordered Likely, then Possible, then Unlikely', () => {
    const order = checkEligibility({ ...base, monthsInBusiness: 8, monthlyRevenue: 20_000, creditBand: '600-649', hasB2bInvoices: true }, CHECK_WORDS_EN).map(
      (r) => `${r.verdict} ${r.product}`,
    );
    expect(order).toEqual([
      'Likely merchant-cash-advance',
      'Likely invoice-factoring',
      'Possible business-line-of-credit',
      'Unlikely equipment-financing',
      'Unlikely sba-7a',
    ]);
  });

  it('every verdict names at least one figure or requirement that decided it', () => {
    for (const result of checkEligibility({ ...base, monthsInBusiness: 12, monthlyRevenue: 6_000, creditBand: '600-649' }, CHECK_WORDS_EN)) {
      expect(result.reasons.length).toBeGreaterThan(0);
      for (const reason of result.reasons) expect(reason).toMatch(/\d|invoices|equipment/);
    }
  });

  it('read as plain sentences for every answer', () => {
    fc.assert(
      fc.property(profiles, (p) => {
        for (const reason of checkEligibility(p, CHECK_WORDS_EN).flatMap((r) => r.reasons)) {
          expect(reason).toMatch(/^[A-Z0-9$].*\.$/);
          expect(reason).not.toMatch(/\b(the|a) (a|an|the)\b|\s{2}|undefined|NaN/);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('the guides’ lists say "commonly advertised" figures the way a person writes them', () => {
    expect(describeMinimums('merchant-cash-advance', MINIMUMS_WORDS_EN)).toEqual([
      'Time in business: 3+ months at some funders, 6+ months at most funders',
      'Monthly revenue: $5,000+ at some funders, $10,000+ at others',
      'Credit score: 500+',
    ]);
    expect(describeMinimums('sba-7a', MINIMUMS_WORDS_EN)[0]).toBe('Time in business: 2+ years');
  });

  it('says the same table in one phrase for running text, every figure from the table', () => {
    expect(minimumsInBrief('merchant-cash-advance')).toBe('3 to 6+ months in business, $5,000 to $10,000+ a month in revenue and a 500+ credit score');
    expect(minimumsInBrief('business-line-of-credit')).toBe('6 months to 2+ years in business, $8,000+ a month in revenue and a 600 to 680+ credit score');
    expect(minimumsInBrief('equipment-financing')).toBe(
      '1+ year in business (some lenders take newer businesses with a larger down payment) and a 600+ credit score',
    );
    expect(minimumsInBrief('invoice-factoring')).toBe('');
  });

  it('say SBA with capitals in every sentence', () => {
    const text = PRODUCTS.flatMap((p) => [
      ...describeMinimums(p, MINIMUMS_WORDS_EN),
      ...MINIMUMS_WORDS_EN.products[p].notes,
      MINIMUMS_WORDS_EN.products[p].name,
      MINIMUMS_WORDS_EN.products[p].unassessed?.why ?? '',
    ]).join(' ');
    expect(text).toMatch(/SBA/);
    expect(text).not.toMatch(/\bsba\b/);
  });

  it('words, in each language, exactly the conditions the table marks as not asked about', () => {
    for (const words of [MINIMUMS_WORDS_EN, MINIMUMS_WORDS_ES]) {
      for (const product of PRODUCTS) expect(Boolean(words.products[product].unassessed), product).toBe(Boolean(MINIMUMS[product].unassessed));
    }
    expect(PRODUCTS.filter((p) => MINIMUMS[p].unassessed)).toEqual(['sba-7a']);
  });
});

// Every answer a reader can give: months 0–600, revenue $0–$100,000,000, each credit band, both boxes.
const profiles = fc.record({
  monthsInBusiness: fc.oneof(fc.integer({ min: 0, max: 600 }), fc.constantFrom(0, 2, 3, 5, 6, 11, 12, 23, 24)),
  monthlyRevenue: fc.oneof(fc.integer({ min: 0, max: 100_000_000 }), fc.constantFrom(0, 2_999, 3_000, 4_999, 5_000, 7_999, 8_000, 9_999, 10_000)),
  creditBand: fc.constantFrom(...CREDIT_BANDS.map((b) => b.id)),
  hasB2bInvoices: fc.boolean(),
  buyingEquipment: fc.boolean(),
});
const bandIndex = (id: Profile['creditBand']) => CREDIT_BANDS.findIndex((b) => b.id === id);

describe('monotone: a stronger business never gets a worse verdict', () => {
  it('raising any answer never lowers any product’s verdict', () => {
    fc.assert(
      fc.property(profiles, profiles, (a, b) => {
        // Build the stronger profile field by field, so every pair is ordered.
        const low: Profile = {
          monthsInBusiness: Math.min(a.monthsInBusiness, b.monthsInBusiness),
          monthlyRevenue: Math.min(a.monthlyRevenue, b.monthlyRevenue),
          creditBand: bandIndex(a.creditBand) <= bandIndex(b.creditBand) ? a.creditBand : b.creditBand,
          hasB2bInvoices: a.hasB2bInvoices && b.hasB2bInvoices,
          buyingEquipment: a.buyingEquipment && b.buyingEquipment,
        };
        const high: Profile = {
          monthsInBusiness: Math.max(a.monthsInBusiness, b.monthsInBusiness),
          monthlyRevenue: Math.max(a.monthlyRevenue, b.monthlyRevenue),
          creditBand: bandIndex(a.creditBand) <= bandIndex(b.creditBand) ? b.creditBand : a.creditBand,
          hasB2bInvoices: a.hasB2bInvoices || b.hasB2bInvoices,
          buyingEquipment: a.buyingEquipment || b.buyingEquipment,
        };
        for (const product of PRODUCTS) {
          expect(verdictRank(checkProduct(product, high, CHECK_WORDS_EN).verdict)).toBeLessThanOrEqual(
            verdictRank(checkProduct(product, low, CHECK_WORDS_EN).verdict),
          );
        }
      }),
      { numRuns: 3_000 },
    );
  });

  it('the property test is not vacuous: the input space reaches every verdict for every product', () => {
    const seen = new Map<Product, Set<string>>(PRODUCTS.map((p) => [p, new Set()]));
    fc.assert(
      fc.property(profiles, (p) => {
        for (const r of checkEligibility(p, CHECK_WORDS_EN)) seen.get(r.product)!.add(r.verdict);
      }),
      { numRuns: 3_000 },
    );
    for (const product of PRODUCTS) {
      // SBA 7(a) is never Likely: the checker cannot judge cash flow or the credit-elsewhere test.
      // Factoring has no advertised range, only its requirement, so it is never Possible.
      const expected = product === 'sba-7a' ? ['Possible', 'Unlikely'] : product === 'invoice-factoring' ? ['Likely', 'Unlikely'] : [...VERDICTS];
      expect([...seen.get(product)!].sort()).toEqual([...expected].sort());
    }
  });

  it('Likely means at or above the high end of every range; Unlikely means below a low end or a missing requirement', () => {
    fc.assert(
      fc.property(profiles, (p) => {
        const credit = CREDIT_BANDS[bandIndex(p.creditBand)]!.low;
        const value = { months: p.monthsInBusiness, revenue: p.monthlyRevenue, credit };
        for (const product of PRODUCTS) {
          const rules = MINIMUMS[product];
          const ranges = (['months', 'revenue', 'credit'] as const).flatMap((c) => (rules[c] ? [[value[c], rules[c]!] as const] : []));
          const hasRequirement = rules.requires === 'b2b-invoices' ? p.hasB2bInvoices : rules.requires === 'equipment-purchase' ? p.buyingEquipment : true;
          const below = !hasRequirement || ranges.some(([v, r]) => v < r.low);
          const allHigh = ranges.every(([v, r]) => v >= r.high) && !rules.unassessed;
          const expected = below ? 'Unlikely' : allHigh ? 'Likely' : 'Possible';
          expect(checkProduct(product, p, CHECK_WORDS_EN).verdict).toBe(expected);
        }
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('answers are read with the calculator’s parser', () => {
  const answers = { ...EMPTY_ANSWERS, monthlyRevenue: '20,000', monthsInBusiness: '18', creditBand: '600-649' };

  it('accepts what people type', () => {
    expect(validateAnswers({ ...answers, monthlyRevenue: '$7,000' }, ANSWER_TEXT_EN).profile?.monthlyRevenue).toBe(7_000);
    expect(validateAnswers({ ...answers, monthsInBusiness: ' 24 ' }, ANSWER_TEXT_EN).profile?.monthsInBusiness).toBe(24);
    expect(validateAnswers({ ...answers, monthlyRevenue: '0' }, ANSWER_TEXT_EN).profile?.monthlyRevenue).toBe(0);
  });

  it.each([
    ['monthlyRevenue', '', /^This field is empty\. Enter monthly revenue between \$0 and \$100,000,000\.$/],
    ['monthlyRevenue', '1e5', /^Use digits only, for example 20,000\./],
    ['monthlyRevenue', '0x10', /^Use digits only/],
    ['monthlyRevenue', '-500', /^It can't be negative\./],
    ['monthlyRevenue', '100000001', /^Enter monthly revenue between \$0 and \$100,000,000\.$/],
    ['monthsInBusiness', '', /^This field is empty\. Enter months in business between 0 and 600\.$/],
    ['monthsInBusiness', 'two years', /^Use digits only, for example 18\./],
    ['monthsInBusiness', '1.5', /^Use a whole number, for example 18\./],
    ['monthsInBusiness', '601', /^Enter months in business between 0 and 600\.$/],
    ['monthsInBusiness', '1e2', /^Use digits only/],
  ] as const)('%s "%s" gets its message and no verdict', (field, raw, message) => {
    const result = validateAnswers({ ...answers, [field]: raw }, ANSWER_TEXT_EN);
    expect(result.profile).toBeUndefined();
    expect(result.errors[field]).toMatch(message);
  });

  it('asks for a credit band until one is chosen', () => {
    const result = validateAnswers({ ...answers, creditBand: '' }, ANSWER_TEXT_EN);
    expect(result.profile).toBeUndefined();
    expect(result.errors.creditBand).toBe(MESSAGES.creditBand);
  });

  it('a blank form gives a message for every field, never a zero', () => {
    const result = validateAnswers(EMPTY_ANSWERS, ANSWER_TEXT_EN);
    expect(result.profile).toBeUndefined();
    expect(Object.keys(result.errors).sort()).toEqual(['creditBand', 'monthlyRevenue', 'monthsInBusiness']);
  });
});
