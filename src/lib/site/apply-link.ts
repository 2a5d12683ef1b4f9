import { SITE } from './config';
import type { Lang } from '../i18n/lang';

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

/**
 * A partner link for one placement. From a Spanish page it also carries `utm_content=es`, so the partner
 * can answer in Spanish; the placement's campaign stays the same in both languages.
 */
export function buildApplyUrl(placement: Placement, medium: Medium, base: string = SITE.partnerApplyUrl, lang: Lang = 'en'): string {
  const url = new URL(base);
  url.searchParams.set('utm_source', SITE.utmSource);
  url.searchParams.set('utm_medium', medium);
  url.searchParams.set('utm_campaign', placement);
  if (lang !== 'en') url.searchParams.set('utm_content', lang);
  return url.toString();
}

/** The same, in a page's language: `applyUrlFor('es', 'calculator', 'site')`. */
export const applyUrlFor = (lang: Lang, placement: Placement, medium: Medium): string => buildApplyUrl(placement, medium, SITE.partnerApplyUrl, lang);

/** Attributes every outbound link carries: a new tab, and no window.opener or referrer for the partner. */
export const EXTERNAL_LINK_ATTRS = { target: '_blank', rel: 'noopener noreferrer' } as const;

export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
