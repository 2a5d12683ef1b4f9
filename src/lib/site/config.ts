/**
 * The site's identity: every page, the Astro config, structured data and the Apply link read it here.
 * Changing the name, domain, e-mail or partner is a one-line edit.
 */
const DEFAULT_SITE_URL = 'https://www.ledgerwise.org';

function envSiteUrl(): string {
  // `process` exists at build time (Node); guard so the module also loads in a browser bundle.
  const fromEnv = typeof process !== 'undefined' ? process.env?.SITE_URL : undefined;
  return (fromEnv && /^https?:\/\//.test(fromEnv) ? fromEnv : DEFAULT_SITE_URL).replace(/\/+$/, '');
}

export const SITE = {
  name: 'Ledgerwise',
  tagline: 'Independent, plain-English guides to small-business funding',
  url: envSiteUrl(),
  email: 'editors@ledgerwise.org',
  /** The third-party partner's application. Apply Now links always go here, with UTM tags. */
  partnerApplyUrl: 'https://apply.ledgerwise-partner.com/start',
  /** Sent as utm_source on every Apply link. */
  utmSource: 'ledgerwise',
  social: {
    linkedin: 'https://www.linkedin.com/company/ledgerwise',
    x: 'https://x.com/ledgerwise',
  },
  /** Used in the organization's JSON-LD. */
  structuredData: {
    type: 'FinancialService',
    description:
      'An independent educational publisher that explains small-business funding options in the United States: merchant cash advances, SBA loans, invoice factoring, equipment financing and lines of credit. It does not lend or broker.',
    areaServed: 'US',
    currency: 'USD',
  },
} as const;

export type Site = typeof SITE;
