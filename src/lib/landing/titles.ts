/** Landing pages' titles: the pages and the site search's index (src/data/search-index.ts) both read these. */
export const statePageTitle = (state: string): string => `Small-Business Funding in ${state}`;
export const stateIndustryTitle = (industry: string, state: string): string => `${industry} Cash Advance in ${state}`;
