/**
 * Where an owner can complain about a funder or broker: what the schema's complaint fields mean, how a page
 * words them, and the federal route every page adds. The state offices themselves are data, in each
 * content/state-laws file (`complaints`). Pure: no Astro, no React.
 */

/**
 * What the office itself says about complaints from businesses (shared/state-laws.md, "Where an owner can
 * complain"): `yes` it says it takes them; `regulated-firms-only` it takes complaints about the firms it
 * registers or licenses; `generally-no` it says most business-to-business dealings are outside it;
 * `not-stated` its pages do not say.
 */
export const BUSINESS_COMPLAINT_STANCES = ['yes', 'regulated-firms-only', 'generally-no', 'not-stated'] as const;
export type BusinessComplaintStance = (typeof BUSINESS_COMPLAINT_STANCES)[number];

/** One office that takes complaints, as the state-law schema holds it. */
export interface ComplaintRoute {
  office: string;
  covers: string;
  businessComplaints: BusinessComplaintStance;
  /** The office's own words, or what its pages say, on complaints from businesses. */
  businessNote: string;
  url: string;
  /** true when a stored copy of this exact page was read; false when only a sibling page on the same official site was. */
  addressChecked: boolean;
  phone?: string;
}

/** A state with a disclosure law must name at least one office (the schema's rule and the build test read this). */
export const needsComplaintRoute = (entry: { status: string; abbreviation: string }): boolean => entry.status !== 'none-found' || entry.abbreviation === 'DC';

/** The FTC cases the pages cite; each one's outcome is in words per language (src/lib/help/text.ts). */
export type FtcCaseName = 'FTC v. Yellowstone Capital' | 'FTC v. RCG Advances' | 'FTC v. RAM Capital';

/** An FTC enforcement case that shows what the FTC pursues in business financing (shared/facts.md). */
export interface FtcCase {
  name: FtcCaseName;
  sourceTitle: string;
  sourceUrl: string;
}

/**
 * The federal route on every state page and in the help center: the FTC takes reports of deceptive
 * marketing, including from small businesses (FTC Act § 5 reaches business-to-business financing).
 */
export const FTC_ROUTE = {
  url: 'https://reportfraud.ftc.gov/',
  addressChecked: false,
  cases: [
    {
      name: 'FTC v. Yellowstone Capital',
      sourceTitle: 'FTC business blog: Yellowstone (April 2021)',
      sourceUrl: 'https://www.ftc.gov/news-events/blogs/business-blog/2021/04/ftc-says-yellowstone-wasnt-faithful-claims-it-made-small',
    },
    {
      name: 'FTC v. RCG Advances',
      sourceTitle: 'FTC business blog: merchant cash advance operators settle (June 2022)',
      sourceUrl: 'https://www.ftc.gov/business-guidance/blog/2022/06/merchant-cash-advance-operators-settle-ftc-charges-bilking-small-businesses',
    },
    {
      name: 'FTC v. RAM Capital',
      sourceTitle: 'Ballard Spahr, Consumer Finance Monitor: FTC settlement with RAM Capital Funding (January 2022)',
      sourceUrl:
        'https://www.consumerfinancemonitor.com/2022/01/07/ftc-enters-into-settlement-with-two-defendants-in-lawsuit-alleging-merchant-cash-advance-providers-engaged-in-unfair-and-deceptive-practices/',
    },
  ] satisfies readonly FtcCase[],
} as const;
