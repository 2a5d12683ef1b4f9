/**
 * Issue 43: the Spanish article feed. /es/rss.xml is well-formed RSS listing exactly the published Spanish
 * articles, with absolute links; Spanish pages link it (and not the English feed), English pages the English one.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { SyntaxValidator } from 'fast-xml-validator';
import { DIST, builtPages } from '../support/dist';
import { readFrontmatter } from '@/lib/content/frontmatter';
import { FEEDS } from '@/lib/site/feeds';
import { SITE } from '@/lib/site/config';

const xml = readFileSync(join(DIST, 'es', 'rss.xml'), 'utf8');
const dir = join(process.cwd(), 'content', 'blog', 'es');
const publishedEs = readdirSync(dir)
  .filter((name) => /^[^_].*\.mdx?$/.test(name))
  .filter((name) => readFrontmatter(readFileSync(join(dir, name), 'utf8')).draft !== true)
  .map((name) => `/es/blog/${name.replace(/\.mdx?$/, '')}`);

/** Well-formed XML (fast-xml-parser's maintainers moved validation to fast-xml-validator). */
const wellFormed = (text: string) => {
  try {
    return SyntaxValidator.validate(text) === true;
  } catch {
    return false;
  }
};

interface Channel {
  title: string;
  language: string;
  link: string;
  item: Array<{ title: string; link: string; guid: string; description: string; pubDate: string }>;
}

describe('the Spanish article feed', () => {
  it('is well-formed RSS 2.0 in Spanish', () => {
    expect(wellFormed(xml)).toBe(true);
    expect(wellFormed(xml.replace('</channel>', ''))).toBe(false);
    const doc = new XMLParser({ isArray: (name) => name === 'item' }).parse(xml) as { rss: { channel: Channel } };
    expect(doc.rss.channel.title).toBe(FEEDS.es.title);
    expect(doc.rss.channel.language).toBe('es-us');
    for (const item of doc.rss.channel.item) {
      expect(item.title.length, item.link).toBeGreaterThan(5);
      expect(Number.isNaN(Date.parse(item.pubDate)), item.link).toBe(false);
    }
  });

  it('lists exactly the published Spanish articles, each by its absolute address', () => {
    const doc = new XMLParser({ isArray: (name) => name === 'item' }).parse(xml) as { rss: { channel: Channel } };
    const links = doc.rss.channel.item.map((item) => item.link);
    expect(publishedEs.length).toBeGreaterThanOrEqual(10);
    for (const link of links) expect(link, link).toMatch(new RegExp(`^${SITE.url.replace(/[.]/g, '\\.')}/es/blog/[a-z0-9-]+$`));
    expect(links.map((link) => new URL(link).pathname).sort()).toEqual([...publishedEs].sort());
  });

  it('is linked from Spanish pages only; English pages link the English feed', () => {
    const feedLinks = (html: string) => [...html.matchAll(/<link rel="alternate" type="application\/rss\+xml"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    const pages = builtPages().filter((p) => !/^\/(es\/)?404$/.test(p.path));
    let es = 0;
    for (const page of pages) {
      const spanish = page.path === '/es' || page.path.startsWith('/es/');
      if (spanish) es += 1;
      expect(feedLinks(page.html), page.path).toEqual([spanish ? FEEDS.es.path : FEEDS.en.path]);
    }
    expect(es).toBeGreaterThan(100);
    const blogEs = readFileSync(join(DIST, 'es', 'blog', 'index.html'), 'utf8');
    expect(blogEs).toContain(`href="${FEEDS.es.path}"`);
    expect(blogEs).not.toContain(`href="${FEEDS.en.path}"`);
  });
});
