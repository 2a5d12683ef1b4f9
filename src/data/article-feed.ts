/**
 * The article feed of one language (/rss.xml, /es/rss.xml): that language's published articles only, with
 * absolute links. What differs between the two feeds is in src/lib/site/feeds.ts.
 */
import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { getArticles, urlOf } from '@/data/published';
import { FEEDS } from '@/lib/site/feeds';
import { SITE } from '@/lib/site/config';
import type { Lang } from '@/lib/i18n/lang';

export async function articleFeed(context: APIContext, lang: Lang): Promise<Response> {
  const feed = FEEDS[lang];
  const articles = await getArticles(lang);
  return rss({
    title: feed.title,
    description: feed.description,
    site: context.site ?? SITE.url,
    items: articles.map((entry) => ({
      title: entry.data.title,
      description: entry.data.excerpt,
      pubDate: entry.data.publishDate,
      link: urlOf(entry),
      categories: [...entry.data.tags],
    })),
    customData: `<language>${feed.language}</language>`,
    // Our URLs have no trailing slash (astro.config trailingSlash: 'never').
    trailingSlash: false,
  });
}
