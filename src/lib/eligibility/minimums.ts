/**
 * The minimums lenders and funders commonly advertise, per product: the ONE table the guides
 * (<QualificationList>), the landing pages' quick check and the eligibility checker all read.
 *
 * Every figure is from shared/facts.md, "Minimums lenders commonly advertise". They are marketing
 * claims, not rules ("Figures that are marketing claims, not facts"), so each criterion is a range:
 * `low` is the lowest figure commonly advertised (below it → Unlikely), `high` the figure most or the
 * stricter lenders look for (at or above it → Likely). Where facts.md gives one figure, low = high.
 * No figure here may be invented: a condition without a published number goes in `unassessed`.
 */
import { formatUsdWhole } from '../calculator/format';
import { guideUrl } from '../content/urls';
import { ROUTES } from '../site/routes';

export const PRODUCTS = ['merchant-cash-advance', 'business-line-of-credit', 'invoice-factoring', 'equipment-financing', 'sba-7a'] as const;

export type Product = (typeof PRODUCTS)[number];

export const CRITERIA = ['months', 'revenue', 'credit'] as const;
export type Criterion = (typeof CRITERIA)[number];

export interface AdvertisedRange {
  /** Lowest figure commonly advertised. 0 when some lenders have no minimum (see `lowNote`). */
  low: number;
  /** The figure most lenders, or the stricter ones, look for. Equal to `low` when facts.md gives one figure. */
  high: number;
  /** Who advertises `low`, e.g. "some funders", "online lenders". Only when low < high. */
  lowWho?: string;
  /** Who advertises `high`, e.g. "most funders", "banks". */
  highWho?: string;
  /** Replaces the low end in sentences when low is 0 (no minimum), e.g. "some take newer businesses…". */
  lowNote?: string;
}

interface ProductMinimums {
  name: string;
  guide: string;
  /** Who advertises these minimums, for sentences: "funders" (advances) or "lenders". */
  who: 'funders' | 'lenders';
  months?: AdvertisedRange;
  /** Monthly revenue in USD (card sales or deposits for an advance). */
  revenue?: AdvertisedRange;
  credit?: AdvertisedRange;
  /** A product only some businesses can use at all. */
  requires?: 'b2b-invoices' | 'equipment-purchase';
  /**
   * Conditions lenders apply that the checker does not ask about: `requirement` for the list,
   * `why` for the checker, which then says Possible at best, never Likely.
   */
  unassessed?: { requirement: string; why: string };
  /** What else providers weigh, in plain words, shown under the list. No figures that are not above. */
  notes: readonly string[];
}

export const MINIMUMS: Readonly<Record<Product, ProductMinimums>> = {
  // "6+ months in business (some funders 3–4); $5,000–$10,000+ a month in card sales or deposits;
  // credit often 500+, weighed less than deposits."
  'merchant-cash-advance': {
    name: 'Merchant cash advance',
    guide: ROUTES.mcaGuide,
    who: 'funders',
    months: { low: 3, high: 6, lowWho: 'some funders', highWho: 'most funders' },
    revenue: { low: 5_000, high: 10_000, lowWho: 'some funders', highWho: 'others' },
    credit: { low: 500, high: 500 },
    notes: ['Funders weigh steady card sales or bank deposits more than credit.'],
  },
  // "Online lenders often 6–12+ months in business, about $8,000+ a month ($100,000 a year) in revenue
  // and 600+ credit; banks usually 2+ years and 680+."
  'business-line-of-credit': {
    name: 'Business line of credit',
    guide: guideUrl('business-lines-of-credit'),
    who: 'lenders',
    months: { low: 6, high: 24, lowWho: 'online lenders', highWho: 'banks' },
    revenue: { low: 8_000, high: 8_000 },
    credit: { low: 600, high: 680, lowWho: 'online lenders', highWho: 'banks' },
    notes: ['Online lenders ask for less time in business and a lower score than banks do.'],
  },
  // "Unpaid invoices owed by business or government customers; factors weigh the customers' payment
  // record more than the owner's credit; little or no minimum time in business."
  'invoice-factoring': {
    name: 'Invoice factoring',
    guide: guideUrl('invoice-factoring'),
    who: 'lenders',
    requires: 'b2b-invoices',
    notes: ['Factors weigh your customers’ record of paying more than your own credit.', 'Many factors ask for little or no time in business.'],
  },
  // "Often 600+ credit and 1+ year in business; some lenders take newer businesses with a larger down
  // payment; the equipment secures it."
  'equipment-financing': {
    name: 'Equipment financing',
    guide: guideUrl('equipment-financing'),
    who: 'lenders',
    requires: 'equipment-purchase',
    months: { low: 0, high: 12, highWho: 'most lenders', lowNote: 'some lenders take newer businesses with a larger down payment' },
    credit: { low: 600, high: 600 },
    notes: ['The equipment secures the financing.'],
  },
  // "Often 2+ years in business, 650+ credit (many 680+), cash flow that covers the payments, and no
  // other reasonable credit (the SBA's credit-elsewhere test); startups rarely and not fast; 30–90 days."
  'sba-7a': {
    name: 'SBA 7(a) loan',
    guide: ROUTES.sbaGuide,
    who: 'lenders',
    months: { low: 24, high: 24 },
    credit: { low: 650, high: 680, lowWho: 'many lenders', highWho: 'others' },
    unassessed: {
      requirement: 'Cash flow that covers the payments, and no other reasonable credit (the SBA’s credit-elsewhere test)',
      why: 'Lenders also look for cash flow that covers the payments and check that you cannot get reasonable credit elsewhere (the SBA’s credit-elsewhere test). This checker does not ask about either.',
    },
    notes: ['Startups can qualify with strong equity and experience, but rarely and not fast.', 'Expect 30–90 days from application to funding.'],
  },
};

