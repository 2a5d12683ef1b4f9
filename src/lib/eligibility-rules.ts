/**
 * The minimums the site's guides state for each product, in one table. The guides render them with
 * <QualificationList> and the eligibility checker scores against them, so the two cannot drift apart.
 * Figures come from ../shared/facts.md and spec.md §9; products with no published numeric minimum
 * (factoring, equipment, lines of credit) are described by what they require, not by invented numbers.
 */
export const PRODUCTS = [
  'merchant-cash-advance',
  'business-line-of-credit',
  'invoice-factoring',
  'equipment-financing',
  'sba-7a',
] as const;

export type Product = (typeof PRODUCTS)[number];

export interface ProductRules {
  name: string;
  guide: string;
  /** Months in business most providers look for. */
  minMonthsInBusiness?: number;
  /** Monthly revenue (USD) most providers look for. */
  minMonthlyRevenue?: number;
  /** Personal credit score many providers look for. */
  minCreditScore?: number;
  /** Only businesses with unpaid invoices from business customers can factor. */
  needsB2bInvoices?: boolean;
  /** Only a business buying equipment can finance it. */
  needsEquipmentPurchase?: boolean;
  /** What providers weigh, in plain words, shown under the list. */
  notes: readonly string[];
}

export const PRODUCT_RULES: Readonly<Record<Product, ProductRules>> = {
  'merchant-cash-advance': {
    name: 'Merchant cash advance',
    guide: '/guides/merchant-cash-advance',
    minMonthsInBusiness: 6,
    minMonthlyRevenue: 5_000,
    minCreditScore: 500,
    notes: ['Consistent card sales or bank deposits matter more than credit.', 'Funders usually ask for three months of bank statements.'],
  },
  'business-line-of-credit': {
    name: 'Business line of credit',
    guide: '/guides/business-lines-of-credit',
    notes: ['Lenders weigh credit history and steady revenue more heavily than MCA funders do.', 'Limits and pricing depend on the lender’s review; there is no single published minimum.'],
  },
  'invoice-factoring': {
    name: 'Invoice factoring',
    guide: '/guides/invoice-factoring',
    needsB2bInvoices: true,
    notes: ['Factors look mostly at your customers’ record of paying, not at your own credit.'],
  },
  'equipment-financing': {
    name: 'Equipment financing',
    guide: '/guides/equipment-financing',
    needsEquipmentPurchase: true,
    notes: ['The equipment secures the financing, which can make approval easier than for unsecured credit.'],
  },
  'sba-7a': {
    name: 'SBA 7(a) loan',
    guide: '/guides/sba-loans',
    minCreditScore: 650,
    notes: ['Lenders often look for a 650+ credit score and full financial records.', 'Expect 30–90 days from application to funding.'],
  },
};

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** The rules as short sentences, e.g. "6+ months in business". */
export function describeRules(product: Product): string[] {
  const rules = PRODUCT_RULES[product];
  const lines: string[] = [];
  if (rules.minMonthsInBusiness !== undefined) lines.push(`${rules.minMonthsInBusiness}+ months in business`);
  if (rules.minMonthlyRevenue !== undefined) lines.push(`${usd.format(rules.minMonthlyRevenue)}+ in monthly revenue`);
  if (rules.minCreditScore !== undefined) lines.push(`A ${rules.minCreditScore}+ personal credit score`);
  if (rules.needsB2bInvoices) lines.push('Unpaid invoices owed by business customers');
  if (rules.needsEquipmentPurchase) lines.push('Equipment you are buying or leasing');
  return lines;
}

export function isProduct(value: string): value is Product {
  return (PRODUCTS as readonly string[]).includes(value);
}

/** The landing pages' Quick Qualification Check (spec.md §9): a common quick screen for an advance. */
export const LANDING_QUICK_CHECK = { minMonthlyRevenue: 10_000, minMonthsInBusiness: 6, minCreditScore: 500 } as const;
