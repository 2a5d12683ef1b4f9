/**
 * Which products usually fit a business, from the rules the guides publish (eligibility-rules.ts).
 * Not a credit decision: a plain reading of the published minimums.
 */
import { PRODUCTS, PRODUCT_RULES, type Product } from './eligibility-rules';

export const CREDIT_BANDS = [
  { id: 'under-500', label: 'Under 500', low: 300, high: 499 },
  { id: '500-599', label: '500–599', low: 500, high: 599 },
  { id: '600-649', label: '600–649', low: 600, high: 649 },
  { id: '650-699', label: '650–699', low: 650, high: 699 },
  { id: '700-plus', label: '700 or higher', low: 700, high: 850 },
] as const;
export type CreditBand = (typeof CREDIT_BANDS)[number]['id'];

export interface Profile {
  monthlyRevenue: number;
  monthsInBusiness: number;
  creditBand: CreditBand;
  hasB2bInvoices: boolean;
  buyingEquipment: boolean;
}

export type Verdict = 'Likely' | 'Possible' | 'Unlikely';

export interface ProductVerdict {
  product: Product;
  name: string;
  guide: string;
  verdict: Verdict;
  reasons: string[];
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export function checkEligibility(profile: Profile): ProductVerdict[] {
  const band = CREDIT_BANDS.find((b) => b.id === profile.creditBand) ?? CREDIT_BANDS[0];
  return PRODUCTS.map((product) => {
    const rules = PRODUCT_RULES[product];
    const misses: string[] = [];
    const meets: string[] = [];
    if (rules.minMonthsInBusiness !== undefined) {
      if (profile.monthsInBusiness < rules.minMonthsInBusiness) misses.push(`Most providers look for ${rules.minMonthsInBusiness}+ months in business.`);
      else meets.push(`${profile.monthsInBusiness} months in business meets the usual ${rules.minMonthsInBusiness}+ months.`);
    }
    if (rules.minMonthlyRevenue !== undefined) {
      if (profile.monthlyRevenue < rules.minMonthlyRevenue) misses.push(`Most providers look for ${usd.format(rules.minMonthlyRevenue)}+ in monthly revenue.`);
      else meets.push(`${usd.format(profile.monthlyRevenue)} a month meets the usual ${usd.format(rules.minMonthlyRevenue)}+.`);
    }
    let creditBorderline = false;
    if (rules.minCreditScore !== undefined) {
      if (band.high < rules.minCreditScore) misses.push(`Lenders often look for a ${rules.minCreditScore}+ credit score.`);
      else if (band.low < rules.minCreditScore) creditBorderline = true;
      else meets.push(`A ${band.label} score meets the ${rules.minCreditScore}+ many lenders look for.`);
    }
    if (rules.needsB2bInvoices) {
      if (!profile.hasB2bInvoices) misses.push('Factoring needs unpaid invoices owed by business customers.');
      else meets.push('You have unpaid invoices from business customers, which is what a factor buys.');
    }
    if (rules.needsEquipmentPurchase) {
      if (!profile.buyingEquipment) misses.push('Equipment financing is for buying or leasing equipment.');
      else meets.push('The equipment you are buying can secure the financing.');
    }
    let verdict: Verdict;
    let reasons: string[];
    if (misses.length > 0) {
      verdict = 'Unlikely';
      reasons = misses.slice(0, 2);
    } else if (creditBorderline || meets.length === 0) {
      verdict = 'Possible';
      reasons = creditBorderline
        ? [`Your score range straddles the ${rules.minCreditScore}+ many lenders look for.`]
        : [rules.notes[0] ?? 'This depends on the lender’s own review.'];
    } else {
      verdict = 'Likely';
      reasons = meets.slice(0, 2);
    }
    return { product, name: rules.name, guide: rules.guide, verdict, reasons };
  });
}
