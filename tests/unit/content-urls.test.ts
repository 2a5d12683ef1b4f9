import { describe, expect, it } from 'vitest';
import { guideUrl, articleUrl, relatedRefUrl } from '@/lib/content/urls';
import { readFrontmatter } from '@/lib/content/frontmatter';
import { sitemapIndexXml, sitemapXml } from '@/lib/site/sitemap';
import { readingMinutes } from '@/lib/content/reading-time';
import { formatDate } from '@/lib/content/dates';
import { landingUrl, industryFromSegment } from '@/lib/landing/urls';

describe('content URLs', () => {
  it('puts guides under /guides except the top-level ISO broker guide', () => {
    expect(guideUrl('sba-loans')).toBe('/guides/sba-loans');
    expect(guideUrl('iso-broker-guide')).toBe('/iso-broker-guide');
    expect(articleUrl('x')).toBe('/blog/x');
  });
  it('turns editors’ related references into URLs and rejects other forms', () => {
    expect(relatedRefUrl('guides/sba-loans')).toBe('/guides/sba-loans');
    expect(relatedRefUrl('blog/compare-mca-providers')).toBe('/blog/compare-mca-providers');
    expect(relatedRefUrl('faq/x')).toBeUndefined();
    expect(relatedRefUrl('/guides/sba-loans')).toBeUndefined();
  });
});

describe('readFrontmatter', () => {
  it('parses the frontmatter block as YAML, leaving dates as written and the body alone', () => {
    const src = '---\ntitle: "Say \\"hi\\""\nupdatedDate: 2026-11-22\ndraft: true\ntags: [a, b]\n---\nupdatedDate: 1999-01-01\n';
    expect(readFrontmatter(src)).toEqual({ title: 'Say "hi"', updatedDate: '2026-11-22', draft: true, tags: ['a', 'b'] });
    expect(readFrontmatter("---\nupdatedDate: '2026-01-02'\n---")).toEqual({ updatedDate: '2026-01-02' });
    expect(readFrontmatter('no frontmatter')).toEqual({});
    expect(readFrontmatter('---\n---\nbody')).toEqual({});
  });
});

describe('sitemapXml', () => {
  const site = 'https://example.org';
  it('lists each page once, sorted, the home page as the bare origin, with lastmod where given', () => {
    const xml = sitemapXml(site, [{ path: '/guides/sba-loans', lastmod: '2026-11-23' }, { path: '/' }, { path: '/a&b' }]);
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([site, `${site}/a&amp;b`, `${site}/guides/sba-loans`]);
    expect(xml).toContain(`<url><loc>${site}/guides/sba-loans</loc><lastmod>2026-11-23</lastmod></url>`);
    expect(xml).toContain(`<url><loc>${site}</loc></url>`);
  });
  it('refuses a page listed twice (two rules disagreeing)', () => {
    expect(() => sitemapXml(site, [{ path: '/x' }, { path: '/x', lastmod: '2026-11-22' }])).toThrow(/\/x is listed twice/);
  });
  it('points the index at the one sitemap file', () => {
    expect(sitemapIndexXml(site)).toContain(`<loc>${site}/sitemap-0.xml</loc>`);
  });
});

describe('readingMinutes', () => {
  it('is at least one minute and grows with prose, including text in component props', () => {
    expect(readingMinutes('Short.')).toBe(1);
    expect(readingMinutes('word '.repeat(221))).toBe(2);
    // 200 steps × 4 words = 800 words → 4 minutes; component and prop names are not counted.
    expect(readingMinutes(`<StepList steps={[${'{ title: "a b c d" },'.repeat(200)}]} />`)).toBe(4);
    expect(readingMinutes('---\ntitle: x\n---\n<Callout type="note">Hi</Callout>')).toBe(1);
  });
});

describe('formatDate', () => {
  it('formats calendar dates without a time-zone shift', () => {
    expect(formatDate(new Date('2026-11-22'))).toBe('November 22, 2026');
  });
});

describe('landing URLs', () => {
  it('puts the state first and appends -cash-advance', () => {
    expect(landingUrl('california', 'los-angeles', 'auto-repair')).toBe('/resources/funding-by-location/california/los-angeles/auto-repair-cash-advance');
  });
  it('reads the industry back and shows it with spaces', () => {
    expect(industryFromSegment('auto-repair-cash-advance')).toBe('auto-repair');
    expect(industryFromSegment('trucking')).toBe('trucking');
  });
});
