import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { builtPages, linksIn, resolvesInDist, type BuiltPage } from '../support/dist';
import { sitemapPaths } from '../support/sitemap';
import { helpUrl } from '@/lib/content/urls';
import { ROUTES } from '@/lib/site/routes';
import { stateLawPath, type StateLawData } from '@/lib/state-laws/rules';
import { FTC_ROUTE, needsComplaintRoute } from '@/lib/state-laws/complaints';

/** Expectations come from the content files and the rules in src/lib, not from lists typed here. */
const HELP_DIR = join(process.cwd(), 'content', 'help');
const helpIds = readdirSync(HELP_DIR)
  .filter((f) => /^[^_].*\.mdx$/.test(f))
  .map((f) => f.replace(/\.mdx$/, ''));
const LAW_DIR = join(process.cwd(), 'content', 'state-laws');
const laws = readdirSync(LAW_DIR)
  .filter((f) => /^[^_].*\.yaml$/.test(f))
  .map((f) => ({ slug: f.replace(/\.yaml$/, ''), data: parse(readFileSync(join(LAW_DIR, f), 'utf8')) as StateLawData }));

const pages = new Map<string, BuiltPage>(builtPages().map((p) => [p.path, p]));
const sitemap = new Set(sitemapPaths());
const page = (path: string) => {
  const found = pages.get(path);
  if (!found) throw new Error(`${path} was not built`);
  return found.html;
};
const h2s = (html: string) => [...html.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1]!.trim());
const jsonLdTypes = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g)].flatMap((m) => {
    const data = JSON.parse(m[1]!) as { '@type': string } | Array<{ '@type': string }>;
    return (Array.isArray(data) ? data : [data]).map((d) => d['@type']);
  });
const titleOf = (html: string) => /<title>([^<]+)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

/** The five parts every situation answers, in this order (src/content.config.ts, `help`). */
const PARTS = ['What is happening', 'In the next 48 hours', 'In the next 30 days', 'Deadlines that matter', 'The risks of each choice'];

describe('the help centre in dist/', () => {
  it('builds /help and one page per situation, each in the sitemap with its own title, description, breadcrumbs and JSON-LD', () => {
    expect(helpIds.length).toBeGreaterThanOrEqual(8);
    const titles = new Set<string>();
    for (const path of [ROUTES.help, ...helpIds.map(helpUrl)]) {
      const html = page(path);
      expect(sitemap.has(path), `${path} in the sitemap`).toBe(true);
      const title = titleOf(html)!;
      expect(titles.has(title), `${path}: title "${title}" is unique`).toBe(false);
      titles.add(title);
      expect(descriptionOf(html)?.length ?? 0, `${path}: description`).toBeGreaterThanOrEqual(50);
      expect(html, `${path}: breadcrumbs`).toContain('aria-label="Breadcrumb"');
      expect(jsonLdTypes(html), `${path}: JSON-LD`).toContain('BreadcrumbList');
      expect(jsonLdTypes(html)).toContain(path === ROUTES.help ? 'CollectionPage' : 'Article');
      expect(html, `${path}: no script needed`).not.toMatch(/<script(?![^>]*type="application\/ld\+json")[^>]*src=/);
    }
  });

  it('lists every situation on /help, each link resolving', () => {
    const links = linksIn(page(ROUTES.help));
    for (const id of helpIds) expect(links, helpUrl(id)).toContain(helpUrl(id));
    for (const link of links.filter((l) => l.startsWith('/'))) expect(resolvesInDist(link), link).toBe(true);
  });

  it('answers the five parts in order on every situation page, then the tools, where to get help and the sources', () => {
    for (const id of helpIds) {
      const headings = h2s(page(helpUrl(id)));
      const parts = headings.filter((h) => PARTS.includes(h));
      expect(parts, id).toEqual(PARTS);
      expect(headings, id).toEqual(expect.arrayContaining(['Tools and letters that help', 'Where to get help', 'Sources']));
      expect(headings.indexOf('Where to get help'), id).toBeGreaterThan(headings.indexOf('The risks of each choice'));
    }
  });

  it('is linked from the header, the footer, the home page and each tool for owners already paying', () => {
    const home = page('/');
    expect(home).toContain(`href="${ROUTES.help}"`);
    expect(home.match(new RegExp(`href="${ROUTES.help}"`, 'g'))!.length, 'header or sheet, footer and home section').toBeGreaterThanOrEqual(3);
    for (const tool of [ROUTES.stackedAdvances, ROUTES.renewalCalculator, ROUTES.reconciliationLetter]) {
      expect(page(tool).match(new RegExp(`href="${ROUTES.help}"`, 'g'))!.length, tool).toBeGreaterThanOrEqual(2);
      expect(page(tool), tool).toContain('data-help-note');
    }
  });
});

