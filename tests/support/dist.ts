/** Reading the built site in dist/: pages, their links and sizes. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { isTopLevelGuide } from '@/lib/content/urls';

export const DIST = join(process.cwd(), 'dist');

export function listFiles(dir: string = DIST): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

export interface BuiltPage {
  /** URL path, e.g. `/guides/sba-loans` (`/` for the home page). */
  path: string;
  file: string;
  html: string;
}

/** Astro writes redirect pages too; they are not pages a reader sees. */
const isRedirectPage = (html: string) => /<meta http-equiv="refresh"/i.test(html) && html.length < 2000;

export function builtPages(): BuiltPage[] {
  return listFiles()
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const rel = relative(DIST, file).split(sep).join('/');
      const path = '/' + rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
      return { path: path === '/' ? '/' : path.replace(/\/$/, ''), file, html: readFileSync(file, 'utf8') };
    })
    .filter((page) => !isRedirectPage(page.html));
}

export function redirectPaths(): Set<string> {
  const file = join(DIST, '_redirects');
  const fromFile = existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .map((line) => line.trim().split(/\s+/)[0])
        .filter((from): from is string => !!from && from.startsWith('/'))
    : [];
  const fromPages = listFiles()
    .filter((f) => f.endsWith('.html'))
    .filter((f) => isRedirectPage(readFileSync(f, 'utf8')))
    .map(
      (f) =>
        '/' +
        relative(DIST, f)
          .split(sep)
          .join('/')
          .replace(/\/?index\.html$/, ''),
    );
  return new Set([...fromFile, ...fromPages]);
}

