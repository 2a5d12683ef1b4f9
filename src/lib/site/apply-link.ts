import { SITE } from './config';

/**
 * Every place an Apply Now link can appear. Each becomes the link's utm_campaign,
 * so the partner's reports show which placement sent a reader.
 */
export const PLACEMENTS = [
  'landing-pages',
  'mobile-sticky-cta',
  'localized-pages',
  'eligibility-check',
  'header',
  'mobile-nav',
  'home-hero',
  'home-cta',
  'calculator',
  'guide-inline',
  'guide-cta',
  'article-cta',
  'provider-comparison',
  'iso-broker-guide',
  'apply-redirect',
  'compare-offers',
  'repayment-calculator',
] as const;

export type Placement = (typeof PLACEMENTS)[number];

/** `seo` on content pages (guides, articles, landing pages), `site` elsewhere. */
export type Medium = 'seo' | 'site';

export function buildApplyUrl(placement: Placement, medium: Medium, base: string = SITE.partnerApplyUrl): string {
  const url = new URL(base);
  url.searchParams.set('utm_source', SITE.utmSource);
  url.searchParams.set('utm_medium', medium);
  url.searchParams.set('utm_campaign', placement);
  return url.toString();
}

/** Attributes every outbound link carries: a new tab, and no window.opener or referrer for the partner. */
export const EXTERNAL_LINK_ATTRS = { target: '_blank', rel: 'noopener noreferrer' } as const;

export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
