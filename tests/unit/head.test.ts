import { describe, expect, it } from 'vitest';
import { buildHead, breadcrumbJsonLd, canonicalPath, faqPageJsonLd, serializeJsonLd } from '@/lib/site/head';
import { SITE } from '@/lib/site/config';

describe('buildHead', () => {
  const head = buildHead({ title: 'SBA Loans', description: 'What SBA loans are.', path: '/guides/sba-loans/' });

  it('adds the site name to the title and keeps the description', () => {
    expect(head.title).toBe(`SBA Loans | ${SITE.name}`);
    expect(head.description).toBe('What SBA loans are.');
  });
  it('names the brand once when the title already has it (the home page)', () => {
    const home = buildHead({ title: `${SITE.name}: Small-Business Funding, Explained`, description: 'd', path: '/' });
    expect(home.title).toBe(`${SITE.name}: Small-Business Funding, Explained`);
    expect(home.title.split(SITE.name)).toHaveLength(2);
  });
  it('builds an absolute canonical URL without a trailing slash', () => {
    expect(head.canonical).toBe(`${SITE.url}/guides/sba-loans`);
  });
  it('lets pages be indexed unless they opt out', () => {
    expect(head.robots).toBe('index, follow');
    expect(buildHead({ title: 'x', description: 'y', path: '/404', noindex: true }).robots).toBe('noindex, follow');
  });
  it('points the canonical link (and og:url) elsewhere when a page names its main page', () => {
    const city = buildHead({ title: 'x', description: 'y', path: '/a/b/c', noindex: true, canonicalPath: '/a/c' });
    expect(new URL(city.canonical).pathname).toBe('/a/c');
    expect(city.meta.find((m) => m.property === 'og:url')?.content).toBe(city.canonical);
  });
  it('has Open Graph and Twitter tags matching the page', () => {
    const og = Object.fromEntries(head.meta.map((m) => [m.property ?? m.name, m.content]));
    expect(og['og:title']).toBe('SBA Loans');
    expect(og['og:url']).toBe(head.canonical);
    expect(og['twitter:card']).toBe('summary_large_image');
  });
  it('points an indexable page at its 1200 × 630 share card, with its size and words for the picture', () => {
    const og = Object.fromEntries(head.meta.map((m) => [m.property ?? m.name, m.content]));
    expect(og['og:image']).toBe(`${SITE.url}/og/guides/sba-loans.png`);
    expect(og['twitter:image']).toBe(og['og:image']);
    expect([og['og:image:width'], og['og:image:height']]).toEqual(['1200', '630']);
    expect(og['og:image:alt']).toBe('Guide: SBA Loans. Ledgerwise');
    expect(og['twitter:image:alt']).toBe(og['og:image:alt']);
    expect(head.card).toEqual({ src: '/og/guides/sba-loans.png', lang: 'en', kind: 'Guide', title: 'SBA Loans', alt: 'Guide: SBA Loans. Ledgerwise' });
  });
  it('names the state on a law or landing page card, in the page language', () => {
    const law = buildHead({ title: 'Texas MCA Law', description: 'd', path: '/resources/state-laws/texas', cardState: 'Texas' });
    expect(law.card?.alt).toBe('State law · Texas: Texas MCA Law. Ledgerwise');
    const es = buildHead({ title: 'Comparar ofertas', description: 'd', path: '/es/herramientas/comparar-ofertas', lang: 'es' });
    expect(es.card).toMatchObject({ src: '/og/es/herramientas/comparar-ofertas.png', kind: 'Herramienta gratuita' });
    expect(buildHead({ title: 'Inicio', description: 'd', path: '/es', lang: 'es' }).card?.src).toBe('/og/es.png');
  });
  it('gives a noindexed page no card: the small text preview', () => {
    const hidden = buildHead({ title: 'x', description: 'y', path: '/a/b/c', noindex: true });
    expect(hidden.card).toBeUndefined();
    const tags = Object.fromEntries(hidden.meta.map((m) => [m.property ?? m.name, m.content]));
    expect(tags['twitter:card']).toBe('summary');
    expect(tags['og:image']).toBeUndefined();
  });
  it('describes the organization on the home page only', () => {
    expect(head.jsonLd.some((d) => d['@type'] === 'FinancialService')).toBe(false);
    const org = buildHead({ title: 'Home', description: 'd'.repeat(60), path: '/' }).jsonLd[0]!;
    expect(org['@type']).toBe('FinancialService');
    expect(org['areaServed']).toEqual({ '@type': 'Country', name: 'US' });
    expect(org['currenciesAccepted']).toBe('USD');
  });
});

describe('canonicalPath', () => {
  it.each([
    ['/', '/'],
    ['/blog/', '/blog'],
    ['/blog?q=x', '/blog'],
    ['/guides/sba-loans.html', '/guides/sba-loans'],
  ])('%s → %s', (input, expected) => expect(canonicalPath(input)).toBe(expected));
});

describe('structured data helpers', () => {
  it('numbers breadcrumb positions from 1 with absolute URLs', () => {
    const data = breadcrumbJsonLd([
      { name: 'Home', path: '/' },
      { name: 'Guides', path: '/guides' },
    ]) as { itemListElement: Array<{ position: number; item: string }> };
    expect(data.itemListElement.map((i) => i.position)).toEqual([1, 2]);
    expect(data.itemListElement[1]!.item).toBe(`${SITE.url}/guides`);
  });
  it('turns questions into FAQPage entities', () => {
    const data = faqPageJsonLd([{ question: 'Q?', answer: 'A.' }]) as { '@type': string; mainEntity: Array<{ name: string }> };
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity[0]!.name).toBe('Q?');
  });
  it('cannot close its script element early', () => {
    expect(serializeJsonLd({ text: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
