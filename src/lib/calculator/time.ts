/**
 * The one time rule of every tool: how business days become years. A business day is a weekday that is
 * not a Federal Reserve holiday (the days an ACH debit settles); counted in business days, a month is 22
 * and a year 264: the term, the simple annual rate and the business-day APR (each business day one unit
 * period, what funders' software commonly does). How those days fall on the calendar (the holidays, the
 * debit dates, Appendix J's calendar reading) is ./calendar.ts, kept apart so the tools that print no
 * dates do not carry it.
 */

export const BUSINESS_DAYS_PER_MONTH = 22;
export const BUSINESS_DAYS_PER_YEAR = 264;
export const CALENDAR_DAYS_PER_YEAR = 365;

/** Years to payoff, counted in business days (264 a year): the simple annual rate's and the term's years. */
export const businessYears = (businessDays: number): number => businessDays / BUSINESS_DAYS_PER_YEAR;

/**
 * The simple annual rate in percent: cost ÷ what the business receives ÷ years to payoff, the years
 * counted in business days (facts.md). Not an APR: it ignores that the balance shrinks with each payment.
 */
export const simpleAnnualRate = (costCents: number, receivedCents: number, businessDays: number): number =>
  (costCents / receivedCents / businessYears(businessDays)) * 100;
