/**
 * The minimums lenders and funders commonly advertise, per product: the ONE table the guides
 * (<QualificationList>), the landing pages' quick check and the eligibility checker all read.
 *
 * Every figure is from shared/facts.md, "Minimums lenders commonly advertise". They are marketing
 * claims, not rules ("Figures that are marketing claims, not facts"), so each criterion is a range:
 * `low` is the lowest figure commonly advertised (below it → Unlikely), `high` the figure most or the
 * stricter lenders look for (at or above it → Likely). Where facts.md gives one figure, low = high.
 * No figure here may be invented: a condition without a published number goes in `unassessed`.
 * Figures only: each language's words are in ./minimums.en.ts and ./minimums.es.ts.
 */

export const PRODUCTS = ['merchant-cash-advance', 'business-line-of-credit', 'invoice-factoring', 'equipment-financing', 'sba-7a'] as const;

export type Product = (typeof PRODUCTS)[number];

export const CRITERIA = ['months', 'revenue', 'credit'] as const;
export type Criterion = (typeof CRITERIA)[number];

export interface AdvertisedRange {
  /** Lowest figure commonly advertised. 0 when some lenders have no minimum (see RangeWords `lowNote`). */
  low: number;
  /** The figure most lenders, or the stricter ones, look for. Equal to `low` when facts.md gives one figure. */
  high: number;
}

/** One product's figures. Its name, guide, who advertises and notes are words: MinimumsWords, per language. */
interface ProductMinimums {
  months?: AdvertisedRange;
  /** Monthly revenue in USD (card sales or deposits for an advance). */
  revenue?: AdvertisedRange;
  credit?: AdvertisedRange;
  /** A product only some businesses can use at all. */
  requires?: 'b2b-invoices' | 'equipment-purchase';
  /**
   * Lenders apply conditions the checker does not ask about (worded in ProductWords `unassessed`): the
   * checker then says Possible at best, never Likely.
   */
  unassessed?: true;
}

export const MINIMUMS: Readonly<Record<Product, ProductMinimums>> = {
  // "6+ months in business (some funders 3–4); $5,000–$10,000+ a month in card sales or deposits;
  // credit often 500+, weighed less than deposits."
  'merchant-cash-advance': {
    months: { low: 3, high: 6 },
    revenue: { low: 5_000, high: 10_000 },
    credit: { low: 500, high: 500 },
  },
  // "Online lenders often 6–12+ months in business, about $8,000+ a month ($100,000 a year) in revenue
  // and 600+ credit; banks usually 2+ years and 680+."
  'business-line-of-credit': {
    months: { low: 6, high: 24 },
    revenue: { low: 8_000, high: 8_000 },
    credit: { low: 600, high: 680 },
  },
  // "Unpaid invoices owed by business or government customers; factors weigh the customers' payment
  // record more than the owner's credit; little or no minimum time in business."
  'invoice-factoring': {
    requires: 'b2b-invoices',
  },
  // "Often 600+ credit and 1+ year in business; some lenders take newer businesses with a larger down
  // payment; the equipment secures it."
  'equipment-financing': {
    requires: 'equipment-purchase',
    months: { low: 0, high: 12 },
    credit: { low: 600, high: 600 },
  },
  // "Often 2+ years in business, 650+ credit (many 680+), cash flow that covers the payments, and no
  // other reasonable credit (the SBA's credit-elsewhere test); startups rarely and not fast; 30–90 days."
  'sba-7a': {
    months: { low: 24, high: 24 },
    credit: { low: 650, high: 680 },
    unassessed: true,
  },
};

/** How one range is worded in one language (./minimums.en.ts, ./minimums.es.ts). */
export interface RangeWords {
  /** Who advertises `low`, e.g. "some funders", "online lenders". Only when low < high. */
  lowWho?: string;
  /** Who advertises `high`, e.g. "most funders", "banks". */
  highWho?: string;
  /** Replaces the low end in sentences when low is 0 (no minimum), e.g. "some take newer businesses…". */
  lowNote?: string;
}

/** The words of one product's entry in one language. The figures stay in MINIMUMS alone. */
export interface ProductWords {
  name: string;
  /** The product's guide in the page's language, or the English guide when it has no twin. */
  guide: string;
  /** Said after the guide link when the guide is in another language (" (en inglés)"). */
  guideNote?: string;
  /** Who advertises these minimums, for sentences: "funders" (advances) or "lenders". */
  who: string;
  months?: RangeWords;
  revenue?: RangeWords;
  credit?: RangeWords;
  /** Where MINIMUMS marks `unassessed`: `requirement` for the list, `why` for the checker. */
  unassessed?: { requirement: string; why: string };
  /** What else providers weigh, in plain words, shown under the list. No figures that are not in MINIMUMS. */
  notes: readonly string[];
}

/** What the lists of minimums say, in one language. */
export interface MinimumsWords {
  products: Readonly<Record<Product, ProductWords>>;
  criterionLabel: Readonly<Record<Criterion, string>>;
  /** "3+ months", "$5,000+", "680+" */
  atLeast: (criterion: Criterion, value: number) => string;
  /** A range whose low end is no minimum: "12+ months at most lenders; some lenders take…". */
  listNoMinimum: (high: string, who: string, note: string | undefined) => string;
  /** "3+ months at some funders, 6+ months at most funders" */
  listRange: (low: string, lowWho: string | undefined, high: string, highWho: string | undefined, who: string) => string;
  requiresB2b: string;
  requiresEquipment: string;
}

/**
 * The table as short "commonly advertised" lines for the guides and the checker page, e.g.
 * "Time in business: 3+ months at some funders, 6+ months at most funders". `words` gives the language.
 */
export function describeMinimums(product: Product, words: MinimumsWords): string[] {
  const rules = MINIMUMS[product];
  const said = words.products[product];
  const lines: string[] = [];
  for (const criterion of CRITERIA) {
    const range = rules[criterion];
    if (!range) continue;
    const who = said[criterion] ?? {};
    const high = words.atLeast(criterion, range.high);
    let text: string;
    if (range.low === range.high) text = `${high}`;
    else if (range.low === 0) text = words.listNoMinimum(high, who.highWho ?? said.who, who.lowNote);
    else text = words.listRange(words.atLeast(criterion, range.low), who.lowWho, high, who.highWho, said.who);
    lines.push(`${words.criterionLabel[criterion]}: ${text}`);
  }
  if (rules.requires === 'b2b-invoices') lines.push(words.requiresB2b);
  if (rules.requires === 'equipment-purchase') lines.push(words.requiresEquipment);
  if (said.unassessed) lines.push(said.unassessed.requirement);
  return lines;
}
