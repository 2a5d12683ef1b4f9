import { describe, expect, it } from 'vitest';
import { builtPages, pageType } from '../support/dist';

/** The Sources section a page renders (SourceList.astro), or undefined. */
const sourcesSection = (html: string) => /<section[^>]*data-sources[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1];
const anchors = (html: string) => [...html.matchAll(/<a\s([^>]*)>/g)].map((m) => m[1]!);
/** Issue 23: every guide and article cites at least two different outside sources (the schema asks for the same). */
const MIN_SOURCES = 2;
const sourceCount = (html: string) => new Set(anchors(sourcesSection(html) ?? '').map((link) => /href="([^"]*)"/.exec(link)?.[1])).size;

describe('sources', () => {
  const pages = builtPages().filter((page) => ['guide', 'article'].includes(pageType(page.path)) && page.path !== '/blog');

  it('checks every guide and article (at least ten of each kind between them)', () => {
    expect(pages.length).toBeGreaterThanOrEqual(19);
  });

  it(`every guide and article ends with a Sources section of at least ${MIN_SOURCES} plain https links`, () => {
    const problems: string[] = [];
    for (const page of pages) {
      const section = sourcesSection(page.html);
      if (!section) {
        problems.push(`${page.path}: no Sources section`);
        continue;
      }
      const links = anchors(section);
      const count = sourceCount(page.html);
      if (count < MIN_SOURCES) problems.push(`${page.path}: Sources lists ${count} outside source(s), fewer than ${MIN_SOURCES}`);
      for (const link of links) {
        if (!/href="https:\/\//.test(link)) problems.push(`${page.path}: source is not an https link: ${link}`);
        if (/sponsored/.test(link)) problems.push(`${page.path}: a source link is marked sponsored: ${link}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('a Sources section with one link, or the same link twice, counts as one source', () => {
    const one = '<section data-sources><a href="https://a.gov/x">A</a></section>';
    const twice = '<section data-sources><a href="https://a.gov/x">A</a><a href="https://a.gov/x">A again</a></section>';
    const two = '<section data-sources><a href="https://a.gov/x">A</a><a href="https://b.gov/y">B</a></section>';
    expect([sourceCount(one), sourceCount(twice), sourceCount(two)]).toEqual([1, 1, 2]);
  });

  it('a page without the section is caught (the check is not vacuous)', () => {
    expect(sourcesSection('<main><section aria-labelledby="faq-title"><a href="https://x.org">x</a></section></main>')).toBeUndefined();
  });
});
