/**
 * Which products usually fit a business, scored against the commonly advertised minimums
 * (./minimums.ts). Not a credit decision: a plain reading of what lenders advertise.
 *
 * Per criterion: below the low end → Unlikely; from the low end up to the high end → Possible;
 * at or above the high end → Likely. A product's verdict is the worst of its criteria, so raising
 * revenue, time in business or credit, or ticking a box, can never lower it (facts.md: "never rates
 * a business higher because a figure is lower"). Each verdict gives the sentences that decided it.
 */
import { CRITERIA, MINIMUMS, PRODUCTS, type AdvertisedRange, type Criterion, type MinimumsWords, type Product, type RangeWords } from './minimums';

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
  /** Said after the guide link when the guide is in another language. */
  guideNote?: string;
  verdict: Verdict;
  /** The sentences that decided the verdict, each naming its figure. */
  reasons: string[];
}

interface Finding {
  verdict: Verdict;
  reason: string;
}

/** One range as a sentence needs it: its figures and its words. */
export interface SaidRange extends AdvertisedRange, RangeWords {}

/**
 * The checker's sentences in one language (src/lib/i18n/tools/eligibility.en.ts, .es.ts); the verdicts are
 * decided above them, never by the words.
 */
export interface CheckWords {
  minimums: MinimumsWords;
  /** Each credit band's label, by id. */
  creditBand: Readonly<Record<CreditBand, string>>;
  /** What the reader entered, in a sentence: "8 months", "$7,000 a month", "a score of 500–599". */
  entered: (criterion: Criterion, value: number, bandLabel: string) => string;
  unlikely: (criterion: Criterion, who: string, range: SaidRange, entered: string) => string;
  possible: (criterion: Criterion, who: string, range: SaidRange, entered: string) => string;
  likely: (criterion: Criterion, who: string, range: SaidRange, entered: string) => string;
  invoices: { yes: string; no: string };
  equipment: { yes: string; no: string };
}

function judge(criterion: Criterion, range: SaidRange, who: string, profile: Profile, words: CheckWords): Finding {
  const band = CREDIT_BANDS.find((b) => b.id === profile.creditBand) ?? CREDIT_BANDS[0];
  const value = criterion === 'months' ? profile.monthsInBusiness : criterion === 'revenue' ? profile.monthlyRevenue : band.low;
  const text = words.entered(criterion, value, words.creditBand[band.id]);
  if (value < range.low) return { verdict: 'Unlikely', reason: words.unlikely(criterion, who, range, text) };
  if (value < range.high) return { verdict: 'Possible', reason: words.possible(criterion, who, range, text) };
  return { verdict: 'Likely', reason: words.likely(criterion, who, range, text) };
}

function findings(product: Product, profile: Profile, words: CheckWords): Finding[] {
  const rules = MINIMUMS[product];
  const said = words.minimums.products[product];
  const out: Finding[] = [];
  if (rules.requires === 'b2b-invoices') {
    out.push(profile.hasB2bInvoices ? { verdict: 'Likely', reason: words.invoices.yes } : { verdict: 'Unlikely', reason: words.invoices.no });
  }
  if (rules.requires === 'equipment-purchase') {
    out.push(profile.buyingEquipment ? { verdict: 'Likely', reason: words.equipment.yes } : { verdict: 'Unlikely', reason: words.equipment.no });
  }
  for (const criterion of CRITERIA) {
    const range = rules[criterion];
    if (range) out.push(judge(criterion, { low: range.low, high: range.high, ...said[criterion] }, said.who, profile, words));
  }
  // Possible at best, whatever the words: a unit test holds every language's `unassessed` words to MINIMUMS.
  if (rules.unassessed) out.push({ verdict: 'Possible', reason: said.unassessed?.why ?? '' });
  return out;
}

/** One product's verdict: the worst finding, with every finding at that level as its reasons. */
export function checkProduct(product: Product, profile: Profile, words: CheckWords): ProductVerdict {
  const said = words.minimums.products[product];
  const found = findings(product, profile, words);
  const verdict = found.reduce<Verdict>((acc, f) => worse(acc, f.verdict), 'Likely');
  return {
    product,
    name: said.name,
    guide: said.guide,
    guideNote: said.guideNote,
    verdict,
    reasons: found.filter((f) => f.verdict === verdict).map((f) => f.reason),
  };
}

/** Every product's verdict, Likely first, then Possible, then Unlikely (table order within each). */
export function checkEligibility(profile: Profile, words: CheckWords): ProductVerdict[] {
  return PRODUCTS.map((product) => checkProduct(product, profile, words)).sort((a, b) => verdictRank(a.verdict) - verdictRank(b.verdict));
}
