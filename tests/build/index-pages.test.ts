import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { builtPages, linksIn, resolvesInDist, type BuiltPage } from '../support/dist';
import { TOOL_KEYS } from '@/lib/site/nav';
import { ROUTES } from '@/lib/site/routes';

/** The guide, article and tool indexes in both languages, against the content files and the tool list. */
const pages = new Map<string, BuiltPage>(builtPages().map((p) => [p.path, p]));
const html = (path: string) => {
  const found = pages.get(path);
  if (!found) throw new Error(`${path} was not built`);
  return found.html;
};
const files = (dir: string) =>
  readdirSync(join(process.cwd(), 'content', dir))
    .filter((f) => /^[^_].*\.mdx?$/.test(f))
    .map((f) => f.replace(/\.mdx?$/, ''));

describe('the index pages', () => {
  it('/es/guias and /es/blog list every Spanish guide and article, each link resolving', () => {
    const guides = files('guides/es');
    const articles = files('blog/es');
    expect(guides.length).toBeGreaterThanOrEqual(10);
    expect(articles.length).toBeGreaterThanOrEqual(14);
    const guideLinks = linksIn(html('/es/guias'));
    const articleLinks = linksIn(html('/es/blog'));
    for (const id of guides) expect(guideLinks, id).toContain(`/es/guias/${id}`);
    for (const id of articles) expect(articleLinks, id).toContain(`/es/blog/${id}`);
    for (const link of [...guideLinks, ...articleLinks].filter((l) => l.startsWith('/'))) expect(resolvesInDist(link), link).toBe(true);
  });

  it('/tools and /es/herramientas list every tool, each in the page’s language where it has a twin', () => {
    for (const path of [ROUTES.tools, '/es/herramientas']) {
      const links = linksIn(html(path));
      const toolLinks = links.filter(
        (l) =>
          l.startsWith('/tools/') ||
          l.startsWith('/es/herramientas/') ||
          l === ROUTES.calculator ||
          l === '/es/calculadora-de-financiamiento' ||
          l === ROUTES.eligibility,
      );
      expect(new Set(toolLinks).size, path).toBeGreaterThanOrEqual(TOOL_KEYS.length);
      for (const link of links.filter((l) => l.startsWith('/'))) expect(resolvesInDist(link), `${path} → ${link}`).toBe(true);
    }
    // Every tool has its Spanish page now, so none is linked in English.
    expect(html('/es/herramientas')).not.toContain('Todavía en inglés');
    expect(linksIn(html('/es/herramientas'))).toContain('/es/herramientas/revisar-mi-divulgacion');
    expect(linksIn(html('/es/herramientas'))).toContain('/es/herramientas/comparar-ofertas');
  });

  it('the Spanish guides and articles trail through their index (Inicio › Guías or Blog › the page)', () => {
    // The Spanish shell's menus link neither index, so the link is the trail's.
    expect(linksIn(html('/es/guias/prestamos-sba'))).toContain('/es/guias');
    expect(linksIn(html('/es/blog/comisiones-de-corredores'))).toContain('/es/blog');
  });
});
