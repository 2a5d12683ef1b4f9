/**
 * Kept so existing imports keep working: the calculator's math now lives in ./calculator/
 * (one payment-stream model shared with the offer tools) and its display rule in ./calculator/format.ts.
 */
export { calculateMca, LONG_PAYOFF_DAYS, type McaResult, type McaScenario, type TimelinePoint } from './calculator/mca';
export { BUSINESS_DAYS_PER_MONTH, BUSINESS_DAYS_PER_YEAR } from './calculator/payment-stream';
export { formatUsd as formatCents, formatUsdEstimate as formatCentsWhole, formatDays, formatPercent } from './calculator/format';
