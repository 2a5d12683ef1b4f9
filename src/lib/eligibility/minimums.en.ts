/**
 * The English wording of the table of advertised minimums (./minimums.ts): product names, their guides,
 * who advertises each figure, and notes. Words only: every figure is read from MINIMUMS, so the two
 * languages (Spanish: ./minimums.es.ts) can never disagree on a number. The quotes from
 * shared/facts.md "Minimums lenders commonly advertise" stand beside each product in MINIMUMS.
 */
import { guideUrl } from '../content/urls';
import { ROUTES } from '../site/routes';
import { CRITERIA, MINIMUMS, type Criterion, type MinimumsWords, type Product } from './minimums';
import { formatAtLeast, formatFigure, formatMonths } from './words.en';

export const MINIMUMS_WORDS_EN: MinimumsWords = {
  products: {
    'merchant-cash-advance': {
      name: 'Merchant cash advance',
      guide: ROUTES.mcaGuide,
      who: 'funders',
      months: { lowWho: 'some funders', highWho: 'most funders' },
      revenue: { lowWho: 'some funders', highWho: 'others' },
      notes: ['Funders weigh steady card sales or bank deposits more than credit.'],
    },
    'business-line-of-credit': {
      name: 'Business line of credit',
      guide: guideUrl('business-lines-of-credit'),
      who: 'lenders',
      months: { lowWho: 'online lenders', highWho: 'banks' },
      credit: { lowWho: 'online lenders', highWho: 'banks' },
      notes: ['Online lenders ask for less time in business and a lower score than banks do.'],
    },
    'invoice-factoring': {
      name: 'Invoice factoring',
      guide: guideUrl('invoice-factoring'),
      who: 'lenders',
      notes: ['Factors weigh your customers’ record of paying more than your own credit.', 'Many factors ask for little or no time in business.'],
    },
    'equipment-financing': {
      name: 'Equipment financing',
      guide: guideUrl('equipment-financing'),
      who: 'lenders',
      months: { highWho: 'most lenders', lowNote: 'some lenders take newer businesses with a larger down payment' },
      notes: ['The equipment secures the financing.'],
    },
    'sba-7a': {
      name: 'SBA 7(a) loan',
      guide: ROUTES.sbaGuide,
      who: 'lenders',
      credit: { lowWho: 'many lenders', highWho: 'others' },
      unassessed: {
        requirement: 'Cash flow that covers the payments, and no other reasonable credit (the SBA’s credit-elsewhere test)',
        why: 'Lenders also look for cash flow that covers the payments and check that you cannot get reasonable credit elsewhere (the SBA’s credit-elsewhere test). This checker does not ask about either.',
      },
      notes: ['Startups can qualify with strong equity and experience, but rarely and not fast.', 'Expect 30–90 days from application to funding.'],
    },
  },
  criterionLabel: { months: 'Time in business', revenue: 'Monthly revenue', credit: 'Credit score' },
  atLeast: formatAtLeast,
  listNoMinimum: (high, who, note) => `${high} at ${who}; ${note ?? 'some have no minimum'}`,
  listRange: (low, lowWho, high, highWho, who) => `${low} at ${lowWho ?? `some ${who}`}, ${high} at ${highWho ?? 'others'}`,
  requiresB2b: 'Unpaid invoices owed by business or government customers',
  requiresEquipment: 'Equipment you are buying or leasing',
};

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
  const said = MINIMUMS_WORDS_EN.products[product];
  const parts = CRITERIA.flatMap((criterion) => {
    const range = rules[criterion];
    if (!range) return [];
    const high = `${formatAtLeast(criterion, range.high)}${BRIEF_UNIT[criterion]}`;
    const text =
      range.low === range.high
        ? high
        : range.low === 0
          ? `${high} (${said[criterion]?.lowNote ?? 'some have no minimum'})`
          : `${briefLow(criterion, range.low, range.high)} to ${high}`;
    return [criterion === 'credit' ? `a ${text}` : text];
  });
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
}
