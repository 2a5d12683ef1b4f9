import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { getArticles, urlOf } from '@/data/published';
import { SITE } from '@/lib/site/config';

export async function GET(context: APIContext) {
  const articles = await getArticles();
  return rss({
    title: `${SITE.name} articles`,
    description: SITE.tagline,
    site: context.site ?? SITE.url,
    items: articles.map((entry) => ({
      title: entry.data.title,
      description: entry.data.excerpt,
      pubDate: entry.data.publishDate,
      link: urlOf(entry),
      categories: [...entry.data.tags],
    })),
    customData: '<language>en-us</language>',
    // Our URLs have no trailing slash (astro.config trailingSlash: 'never').
    trailingSlash: false,
  });
}
