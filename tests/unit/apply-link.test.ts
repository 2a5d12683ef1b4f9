import { describe, expect, it } from 'vitest';
import { buildApplyUrl, isExternalHref, PLACEMENTS } from '@/lib/site/apply-link';
import { SITE } from '@/lib/site/config';

describe('buildApplyUrl', () => {
  it('sends the site as source, the medium and the placement as campaign', () => {
    const url = new URL(buildApplyUrl('landing-pages', 'seo'));
    expect(url.origin + url.pathname).toBe(new URL(SITE.partnerApplyUrl).origin + new URL(SITE.partnerApplyUrl).pathname);
    expect(url.searchParams.get('utm_source')).toBe(SITE.utmSource);
    expect(url.searchParams.get('utm_medium')).toBe('seo');
    expect(url.searchParams.get('utm_campaign')).toBe('landing-pages');
  });

  it('uses `site` as the medium outside content pages', () => {
    expect(new URL(buildApplyUrl('header', 'site')).searchParams.get('utm_medium')).toBe('site');
  });

  it('keeps parameters the partner URL already has and overrides stale UTM values', () => {
    const url = new URL(buildApplyUrl('mobile-sticky-cta', 'site', 'https://partner.test/apply?ref=abc&utm_campaign=old'));
    expect(url.searchParams.get('ref')).toBe('abc');
    expect(url.searchParams.getAll('utm_campaign')).toEqual(['mobile-sticky-cta']);
  });

  it('has the placements the partner reports on', () => {
    for (const name of ['landing-pages', 'mobile-sticky-cta', 'localized-pages', 'eligibility-check']) {
      expect(PLACEMENTS).toContain(name);
    }
    expect(new Set(PLACEMENTS).size).toBe(PLACEMENTS.length);
  });
});

describe('isExternalHref', () => {
  it('treats http and https links as leaving the site', () => {
    expect(isExternalHref('https://example.com')).toBe(true);
    expect(isExternalHref('HTTP://example.com')).toBe(true);
  });
  it('keeps root-relative, anchor and mailto links in the site', () => {
    expect(isExternalHref('/blog')).toBe(false);
    expect(isExternalHref('#main')).toBe(false);
    expect(isExternalHref('mailto:a@b.c')).toBe(false);
  });
});
