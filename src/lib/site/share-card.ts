/**
 * Share cards: the 1200 × 630 picture a link preview shows (Open Graph, X), one per indexable page, in its
 * language: the page's title, what kind of page it is, the state on law and landing pages, and the brand.
 * This module decides what each card says and where it lives; Head.astro references it, and the build
 * draws it (src/integrations/share-cards.ts with src/node/share-card-image.ts). Pure.
 */
import type { Lang } from '../i18n/lang';
import { isTopLevelGuide } from '../content/urls';
import { ES_ROUTES } from '../i18n/pages';
import { ROUTES } from './routes';
import { TOOL_KEYS } from './nav';
import { LANDING_BASE } from '../landing/urls';

export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;
/** Cards are written under this folder, at the page's own path: /og/guides/sba-loans.png. */
const CARD_DIR = '/og';

type CardKind = 'home' | 'guide' | 'article' | 'tool' | 'law' | 'place' | 'glossary' | 'faq' | 'search' | 'page';

/** The kind's name on the card and in its alt text. */
const KIND_LABELS: Readonly<Record<Lang, Record<CardKind, string>>> = {
  en: {
    home: 'Small-business funding, explained',
    guide: 'Guide',
    article: 'Article',
    tool: 'Free tool',
    law: 'State law',
    place: 'Funding by location',
    glossary: 'Glossary',
    faq: 'FAQ',
    search: 'Search',
    page: 'About Ledgerwise',
  },
  es: {
    home: 'Financiamiento para pequeñas empresas, explicado',
    guide: 'Guía',
    article: 'Artículo',
    tool: 'Herramienta gratuita',
    law: 'Ley estatal',
    place: 'Financiamiento por estado',
    glossary: 'Glosario',
    faq: 'Preguntas frecuentes',
    search: 'Búsqueda',
    page: 'Sobre Ledgerwise',
  },
};

/** What a card says; `src` is its root-relative path. */
export interface ShareCard {
  src: string;
  lang: Lang;
  kind: string;
  title: string;
  state?: string;
  /** The picture in words: what a screen reader says for the preview. */
  alt: string;
}

/** The card of a page at a path: /og/index.png for the home page, /og/es.png for /es. */
export const shareCardPath = (path: string): string => `${CARD_DIR}${path === '/' ? '/index' : path}.png`;

const TOOL_PATHS = new Set<string>(TOOL_KEYS.flatMap((key) => [ROUTES[key], key in ES_ROUTES ? ES_ROUTES[key as keyof typeof ES_ROUTES] : ROUTES[key]]));

/** What kind of page a path is, for its card. */
function kindOf(path: string): CardKind {
  if (path === '/' || path === '/es') return 'home';
  if (TOOL_PATHS.has(path)) return 'tool';
  if (path.startsWith('/guides/') || path.startsWith('/es/guias/') || isTopLevelGuide(path.slice(1))) return 'guide';
  if (/^(\/es)?\/blog\/./.test(path)) return 'article';
  if (path.startsWith(`${ROUTES.stateLaws}`) || path.startsWith(ES_ROUTES.stateLaws)) return 'law';
  if (path.startsWith(LANDING_BASE) || path.startsWith(ES_ROUTES.byLocation)) return 'place';
  if (path === ROUTES.glossary || path === ES_ROUTES.glossary) return 'glossary';
  if (path === ROUTES.faq || path === ES_ROUTES.faq) return 'faq';
  if (path === ROUTES.search || path === ES_ROUTES.search) return 'search';
  return 'page';
}

export function shareCardFor(page: { path: string; title: string; lang: Lang; state?: string }): ShareCard {
  const kind = KIND_LABELS[page.lang][kindOf(page.path)];
  const label = page.state ? `${kind} · ${page.state}` : kind;
  return {
    src: shareCardPath(page.path),
    lang: page.lang,
    kind,
    title: page.title,
    ...(page.state ? { state: page.state } : {}),
    alt: `${label}: ${page.title}. Ledgerwise`,
  };
}
