import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, builtPages } from '../support/dist';
import { sitemapPaths } from '../support/sitemap';
import { contentFiles } from '../support/content-files';
import { articleUrl, guideUrl } from '@/lib/content/urls';

const articles = contentFiles('blog');
const guides = contentFiles('guides');
const published = articles.filter((a) => !a.draft);

describe('feeds and the sitemap', () => {
  const rss = readFileSync(join(DIST, 'rss.xml'), 'utf8');
  const rssLinks = [...rss.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => new URL(m[1]!).pathname);
  const sitemap = new Set(sitemapPaths());

  it('the RSS feed lists exactly the published articles', () => {
    expect(rssLinks.sort()).toEqual(published.map((a) => articleUrl(a.slug)).sort());
  });

  it('the sitemap lists every published guide and article and no draft', () => {
    for (const entry of published) expect(sitemap, entry.slug).toContain(articleUrl(entry.slug));
    for (const entry of guides.filter((g) => !g.draft)) expect(sitemap, entry.slug).toContain(guideUrl(entry.slug));
    for (const entry of [...articles, ...guides].filter((e) => e.draft)) {
      expect(sitemap).not.toContain(articleUrl(entry.slug));
      expect(sitemap).not.toContain(guideUrl(entry.slug));
    }
  });

  it('the sitemap lists only built pages, never the 404 page or a redirect', () => {
    const built = new Set(builtPages().map((p) => p.path));
    for (const path of sitemap) expect(built, path).toContain(path === '/' ? '/' : path.replace(/\/$/, ''));
    expect(sitemap).not.toContain('/404');
  });

  it('dates guides and articles with their last review', () => {
    const xml = readFileSync(join(DIST, 'sitemap-0.xml'), 'utf8');
    const first = published[0];
    if (!first) return;
    const entry = new RegExp(`<loc>[^<]*${articleUrl(first.slug)}</loc><lastmod>(\\d{4}-\\d{2}-\\d{2})`).exec(xml);
    expect(entry?.[1]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('robots.txt allows crawling and points at the sitemap', () => {
    const robots = readFileSync(join(DIST, 'robots.txt'), 'utf8');
    expect(robots).toContain('Allow: /');
    expect(robots).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap-index\.xml/);
  });

  it('the blog list shows every published article and no draft', () => {
    const blog = readFileSync(join(DIST, 'blog', 'index.html'), 'utf8');
    for (const entry of published) expect(blog, entry.slug).toContain(`href="${articleUrl(entry.slug)}"`);
    for (const entry of articles.filter((a) => a.draft)) expect(blog).not.toContain(`href="${articleUrl(entry.slug)}"`);
  });
});
