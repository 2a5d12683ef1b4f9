/**
 * Kept only because the landing template's Quick Qualification Check still imports it on this branch.
 * The one table is ./eligibility/minimums.ts; remove this file once the landing template renders
 * <QualificationList product="merchant-cash-advance" /> instead.
 */
export { LANDING_QUICK_CHECK } from './eligibility/minimums';
