/**
 * When the legal and numeric statements on pages that are not content files were last checked against
 * shared/facts.md and shared/state-laws.md (YYYY-MM-DD). Move a date only when someone re-checks the facts.
 */
export const PAGE_REVIEWED = {
  home: '2026-11-22',
  faq: '2026-11-23',
  calculator: '2026-11-26',
  eligibilityChecker: '2026-11-22',
  compareOffers: '2026-11-26',
  repaymentCalculator: '2026-11-26',
  stackedAdvances: '2026-11-26',
  renewalCalculator: '2026-11-26',
  reconciliationLetter: '2026-11-26',
  lienTerminationLetter: '2026-11-26',
  payoffLetterRequest: '2026-11-26',
  checkDisclosure: '2026-11-26',
  cashRunway: '2026-11-26',
  landingPages: '2026-11-22',
  stateLaws: '2026-11-22',
  glossary: '2026-11-26',
} as const;

export type ReviewedPage = keyof typeof PAGE_REVIEWED;
