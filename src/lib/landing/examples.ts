/**
 * Worked calculator examples at an industry's commonly advertised figures. Every figure shown comes from
 * the calculator module, and every link uses the calculator's own query keys, so the page and the
 * calculator it opens always agree.
 */
import { FIELDS } from '../calculator/fields';
import { calculatorHref } from '../calculator/link';
import { calculateMca, type McaResult } from '../calculator/mca';

interface IndustryFigures {
  /** Commonly advertised advance sizes, where facts.md or spec.md §9 gives them. */
  fundingRange?: { min: number; max: number };
  factorRange: { min: number; max: number };
}

/** An example size for industries with no published range: the calculator's own default advance. */
const EXAMPLE_ADVANCE_WITHOUT_RANGE = FIELDS.advance.defaultValue;
/** Holdbacks inside the commonly cited 5–20% (facts.md). */
const HOLDBACKS = [10, 15] as const satisfies readonly number[];

interface WorkedExample {
  advance: number;
  factor: number;
  holdback: number;
  /** Monthly revenue assumed: equal to the advance, i.e. one month of sales advanced. */
  revenue: number;
  /** True when the advance is the industry's advertised low or high end; false when it is only an example size. */
  fromIndustryRange: boolean;
  result: McaResult;
  href: string;
}

/**
 * With a published range: two examples, the low end (low factor, 10% holdback) and the high end (high
 * factor, 15% holdback). Without one: a single example at the calculator's default size and the industry's
 * high factor, since any second size would be invented.
 */
export function workedExamples(industry: IndustryFigures): WorkedExample[] {
  const range = industry.fundingRange;
  const plan = range
    ? [
        { advance: range.min, factor: industry.factorRange.min, holdback: HOLDBACKS[0] },
        { advance: range.max, factor: industry.factorRange.max, holdback: HOLDBACKS[1] },
      ]
    : [{ advance: EXAMPLE_ADVANCE_WITHOUT_RANGE, factor: industry.factorRange.max, holdback: HOLDBACKS[1] }];
  return plan.map(({ advance, factor, holdback }) => {
    const revenue = advance;
    const result = calculateMca({
      advanceCents: Math.round(advance * 100),
      factorHundredths: Math.round(factor * 100),
      holdbackHundredths: Math.round(holdback * 100),
      revenueCents: Math.round(revenue * 100),
    });
    return {
      advance,
      factor,
      holdback,
      revenue,
      fromIndustryRange: range !== undefined,
      result,
      href: calculatorHref({ advance, factor, holdback, monthlyRevenue: revenue }),
    };
  });
}
