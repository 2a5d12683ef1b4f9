import { SITE } from '@/lib/site/config';
import { sitemapIndexXml } from '@/lib/site/sitemap';

export function GET() {
  return new Response(sitemapIndexXml(SITE.url), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