export function resolvesInDist(path: string): boolean {
  const clean = decodeURIComponent(path.split(/[?#]/)[0] ?? '/').replace(/\/+$/, '') || '/';
  if (clean === '/') return existsSync(join(DIST, 'index.html'));
  return [clean, `${clean}.html`, `${clean}/index.html`].some((candidate) => {
    const full = join(DIST, candidate);
    return existsSync(full) && statSync(full).isFile();
  });
}

/** Every href and src in a page (attribute values as written). */
export function linksIn(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) found.push(match[1]!.replace(/&(?:amp|#38|#x26);/gi, '&'));
  return found;
}

/** The "not found" pages: served with status 404 for missing paths (the Spanish one under /es/), never linked as pages. */
export const ERROR_PAGE_PATHS: ReadonlySet<string> = new Set(['/404', '/es/404']);

export const gzipBytes = (text: string | Buffer): number => gzipSync(text, { level: 9 }).length;

/**
 * The one place for JavaScript budgets: the pages that may load JavaScript on first paint (an island), each
 * with the most gzipped JavaScript it may load before the reader does anything (tests/e2e/js-budget.spec.ts).
 * Every other page is a content page and loads none (tests/build/site.test.ts).
 */
export const JS_BUDGET_KB: Readonly<Record<string, number>> = {
  // Issue 43 (branch issue-43-resources, measured 2026-11-26): the parser's message for commas and points it will
  // not guess at (src/lib/calculator/decimal-marks.ts) and the module that carries a tool's figures into the
  // language links (src/lib/site/tool-address.ts) add 0.1–0.4 KB to every tool page; seven pages within that of
  // their budget went 1 KB up: stacked advances 89,170 B (Spanish 89,460), check my disclosure 88,164, cash
  // forecast 99,753, Spanish offer comparison 88,258 and repayment schedule 88,447 B. The Spanish search (88,074 B)
  // loads neither module: it imports the page-pair table, three pairs longer; its growth is not otherwise isolated.
  '/funding-calculator': 85,
  '/tools/eligibility-checker': 85,
  // 85.02 KB (87,060 B) on 2026-11-26 after the merges: the header search's on-touch directive (0.2 KB) and
  // issue 39's time rule. Issue 40's tool kit is to bring every tool page to 75 KB.
  // 86.9 / 87.0 KB (88,943 / 89,118 B) after the offer fields came from the tool kit (issue 40): the kit's
  // shared field chunk (1.1 KB, every kit tool loads it) against 0.2 KB of the offer form's own markup.
  // 87.2 KB (89,339 B; 88,952 before) once a keystroke redrew only its own field (issue 40, responsiveness):
  // the kit fields' memo comparator, handlers made once and the address written with the deferred results,
  // 0.3–0.5 KB on every kit tool page; this page had 136 B of room.
  '/tools/compare-offers': 88,
  // 85.1 KB on 2026-11-26: the time rule's module (src/lib/calculator/time.ts) and the field that empties while
  // its source is invalid took it just over 85.
  // The schedule: 89,118 B, 30 B past 87 KB.
  '/tools/mca-repayment-calculator': 88,
  // 85.4 KB (Spanish 85.9) on 2026-11-26: payoff dates skip Federal Reserve holidays (src/lib/calculator/calendar.ts, 1 KB).
  // 86.4 KB (88,494 B) after the cash forecast landed: it reads the stacked advances' page address through
  // the same module (src/lib/paying/stacked-form.ts), which is now a chunk of its own with its own wrapper.
  // 88.0 KB (90,128 B; 89,498 before) once the calculator, checker and disclosure check took their fields from
  // the kit (issue 40): the kit's fields are now a chunk of their own rather than part of useQueryForm's,
  // with the optional props those tools need (a help tip beside the label, a group's message, a date's error).
  '/tools/stacked-advances': 89,
  '/tools/renewal-calculator': 85,
  '/tools/reconciliation-letter': 85,
  '/tools/lien-termination-letter': 85,
  '/tools/payoff-letter-request': 85,
  // 85.4 KB on 2026-11-26: each state's tolerance rule, the calendar reading of the APR and its holidays.
  // 87.1 KB (89,173 B; 87,778 B before) after the check took the tools' shape for its Spanish twin: a thin
  // island over a core shared by both languages, every word in a catalog object the core reads by name
  // (disclosure.en.ts), and the lib's messages and verdict sentences passed in as words.
  // 89.6 KB (91,717 B; 89,949 B before) once its fields came from the tool kit (issue 40): the kit's shared
  // field chunk (1.3 KB) and address-state hook (0.6 KB), which the other kit tools already load; its own
  // core went 0.2 KB down. The calculator (+1.7 KB, 85,987 B) and the checker (+1.1 KB) stayed within 85.
  '/tools/check-my-disclosure': 90,
  // 96.8 KB (99,136 B) on 2026-11-26: the other tools' shared pieces plus the forecast's island (12.8 KB: its
  // form, the 13-week arithmetic, the chart and tables, and every word in one catalog). The CSV reader
  // (papaparse, 8 KB) and what only a file shows load when a file is chosen, so they do not count here.
  // 98.2 KB (100,588 B; 99,974 before) after the same kit change as the stacked check's.
  // 96.0 KB (98,338 B) once what only a file shows left the first load: the debits' answers, the history's
  // weeks (src/lib/cash-runway/file-choices.ts, history.ts) and their words (cash-runway-file.en.ts) load with
  // the file reader.
  '/tools/cash-runway': 97,
  '/es/herramientas/verificador-de-elegibilidad': 85,
  // 86.3 KB (88,327 B) on 2026-11-26 after the merges: the holiday calendar (issue 39) and the header search's
  // directive (issue 44) together.
  // 88.3 KB (90,448 B; 89,819 before) after the same kit change as the English page's.
  '/es/herramientas/adelantos-acumulados': 89,
  '/es/herramientas/calculadora-de-renovacion': 85,
  // 85.0 KB (87,055 B; 86,645 before) once a keystroke redrew only its own field (issue 40, responsiveness: the
  // kit fields' memo comparator, handlers made once, the figures and the letter over a deferred value): 15 B past 85.
  '/es/herramientas/carta-de-reconciliacion': 86,
  // 88.4 KB (90,568 B) on 2026-11-26: the English twin's core with its Spanish catalog (disclosure.es.ts), plus
  // the language link's address module (src/lib/site/tool-address.ts) and plain figures in the address.
  // 90.2 KB (92,320 B) with the tool kit's fields and address hook, as on the English page.
  '/es/herramientas/revisar-mi-divulgacion': 91,
  '/es/herramientas/solicitud-de-carta-de-liquidacion': 85,
  '/es/herramientas/carta-para-cancelar-el-gravamen': 85,
  // 99.1 KB (101,483 B) on 2026-11-26, against the English page's 96.7 KB (99,057 B): the same island with
  // its Spanish catalog (cash-runway.es.ts) and the Spanish field and offer words it shares with the stacked
  // check, which run longer than the English ones. As on /tools/cash-runway, the file reader is not counted.
  // 100.0 KB (102,415 B) after the address came to carry plain figures (plainQuery, src/lib/paying/form.ts): 15 B past 100.
  // 98.3 KB (100,707 B) with what only a file shows loaded with the file, as on the English page.
  '/es/herramientas/pronostico-de-efectivo': 99,
  '/blog': 85,
  // The Spanish tools: the English twins' budgets, except two. The offer comparison and the repayment
  // schedule load 85.0 and 85.2 KB (87,0xx and 87,2xx B on 2026-11-25), a little over 85: Spanish words are
  // longer than English ones. Each page now loads its own language's words only (the lib takes them as
  // arguments; tests/e2e/js-budget.spec.ts checks), which took these two down from 86.0 KB.
  // 85.0 KB (87,052 B) once the figures came from the kit's FigureGrid (a chunk the calculator, renewal and
  // reconciliation share, about 0.35 KB on each of their pages with its wrapper): 12 B past 85.
  '/es/calculadora-de-financiamiento': 86,
  // 87.3 / 87.5 KB (89,434 / 89,606 B) with the kit's field chunk, as their English twins.
  '/es/herramientas/comparar-ofertas': 88,
  '/es/herramientas/calendario-de-pagos': 88,
  // The search pages hydrate their box after the first paint, so a shared /search?q= link shows its
  // results at once: React, Fuse.js and the search island, as on /blog (the index itself is fetched only
  // for a query). 85,669 B and 86,789 B on 2026-11-26: the Spanish catalog's words are longer.
  '/search': 85,
  '/es/buscar': 87,
};

export const SCRIPTED_PAGES: ReadonlySet<string> = new Set(Object.keys(JS_BUDGET_KB));

export type PageType = 'home' | 'guide' | 'article' | 'landing' | 'tool' | 'listing' | 'page';

export function pageType(path: string): PageType {
  if (path === '/' || path === '/es') return 'home';
  if (path.startsWith('/guides/') || path.startsWith('/es/guias/') || isTopLevelGuide(path.slice(1))) return 'guide';
  if (/^(\/es)?\/blog\/.+/.test(path)) return 'article';
  // State, state × industry and city × industry pages; the Spanish state and state × industry pages.
  if (/^\/resources\/funding-by-location(\/[^/]+){1,3}$/.test(path)) return 'landing';
  if (/^\/es\/recursos\/financiamiento-por-ubicacion(\/[^/]+){1,2}$/.test(path)) return 'landing';
  if (SCRIPTED_PAGES.has(path) && path !== '/blog') return 'tool';
  if (['/blog', '/guides', '/faq', '/resources'].includes(path) || path.startsWith('/resources/')) return 'listing';
  return 'page';
}

/** 14 KB: what a new TCP connection delivers in its first round trip (10 segments of ~1,460 B). */
const FIRST_ROUND_TRIP = 14 * 1024;

/** Each page type's budget for its HTML with inlined CSS, gzipped (tests/build/site.test.ts). */
export const PAGE_BUDGET_BYTES: Readonly<Record<PageType, number>> = {
  home: FIRST_ROUND_TRIP,
  guide: FIRST_ROUND_TRIP,
  article: FIRST_ROUND_TRIP,
  landing: FIRST_ROUND_TRIP,
  listing: FIRST_ROUND_TRIP,
  tool: FIRST_ROUND_TRIP,
  page: FIRST_ROUND_TRIP,
};

/**
 * Pages allowed past the first round trip, each with the reason. Issue 44 put a search box in every page's
 * header and navigation sheet (two islands that hydrate on the reader's touch, with Astro's directive and
 * the touch loader: 0.9–1.0 KB gzipped on a page that had no island) and share-card tags (about 60 B).
 * These pages were already within 1 KB of 14 KB (the two glossaries at 14,303 and 14,245 B); with search
 * they measured 14,492–15,318 B on 2026-11-26. Until they are trimmed, their HTML's last bytes take one
 * more round trip; every other page still fits the first.
 */
const PAGE_BUDGET_OVERRIDES: Readonly<Record<string, number>> = {
  ...Object.fromEntries(
    [
      '/glossary',
      '/es/glosario',
      '/es/preguntas-frecuentes',
      '/es/guias/adelanto-de-efectivo-para-comercios',
      '/es/recursos/leyes-estatales',
      '/es/recursos/leyes-estatales/orden/cap',
      '/es/recursos/leyes-estatales/orden/in-force',
      '/es/recursos/leyes-estatales/orden/apr',
      // After the issue 39, 41, 43 and 44 merges (2026-11-26): the disclosure check with each state's quoted
      // accuracy rule (14,797 B), the confession-of-judgment article with its Section 1071 paragraph and its
      // Spanish twin (14,345 and 14,816 B), and two Spanish pages within 4 B of the line.
      '/tools/check-my-disclosure',
      '/blog/confessions-of-judgment-and-state-disclosure-laws',
      '/es/blog/confesion-de-sentencia-y-leyes-de-divulgacion',
      '/es/guias/acumular-adelantos',
      '/es/herramientas/comparar-ofertas',
      // The Spanish help center's complaint page lists every state office checked, with its Spanish notes
      // (14,857 B on 2026-11-26; its English twin fits in 14 KB): Spanish runs about 15% longer.
      '/es/ayuda/quejarse-de-un-financiador-o-corredor',
      // The Spanish cash forecast (14,691 B on 2026-11-26; its English twin fits in 14 KB): the form's labels, hints
      // and the method notes run about 15% longer in Spanish.
      '/es/herramientas/pronostico-de-efectivo',
      // Issue 44's "Report a problem with this page" link, a mailto: with the page's title and address (113–280 B
      // a page, 130 B here), took these two over on 2026-11-26: 14,339 B (the state-law hub) and 14,352 B.
      '/resources/state-laws',
      '/es/herramientas/calendario-de-pagos',
      // The article list grows with each article: 14,363 B on 2026-11-26 with 14 articles and the cash forecast's
      // link in the shell. The next articles call for a second page of the list rather than a higher line.
      '/blog',
    ].map((path) => [path, 15.5 * 1024]),
  ),
  // The Spanish disclosure check (16,569 B on 2026-11-26; its English twin 15,169 B by gzip -9): the island's
  // props carry each other state's Spanish owner summary (content/state-laws-es), longer than the English
  // files' one-line disclosure summaries, and the page's words run about 15% longer. To trim: a shorter
  // Spanish summary per state for the check.
  '/es/herramientas/revisar-mi-divulgacion': 16.5 * 1024,
};

/** A page's budget for its HTML with inlined CSS, gzipped. */
export const pageBudgetBytes = (path: string): number => PAGE_BUDGET_OVERRIDES[path] ?? PAGE_BUDGET_BYTES[pageType(path)];
