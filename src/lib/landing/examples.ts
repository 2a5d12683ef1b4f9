/**
 * An industry's own worked offer, priced. Every figure shown comes from the calculator module, and every
 * link uses the calculator's own query keys, so the page and the calculator it opens always agree.
 */
import { calculatorHref } from '../calculator/link';
import { calculateMca, type McaResult } from '../calculator/mca';

/** An industry's own worked offer (content/industries/*.yaml `workedOffer`): the figures are typed, the results computed. */
export interface OfferPlan {
  purpose: string;
  advance: number;
  factor: number;
  holdback: number;
  monthlySales: number;
}

export interface PricedOffer extends OfferPlan {
  result: McaResult;
  href: string;
}

/** `calculator` is the calculator's path in the page's language (the figures in its address are the same in both). */
export function priceOffer(plan: OfferPlan, calculator: string): PricedOffer {
  const result = calculateMca({
    advanceCents: Math.round(plan.advance * 100),
    factorHundredths: Math.round(plan.factor * 100),
    holdbackHundredths: Math.round(plan.holdback * 100),
    revenueCents: Math.round(plan.monthlySales * 100),
  });
  return {
    ...plan,
    result,
    href: calculatorHref({ advance: plan.advance, factor: plan.factor, holdback: plan.holdback, monthlyRevenue: plan.monthlySales }, calculator),
  };
}
