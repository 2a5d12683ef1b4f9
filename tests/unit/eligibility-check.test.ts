import { describe, expect, it } from 'vitest';
import { checkEligibility, type Profile } from '../../src/lib/eligibility-check';

const verdicts = (p: Profile) => Object.fromEntries(checkEligibility(p).map((v) => [v.product, v.verdict]));

describe('checkEligibility', () => {
  it('a new business with thin revenue is unlikely to get an MCA or SBA loan', () => {
    const v = verdicts({ monthlyRevenue: 3_000, monthsInBusiness: 3, creditBand: 'under-500', hasB2bInvoices: false, buyingEquipment: false });
    expect(v['merchant-cash-advance']).toBe('Unlikely');
    expect(v['sba-7a']).toBe('Unlikely');
    expect(v['invoice-factoring']).toBe('Unlikely');
    expect(v['equipment-financing']).toBe('Unlikely');
  });

  it('an established card-heavy business with fair credit fits an MCA but not yet SBA', () => {
    const v = verdicts({ monthlyRevenue: 40_000, monthsInBusiness: 24, creditBand: '600-649', hasB2bInvoices: false, buyingEquipment: true });
    expect(v['merchant-cash-advance']).toBe('Likely');
    expect(v['sba-7a']).toBe('Unlikely');
    expect(v['equipment-financing']).toBe('Likely');
    expect(v['business-line-of-credit']).toBe('Possible');
  });

  it('a B2B firm with good credit fits factoring and SBA', () => {
    const v = verdicts({ monthlyRevenue: 80_000, monthsInBusiness: 60, creditBand: '700-plus', hasB2bInvoices: true, buyingEquipment: false });
    expect(v['invoice-factoring']).toBe('Likely');
    expect(v['sba-7a']).toBe('Likely');
  });

  it('gives one or two reasons for every product, each with its guide', () => {
    for (const result of checkEligibility({ monthlyRevenue: 10_000, monthsInBusiness: 6, creditBand: '650-699', hasB2bInvoices: false, buyingEquipment: false })) {
      expect(result.reasons.length).toBeGreaterThanOrEqual(1);
      expect(result.reasons.length).toBeLessThanOrEqual(2);
      expect(result.guide).toMatch(/^\/guides\//);
    }
  });

  it('treats exactly the minimum as meeting it', () => {
    expect(verdicts({ monthlyRevenue: 5_000, monthsInBusiness: 6, creditBand: '500-599', hasB2bInvoices: false, buyingEquipment: false })['merchant-cash-advance']).toBe('Likely');
  });
});
