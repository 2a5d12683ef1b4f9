/**
 * Which products usually fit a business, scored against the commonly advertised minimums
 * (./minimums.ts). Not a credit decision: a plain reading of what lenders advertise.
 *
 * Per criterion: below the low end → Unlikely; from the low end up to the high end → Possible;
 * at or above the high end → Likely. A product's verdict is the worst of its criteria, so raising
 * revenue, time in business or credit, or ticking a box, can never lower it (facts.md: "never rates
 * a business higher because a figure is lower"). Each verdict gives the sentences that decided it.
 */
import { CRITERIA, MINIMUMS, PRODUCTS, describeFigure, formatFigure, formatMonths, type AdvertisedRange, type Criterion, type Product } from './minimums';

/**
 * Credit-score bands the reader picks from. A band is scored by its lowest score, because a reader
 * in "650–699" may be at 650: the checker never assumes the better end.
 */
export const CREDIT_BANDS = [
  { id: 'under-500', label: 'Under 500', low: 300 },
  { id: '500-599', label: '500–599', low: 500 },
  { id: '600-649', label: '600–649', low: 600 },
  { id: '650-679', label: '650–679', low: 650 },
  { id: '680-699', label: '680–699', low: 680 },
  { id: '700-plus', label: '700 or higher', low: 700 },
] as const;
export type CreditBand = (typeof CREDIT_BANDS)[number]['id'];

export function isCreditBand(value: string): value is CreditBand {
  return CREDIT_BANDS.some((band) => band.id === value);
}

export interface Profile {
  monthlyRevenue: number;
  monthsInBusiness: number;
  creditBand: CreditBand;
  hasB2bInvoices: boolean;
  buyingEquipment: boolean;
}

export const VERDICTS = ['Likely', 'Possible', 'Unlikely'] as const;
export type Verdict = (typeof VERDICTS)[number];

/** 0 = Likely (best) … 2 = Unlikely (worst). */
export const verdictRank = (verdict: Verdict): number => VERDICTS.indexOf(verdict);
const worse = (a: Verdict, b: Verdict): Verdict => (verdictRank(a) >= verdictRank(b) ? a : b);

interface ProductVerdict {
  product: Product;
  name: string;
  guide: string;
  verdict: Verdict;
  /** The sentences that decided the verdict, each naming its figure. */
  reasons: string[];
}

interface Finding {
  verdict: Verdict;
  reason: string;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function entered(criterion: Criterion, profile: Profile): { value: number; text: string } {
  if (criterion === 'months') return { value: profile.monthsInBusiness, text: formatMonths(profile.monthsInBusiness) };
  if (criterion === 'revenue') return { value: profile.monthlyRevenue, text: `${formatFigure('revenue', profile.monthlyRevenue)} a month` };
  const band = CREDIT_BANDS.find((b) => b.id === profile.creditBand) ?? CREDIT_BANDS[0];
  return { value: band.low, text: `a score of ${band.label.toLowerCase()}` };
}

function judge(criterion: Criterion, range: AdvertisedRange, who: string, profile: Profile): Finding {
  const { value, text } = entered(criterion, profile);
  if (value < range.low) {
    return {
      verdict: 'Unlikely',
      reason: `${capitalise(who)} commonly advertise at least ${criterion === 'credit' ? 'a ' : ''}${describeFigure(criterion, range.low)}; you entered ${text}.`,
    };
  }
  // "8 months in business meets the 6 months …", "$7,000 a month meets the $5,000 a month in revenue …"
  const answer = capitalise(criterion === 'months' ? `${text} in business` : text);
  const figure = (n: number) => (criterion === 'months' ? formatFigure(criterion, n) : describeFigure(criterion, n));
  if (value < range.high) {
    const higher = `${range.highWho ?? `many ${who}`} look for ${formatFigure(criterion, range.high)} or more`;
    const reason =
      range.low === 0
        ? `You entered ${text}. ${capitalise(higher)}; ${range.lowNote ?? `some ${who} have no minimum`}.`
        : `${answer} meets the ${figure(range.low)} ${range.lowWho ?? `some ${who}`} advertise; ${higher}.`;
    return { verdict: 'Possible', reason };
  }
  return { verdict: 'Likely', reason: `${answer} meets the ${figure(range.high)} ${who} commonly advertise.` };
}

function findings(product: Product, profile: Profile): Finding[] {
  const rules = MINIMUMS[product];
  const out: Finding[] = [];
  if (rules.requires === 'b2b-invoices') {
    out.push(
      profile.hasB2bInvoices
        ? { verdict: 'Likely', reason: 'You have unpaid invoices from business or government customers, which is what a factor buys.' }
        : { verdict: 'Unlikely', reason: 'Factoring needs unpaid invoices owed by business or government customers.' },
    );
  }
  if (rules.requires === 'equipment-purchase') {
    out.push(
      profile.buyingEquipment
        ? { verdict: 'Likely', reason: 'The equipment you are buying or leasing can secure the financing.' }
        : { verdict: 'Unlikely', reason: 'Equipment financing pays for equipment you are buying or leasing.' },
    );
  }
  for (const criterion of CRITERIA) {
    const range = rules[criterion];
    if (range) out.push(judge(criterion, range, rules.who, profile));
  }
  if (rules.unassessed) out.push({ verdict: 'Possible', reason: rules.unassessed.why });
  return out;
}

/** One product's verdict: the worst finding, with every finding at that level as its reasons. */
export function checkProduct(product: Product, profile: Profile): ProductVerdict {
  const rules = MINIMUMS[product];
  const found = findings(product, profile);
  const verdict = found.reduce<Verdict>((acc, f) => worse(acc, f.verdict), 'Likely');
  return {
    product,
    name: rules.name,
    guide: rules.guide,
    verdict,
    reasons: found.filter((f) => f.verdict === verdict).map((f) => f.reason),
  };
}

/** Every product's verdict, Likely first, then Possible, then Unlikely (table order within each). */
export function checkEligibility(profile: Profile): ProductVerdict[] {
  return PRODUCTS.map((product) => checkProduct(product, profile)).sort((a, b) => verdictRank(a.verdict) - verdictRank(b.verdict));
}