describe('where to complain', () => {
  const needing = laws.filter((law) => needsComplaintRoute(law.data));

  it('names an office for each of the twelve states with a disclosure law and for DC', () => {
    expect(needing.length).toBeGreaterThanOrEqual(13);
    for (const law of needing) expect(law.data.complaints?.length ?? 0, law.slug).toBeGreaterThan(0);
  });

  it('shows each state its own offices, and the FTC, on its law page', () => {
    for (const law of laws) {
      const html = page(stateLawPath(law.slug));
      expect(html, law.slug).toContain('data-complaint-routes');
      expect(html, law.slug).toContain(`href="${FTC_ROUTE.url}"`);
      for (const route of law.data.complaints ?? []) {
        expect(html, `${law.slug}: ${route.office}`).toContain(`href="${route.url.replaceAll('&', '&amp;')}"`);
      }
      if ((law.data.complaints ?? []).length === 0) expect(html, law.slug).toContain('data-no-complaint-route');
    }
  });

  it('lists every office in the help centre, and never presents an address nobody opened as confirmed', () => {
    const html = page(ROUTES.helpComplain);
    for (const law of needing) {
      for (const route of law.data.complaints ?? []) {
        const card = html.split(`data-complaint-office="${law.slug}"`)[1]?.split('</li>')[0] ?? '';
        expect(card, `${law.slug}: ${route.office}`).toContain(`href="${route.url.replaceAll('&', '&amp;')}"`);
        expect(card.includes('data-unchecked-address'), `${law.slug}: unchecked note`).toBe(!route.addressChecked);
      }
    }
    expect(html).toContain(`href="${FTC_ROUTE.url}"`);
  });
});

/** The Spanish help center: content/help/es, the same page as English (src/components/help/HelpPage.astro). */
const ES_DIR = join(HELP_DIR, 'es');
const esIds = readdirSync(ES_DIR)
  .filter((f) => /^[^_].*\.mdx$/.test(f))
  .map((f) => `es/${f.replace(/\.mdx$/, '')}`);
const PARTS_ES = ['Qué está pasando', 'En las próximas 48 horas', 'En los próximos 30 días', 'Plazos importantes', 'Los riesgos de cada opción'];

describe('the Spanish help center in dist/', () => {
  it('has a Spanish twin of every situation, at /es/ayuda, in the sitemap, each naming its English twin', () => {
    expect(esIds).toHaveLength(helpIds.length);
    for (const path of ['/es/ayuda', ...esIds.map(helpUrl)]) {
      const html = page(path);
      expect(path.startsWith('/es/ayuda'), path).toBe(true);
      expect(sitemap.has(path), `${path} in the sitemap`).toBe(true);
      expect(html, path).toMatch(/<html lang="es"/);
      expect(html, path).toMatch(/<link rel="alternate" hreflang="en" href="[^"]+\/help/);
    }
    const links = linksIn(page('/es/ayuda'));
    for (const id of esIds) expect(links, helpUrl(id)).toContain(helpUrl(id));
  });

  it('answers the five parts in order in Spanish, then its tools, where to get help and the sources, all in Spanish', () => {
    for (const id of esIds) {
      const html = page(helpUrl(id));
      const headings = h2s(html);
      expect(
        headings.filter((h) => PARTS_ES.includes(h)),
        id,
      ).toEqual(PARTS_ES);
      expect(headings, id).toEqual(expect.arrayContaining(['Herramientas y cartas que ayudan', 'Dónde conseguir ayuda']));
      for (const english of ['Tools and letters that help', 'Where to get help', 'all situations']) expect(html, id).not.toContain(english);
    }
  });
});
