/**
 * The two article feeds, one per language: where each lives, what it is called and which language it
 * declares. Every page's head links its own language's feed only (src/components/Head.astro); the feed
 * routes (src/pages/rss.xml.ts, src/pages/es/rss.xml.ts) and the blog indexes' visible link read this.
 */
import { SITE } from './config';
import type { Lang } from '../i18n/lang';

interface Feed {
  path: string;
  title: string;
  description: string;
  /** RSS <language>. */
  language: string;
  /** The visible link's words on the blog index. */
  linkText: string;
}

export const FEEDS: Readonly<Record<Lang, Feed>> = {
  en: {
    path: '/rss.xml',
    title: `${SITE.name} articles`,
    description: SITE.tagline,
    language: 'en-us',
    linkText: 'Follow new articles by RSS',
  },
  es: {
    path: '/es/rss.xml',
    title: `Artículos de ${SITE.name}`,
    description: 'Artículos independientes y claros sobre financiamiento para pequeños negocios',
    language: 'es-us',
    linkText: 'Siga los artículos nuevos por RSS',
  },
};
