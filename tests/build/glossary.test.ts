/**
 * Issue 23: the glossary page and the links guides and articles make to it. Every /glossary#anchor must
 * exist on the page, links never sit in a heading, another link or the Sources list, and each term is linked
 * at most once per page.
 */
import { describe, expect, it } from 'vitest';
import { builtPages, pageType } from '../support/dist';

const pages = builtPages();
const glossary = pages.find((p) => p.path === '/glossary');
const glossaryEs = pages.find((p) => p.path === '/es/glosario');
const isSpanish = (path: string) => path.startsWith('/es/');
const editorialAll = pages.filter((p) => ['guide', 'article'].includes(pageType(p.path)) && p.path !== '/blog');
const editorial = editorialAll.filter((p) => !isSpanish(p.path));
const editorialEs = editorialAll.filter((p) => isSpanish(p.path));

const idsIn = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!));

/** What is wrong with one page's links to the glossary, given the glossary page's HTML. */
export function glossaryLinkProblems(html: string, glossaryHtml: string, base = '/glossary'): string[] {
  const ids = idsIn(glossaryHtml);
  const problems: string[] = [];
  const seen = new Set<string>();
  const quoted = base.replace(/\//g, '\\/');
  for (const m of html.matchAll(new RegExp(`href="${quoted}#([^"]+)"`, 'g'))) {
    const id = m[1]!;
    if (!ids.has(id)) problems.push(`links to ${base}#${id}, which does not exist`);
    if (seen.has(id)) problems.push(`links ${base}#${id} more than once`);
    seen.add(id);
  }
  for (const [, , block] of html.matchAll(/<(h[1-6])\b[^>]*>([\s\S]*?)<\/\1>/g))
    if (block!.includes(`${base}#`)) problems.push('a glossary link inside a heading');
  const sources = /<section[^>]*data-sources[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';
  if (sources.includes(`${base}#`)) problems.push('a glossary link inside the Sources list');
  if (new RegExp(`<a\\b[^>]*>(?:(?!<\\/a>)[\\s\\S])*<a\\b[^>]*href="${quoted}#`).test(html)) problems.push('a glossary link inside another link');
  return problems;
}

describe('the glossary page', () => {
  it('is built, with 40+ entries under their own anchors and DefinedTermSet data', () => {
    expect(glossary).toBeDefined();
    const terms = [...glossary!.html.matchAll(/<dt id="([^"]+)"/g)].map((m) => m[1]!);
    expect(terms.length).toBeGreaterThanOrEqual(40);
    expect(new Set(terms).size).toBe(terms.length);
    expect(glossary!.html).toContain('"@type":"DefinedTermSet"');
    expect((glossary!.html.match(/"@type":"DefinedTerm"/g) ?? []).length).toBe(terms.length);
    for (const id of ['factor-rate', 'confession-of-judgment', 'ucc-1', 'sba-7a']) expect(terms).toContain(id);
  });

  it('has a Spanish twin with every entry under the same anchor, each with its DefinedTerm', () => {
    expect(glossaryEs).toBeDefined();
    const anchors = (html: string) => [...html.matchAll(/<dt id="([^"]+)"/g)].map((m) => m[1]!).sort();
    expect(anchors(glossaryEs!.html)).toEqual(anchors(glossary!.html));
    expect((glossaryEs!.html.match(/"@type":"DefinedTerm"/g) ?? []).length).toBe(anchors(glossary!.html).length);
    expect(glossaryEs!.html).toContain('"inLanguage":"es"');
  });
});

describe('links from guides and articles to the glossary', () => {
  it('most guides and articles link a term, and every link is well placed and resolves', () => {
    expect(editorial.length).toBeGreaterThan(15);
    const linking = editorial.filter((p) => p.html.includes('href="/glossary#'));
    expect(linking.length).toBeGreaterThanOrEqual(editorial.length - 2);
    const problems = editorial.flatMap((p) => glossaryLinkProblems(p.html, glossary!.html).map((x) => `${p.path}: ${x}`));
    expect(problems).toEqual([]);
  });

  it('Spanish guides and articles link the Spanish glossary, never the English one, with the same rules', () => {
    expect(editorialEs.length).toBeGreaterThanOrEqual(6);
    const linking = editorialEs.filter((p) => p.html.includes('href="/es/glosario#'));
    expect(linking.length).toBeGreaterThanOrEqual(editorialEs.length - 2);
    for (const page of editorialEs) expect(page.html, page.path).not.toContain('href="/glossary#');
    const problems = editorialEs.flatMap((p) => glossaryLinkProblems(p.html, glossaryEs!.html, '/es/glosario').map((x) => `${p.path}: ${x}`));
    expect(problems).toEqual([]);
    expect(glossaryLinkProblems('<p><a href="/es/glosario#no-such-term">x</a></p>', glossaryEs!.html, '/es/glosario')).toEqual([
      'links to /es/glosario#no-such-term, which does not exist',
    ]);
  });

  it('catches a link to a missing anchor, a repeated term, a link in a heading and one in Sources (fixtures)', () => {
    const page = [
      '<h2>The <a href="/glossary#factor-rate">factor rate</a></h2>',
      '<p><a href="/glossary#no-such-term">x</a> <a href="/glossary#ach">ACH</a> and <a href="/glossary#ach">ACH</a></p>',
      '<section data-sources><a href="/glossary#ach">ACH</a></section>',
    ].join('');
    const problems = glossaryLinkProblems(page, glossary!.html);
    expect(problems).toEqual(
      expect.arrayContaining([
        'links to /glossary#no-such-term, which does not exist',
        'links /glossary#ach more than once',
        'a glossary link inside a heading',
        'a glossary link inside the Sources list',
      ]),
    );
    expect(glossaryLinkProblems('<p><a href="/glossary#factor-rate">factor rate</a></p>', glossary!.html)).toEqual([]);
  });
});
