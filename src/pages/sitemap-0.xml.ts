import { SITE } from '@/lib/site/config';
import { sitemapXml } from '@/lib/site/sitemap';
import { sitemapEntries } from '@/data/sitemap';

export async function GET() {
  return new Response(sitemapXml(SITE.url, await sitemapEntries()), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
