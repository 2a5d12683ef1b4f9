/**
 * The words every English island shares (Spanish in ./common.es.ts, same keys): the number parser's
 * messages, the calculator fields' ranges, the paid-link notice and what an island says if it fails.
 * One module per language, so an island page loads one small chunk of them, in its own language only
 * (tests/e2e/js-budget.spec.ts): no Spanish words on English pages, no English on Spanish ones.
 */
import type { RangeText } from '../../calculator/fields';
import type { FieldText, ParseText } from '../../calculator/input';

/** The number parser's messages. English pages refuse a decimal comma ("1,25") with a message naming 1.25. */
export const PARSE_TEXT_EN: ParseText = {
  empty: 'This field is empty.',
  tooLong: 'That is too long to be a number.',
  unclearMarks: (typed, { meant, why }) =>
    why === 'decimalComma'
      ? `“${typed}” has a comma before the decimals, and this page reads a point there. If you mean ${meant}, type ${meant}.`
      : `“${typed}” could be read two ways. If you mean ${meant}, type ${meant}.`,
  digitsOnly: (example) => `Use digits only, for example ${example}.`,
  negative: "It can't be negative.",
  wholeNumber: (example) => `Use a whole number, for example ${example}.`,
  maxDecimals: (decimals) => `Use at most ${decimals} decimal places.`,
};

/** "Enter an advance between $1,000 and $10,000,000." */
export const RANGE_TEXT_EN: RangeText = {
  nouns: { advance: 'an advance', factor: 'a factor rate', holdback: 'a holdback', monthlyRevenue: 'monthly revenue' },
  between: (noun, min, max) => `Enter ${noun} between ${min} and ${max}.`,
};

export const FIELD_TEXT_EN: FieldText = { parse: PARSE_TEXT_EN, range: RANGE_TEXT_EN };

/**
 * The paid-link notice and the Apply link's words (shared/facts.md "Paid links"), and where the notice
 * links: the "How we make money" section. The shell reads them too (src/lib/site/paid-link-text.ts).
 */
export const PAID_LINK_EN = {
  notice: 'We may be paid if you apply through this link. It does not change what we write.',
  /** Where a line is all there is room for (the desktop header, the sticky bar, the home hero). */
  short: 'We may be paid if you apply',
  howWeMakeMoney: 'How we make money',
  href: '/disclosures#how-we-make-money',
  applyNow: 'Apply Now',
  /** Said to screen readers after every Apply link's text: the link leaves the site in a new tab. */
  newTab: " (opens the partner's application in a new tab)",
};

export type PaidLinkText = typeof PAID_LINK_EN;

/** What an island shows in its place if it fails to render (src/components/react/ErrorBoundary.tsx). */
export const ISLAND_ERROR_EN = {
  title: 'Unexpected Application Error!',
  body: 'This part of the page could not load. Reloading the page usually fixes it.',
};

export type IslandErrorText = typeof ISLAND_ERROR_EN;
