import { describe, expect, it } from 'vitest';
import { builtPages, pageType } from '../support/dist';

/** The Sources section a page renders (SourceList.astro), or undefined. */
const sourcesSection = (html: string) => /<section[^>]*data-sources[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1];
const anchors = (html: string) => [...html.matchAll(/<a\s([^>]*)>/g)].map((m) => m[1]!);

describe('sources', () => {
  const pages = builtPages().filter((page) => ['guide', 'article'].includes(pageType(page.path)) && page.path !== '/blog');

  it('checks every guide and article (at least ten of each kind between them)', () => {
    expect(pages.length).toBeGreaterThanOrEqual(19);
  });

  it('every guide and article ends with a Sources section of plain https links', () => {
    const problems: string[] = [];
    for (const page of pages) {
      const section = sourcesSection(page.html);
      if (!section) {
        problems.push(`${page.path}: no Sources section`);
        continue;
      }
      const links = anchors(section);
      if (links.length === 0) problems.push(`${page.path}: Sources has no link`);
      for (const link of links) {
        if (!/href="https:\/\//.test(link)) problems.push(`${page.path}: source is not an https link: ${link}`);
        if (/sponsored/.test(link)) problems.push(`${page.path}: a source link is marked sponsored: ${link}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('a page without the section is caught (the check is not vacuous)', () => {
    expect(sourcesSection('<main><section aria-labelledby="faq-title"><a href="https://x.org">x</a></section></main>')).toBeUndefined();
  });
});
