import { describe, expect, it } from 'vitest';
import { builtPages, linksIn, redirectPaths, resolvesInDist, gzipBytes, SCRIPTED_PAGES, pageBudgetBytes, ERROR_PAGE_PATHS } from '../support/dist';
import { PAINTED, paintedPromiseScript } from '@/lib/site/after-paint';

const pages = builtPages();
const redirects = redirectPaths();

describe('the built site', () => {
  it('has the pages the shell links to', () => {
    const paths = new Set(pages.map((p) => p.path));
    for (const path of ['/', '/small-business-funding', '/disclosures', '/privacy', '/terms', '/blog', '/guides', '/faq', '/404']) {
      expect(paths, path).toContain(path);
    }
  });

  it('links only to built pages and assets, never through a redirect, and to anchors that exist', () => {
    const byPath = new Map(pages.map((page) => [page.path, page.html]));
    const broken: string[] = [];
    let checked = 0;
    for (const page of pages) {
      for (const link of linksIn(page.html)) {
        if (link.startsWith('//') || /^[a-z]+:/i.test(link)) continue;
        checked++;
        const [rawPath = '', fragment] = link.split('#');
        const path = (rawPath.split('?')[0] || page.path).replace(/(.)\/+$/, '$1');
        if (!link.startsWith('/') && !link.startsWith('#')) broken.push(`${page.path} → ${link} (not root-relative)`);
        else if (redirects.has(path)) broken.push(`${page.path} → ${link} (a redirect: link to where it goes)`);
        else if (!resolvesInDist(path)) broken.push(`${page.path} → ${link} (no such page or file)`);
        // "#top" is the top of the document in HTML, with or without such an id (Head.astro's rel=expect names it).
        else if (fragment && fragment !== 'top' && byPath.has(path) && !byPath.get(path)!.includes(`id="${fragment}"`))
          broken.push(`${page.path} → ${link} (no id="${fragment}" there)`);
      }
    }
    expect(checked, 'internal links checked').toBeGreaterThan(10_000);
    expect(broken).toEqual([]);
  });

  it('gives every page its own title, a description, a canonical link and its language: lang="es" under /es, lang="en" elsewhere', () => {
    const titles = new Map<string, string>();
    for (const page of pages) {
      const title = /<title>([^<]+)<\/title>/.exec(page.html)?.[1];
      expect(title, page.path).toBeTruthy();
      expect(/<meta name="description" content="[^"]{20,}"/.test(page.html), page.path).toBe(true);
      const lang = page.path === '/es' || page.path.startsWith('/es/') ? 'es' : 'en';
      expect(new RegExp(`<html lang="${lang}"`).test(page.html), page.path).toBe(true);
      if (!ERROR_PAGE_PATHS.has(page.path)) {
        expect(/<link rel="canonical" href="https?:\/\/[^"]+"/.test(page.html), page.path).toBe(true);
        expect(titles.get(title!), `${page.path} repeats the title of ${titles.get(title!)}`).toBeUndefined();
        titles.set(title!, page.path);
      }
    }
  });

  it('makes every external link open in a new tab without an opener', () => {
    for (const page of pages) {
      for (const match of page.html.matchAll(/<a\s[^>]*href="https?:\/\/[^"]*"[^>]*>/g)) {
        expect(match[0], page.path).toContain('target="_blank"');
        // Partner links add `sponsored` to the same rel (PARTNER_LINK_ATTRS), so check the tokens, not the exact string.
        const rel = (/\srel="([^"]*)"/.exec(match[0])?.[1] ?? '').split(/\s+/);
        expect(rel, `${page.path}: ${match[0]}`).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      }
    }
  });

  it('requests no script on load on content pages', () => {
    for (const page of pages.filter((p) => !SCRIPTED_PAGES.has(p.path))) {
      expect(page.html, page.path).not.toMatch(/<script[^>]+\ssrc=/);
      expect(page.html, page.path).not.toMatch(/<link[^>]+rel="modulepreload"/);
      // Islands on content pages hydrate only on visibility or interaction.
      expect(page.html, page.path).not.toMatch(/client="(load|idle)"/);
    }
  });

  it('paints no frame before the page is parsed, on every page (a half-parsed header or sticky bar moved as it grew)', () => {
    // "#top" is the top of the document: rendering waits for the end of parsing. An element target would
    // unblock at its start tag, and an element with id="top" would turn the link into one.
    const waitsForWholePage = (html: string) =>
      html.slice(0, html.indexOf('</head>')).includes('<link rel="expect" href="#top" blocking="render">') && !/\sid="top"/.test(html);
    expect(
      waitsForWholePage('<head><link rel="expect" href="#site-header" blocking="render"></head><body><header id="site-header">…</header></body>'),
      'fixture: an element target',
    ).toBe(false);
    expect(
      waitsForWholePage('<head><link rel="expect" href="#top" blocking="render"></head><body><div id="top"></div></body>'),
      'fixture: an element named top',
    ).toBe(false);
    for (const page of pages) expect(waitsForWholePage(page.html), page.path).toBe(true);
  });

  it('keeps the space between two sentences where an expression, a link or a date meets text', () => {
    // Astro drops the line break after a {expression} in a template, so ").\nLast reviewed" was built as ").Last reviewed".
    const runTogether = (html: string) => html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, '').match(/\)\.[A-Z][a-z]|[a-z]\.<a\s[^>]*>[A-Z]/g) ?? [];
    expect(runTogether('<p>Source (<a href="/x">text</a>).Last reviewed</p><p>advice.<a href="/y">All rules</a></p>'), 'fixture').toHaveLength(2);
    expect(runTogether('<p>Source (<a href="/x">text</a>). Last reviewed</p><p>advice. <a href="/y">All rules</a></p>'), 'fixture').toEqual([]);
    for (const page of pages) expect(runTogether(page.html), page.path).toEqual([]);
  });

  it('inlines the CSS each page uses, so no stylesheet blocks the first paint', () => {
    for (const page of pages) {
      const head = page.html.slice(0, page.html.indexOf('</head>')).replace(/<noscript[^>]*>[\s\S]*?<\/noscript>/g, '');
      // The site's stylesheet is added by a one-line inline script once the first paint has been shown
      // (never render-blocking); without JavaScript, the <noscript> copy applies it.
      const blocking = [...head.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g)].filter((m) => !/media="print"/.test(m[0]));
      expect(blocking, page.path).toEqual([]);
      expect(head, page.path).toMatch(/<style>(?:(?!<\/style>)[\s\S]){1000,}<\/style>/);
      // …and the script that adds it is there wherever a deferred copy is.
      if (page.html.includes('<noscript data-css>')) {
        expect(page.html, page.path).toContain(
          `<script>${paintedPromiseScript()}${PAINTED}.then(()=>{for(const n of document.querySelectorAll("noscript[data-css]"))`,
        );
      }
    }
  });

  it('fits every page, HTML with its inlined CSS, in the first round trip (14 KB gzipped)', () => {
    const over: string[] = [];
    for (const page of pages) {
      const bytes = gzipBytes(page.html);
      const budget = pageBudgetBytes(page.path);
      if (bytes > budget) over.push(`${page.path}: ${bytes} B > ${budget} B`);
    }
    expect(over).toEqual([]);
  });
});