/** A time in business as a person says it: "1 month", "6 months", "1 year", "2 years". */
export function formatMonths(months: number): string {
  if (months >= 12 && months % 12 === 0) return months === 12 ? '1 year' : `${months / 12} years`;
  return months === 1 ? '1 month' : `${months} months`;
}

/** A figure of one criterion, bare: "6 months", "$5,000", "680". */
export function formatFigure(criterion: Criterion, value: number): string {
  if (criterion === 'months') return formatMonths(value);
  if (criterion === 'revenue') return formatUsdWhole(value * 100);
  return String(value);
}

/** A figure with what it measures: "6 months in business", "$5,000 a month in revenue", "680 credit score". */
export function describeFigure(criterion: Criterion, value: number): string {
  if (criterion === 'months') return `${formatMonths(value)} in business`;
  if (criterion === 'revenue') return `${formatUsdWhole(value * 100)} a month in revenue`;
  return `${value} credit score`;
}

/** A minimum as lists write it: "3+ months", "2+ years", "$5,000+", "680+". */
function formatAtLeast(criterion: Criterion, value: number): string {
  if (criterion === 'months') {
    if (value >= 12 && value % 12 === 0) return value === 12 ? '1+ year' : `${value / 12}+ years`;
    return `${value}+ months`;
  }
  return `${formatFigure(criterion, value)}+`;
}

/** How one range is worded in one language (English: in MINIMUMS itself; Spanish: ./minimums.es.ts). */
export interface RangeWords {
  lowWho?: string;
  highWho?: string;
  lowNote?: string;
}

/** The words of one product's entry in one language. The figures stay in MINIMUMS alone. */
export interface ProductWords {
  name: string;
  /** The product's guide in the page's language, or the English guide when it has no twin. */
  guide: string;
  /** Said after the guide link when the guide is in another language (" (en inglés)"). */
  guideNote?: string;
  who: string;
  months?: RangeWords;
  revenue?: RangeWords;
  credit?: RangeWords;
  unassessed?: { requirement: string; why: string };
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

const englishWords = (product: Product): ProductWords => {
  const { name, guide, who, months, revenue, credit, unassessed, notes } = MINIMUMS[product];
  return { name, guide, who, months, revenue, credit, unassessed, notes };
};

export const MINIMUMS_WORDS_EN: MinimumsWords = {
  products: Object.fromEntries(PRODUCTS.map((p) => [p, englishWords(p)])) as Record<Product, ProductWords>,
  criterionLabel: { months: 'Time in business', revenue: 'Monthly revenue', credit: 'Credit score' },
  atLeast: formatAtLeast,
  listNoMinimum: (high, who, note) => `${high} at ${who}; ${note ?? 'some have no minimum'}`,
  listRange: (low, lowWho, high, highWho, who) => `${low} at ${lowWho ?? `some ${who}`}, ${high} at ${highWho ?? 'others'}`,
  requiresB2b: 'Unpaid invoices owed by business or government customers',
  requiresEquipment: 'Equipment you are buying or leasing',
};

/**
 * The table as short "commonly advertised" lines for the guides and the checker page, e.g.
 * "Time in business: 3+ months at some funders, 6+ months at most funders". `words` gives the language.
 */
export function describeMinimums(product: Product, words: MinimumsWords = MINIMUMS_WORDS_EN): string[] {
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

const BRIEF_UNIT: Record<Criterion, string> = { months: ' in business', revenue: ' a month in revenue', credit: ' credit score' };

/** The low end of a range before "to": bare when it shares the high end's unit ("3 to 6+ months"). */
function briefLow(criterion: Criterion, low: number, high: number): string {
  if (criterion !== 'months') return formatFigure(criterion, low);
  if (low < 12 && high < 12) return String(low);
  if (low % 12 === 0 && high % 12 === 0) return String(low / 12);
  return formatMonths(low);
}

/**
 * The same table as one phrase for running text, where a list would repeat on every page of a kind, e.g.
 * "3 to 6+ months in business, $5,000 to $10,000+ a month in revenue and a 500+ credit score".
 */
export function minimumsInBrief(product: Product): string {
  const rules = MINIMUMS[product];
  const parts = CRITERIA.flatMap((criterion) => {
    const range = rules[criterion];
    if (!range) return [];
    const high = `${formatAtLeast(criterion, range.high)}${BRIEF_UNIT[criterion]}`;
    const text =
      range.low === range.high
        ? high
        : range.low === 0
          ? `${high} (${range.lowNote ?? 'some have no minimum'})`
          : `${briefLow(criterion, range.low, range.high)} to ${high}`;
    return [criterion === 'credit' ? `a ${text}` : text];
  });
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
}
