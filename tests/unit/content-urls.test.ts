import { describe, expect, it } from 'vitest';
import { guideUrl, articleUrl, relatedRefUrl } from '@/lib/content/urls';
import { frontmatterDate } from '@/node/sitemap-lastmod';
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

describe('frontmatterDate', () => {
  it('reads a YYYY-MM-DD field from frontmatter only', () => {
    const src = '---\ntitle: "x"\nupdatedDate: 2026-11-22\n---\nupdatedDate: 1999-01-01\n';
    expect(frontmatterDate(src, 'updatedDate')).toBe('2026-11-22');
    expect(frontmatterDate("---\nupdatedDate: '2026-01-02'\n---", 'updatedDate')).toBe('2026-01-02');
    expect(frontmatterDate('no frontmatter', 'updatedDate')).toBeUndefined();
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
