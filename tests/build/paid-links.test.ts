import { describe, expect, it } from 'vitest';
import { relative } from 'node:path';
import { builtPages, DIST } from '../support/dist';
import { paidLinkProblems } from '../support/paid-links';
import { SITE } from '@/lib/site/config';

const PARTNER = SITE.partnerApplyUrl;
const link = (rel: string) => `<a href="${PARTNER}?utm_source=x&amp;utm_campaign=guide-cta" rel="${rel}" target="_blank">Apply Now</a>`;
const NOTICE = '<p data-paid-notice>We may be paid if you apply through this link.</p>';

describe('the paid-link rule', () => {
  it('fails a partner link with no notice beside it', () => {
    const html = `<body><main><section><div><p>${link('sponsored noopener noreferrer')}</p></div></section></main><footer>${NOTICE}</footer></body>`;
    expect(paidLinkProblems(html, PARTNER)).toEqual([expect.stringContaining('no [data-paid-notice]')]);
  });

  it('fails a partner link without rel="sponsored"', () => {
    const html = `<section><div>${link('noopener noreferrer')}</div>${NOTICE}</section>`;
    expect(paidLinkProblems(html, PARTNER)).toEqual([expect.stringContaining('lacks "sponsored"')]);
  });

  it('passes a partner link whose box holds the notice, and ignores other links', () => {
    const html = `<section><div class="buttons"><a href="/funding-calculator">Model</a>${link('sponsored noopener noreferrer')}<svg><path d="M0 0"/></svg></div>${NOTICE}</section><a href="https://example.org">x</a>`;
    expect(paidLinkProblems(html, PARTNER)).toEqual([]);
  });
});

describe('every partner link on every built page', () => {
  const pages = builtPages();

  it('finds partner links to check (the rule is not vacuous)', () => {
    const withLinks = pages.filter((page) => page.html.includes(`href="${PARTNER}`));
    expect(withLinks.length).toBeGreaterThan(10);
  });

  it('is marked rel="sponsored" and has the paid-link notice beside it', () => {
    const failures = pages.flatMap((page) => paidLinkProblems(page.html, PARTNER).map((problem) => `${relative(DIST, page.file)}: ${problem}`));
    expect(failures.length, `${failures.length} partner links break the rule:\n${failures.slice(0, 60).join('\n')}`).toBe(0);
  });
});
