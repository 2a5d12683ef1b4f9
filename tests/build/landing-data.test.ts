/**
 * Issue 14's data faults, checked on every built city × industry page: only the city's own ZIP codes, a
 * hero that names the city, and one monthly-revenue minimum per page (from the shared rules table).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { DIST } from '../support/dist';
import { mainText } from '../support/landing-text';
import { landingUrl, stateIndustryUrl } from '@/lib/landing/urls';
import { readLandingCatalog } from '../support/landing-catalog';

interface CityData {
  slug: string;
  name: string;
  zipCodes?: string[];
}
const content = join(process.cwd(), 'content');
const stateFile = (slug: string) => parse(readFileSync(join(content, 'states', `${slug}.yaml`), 'utf8')) as { zipCodes: string[]; cities: CityData[] };
const catalog = readLandingCatalog(content);
const html = (path: string) => readFileSync(join(DIST, path, 'index.html'), 'utf8');
const revenueMinimums = (text: string) => new Set([...text.matchAll(/\$([\d,]+)\+ (?:in monthly revenue|a month)/g)].map((m) => m[1]));

describe('city × industry pages', () => {
  it('show only the city’s own ZIP codes, and name the city in the hero’s first sentence', () => {
    let checked = 0;
    for (const state of catalog.states) {
      const data = stateFile(state.slug);
      for (const city of data.cities) {
        for (const industry of catalog.industries) {
          const page = html(landingUrl(state.slug, city.slug, industry));
          const text = mainText(page);
          const shown = /ZIP codes include ([\d, ]+)/
            .exec(text)?.[1]
            ?.split(/[,\s]+/)
            .filter(Boolean);
          expect(shown, `${city.slug}/${industry}`).toEqual(city.zipCodes);
          const lead = /<header[^>]*>[\s\S]*?<p [^>]*data-lead[^>]*>([^<]*)/.exec(page.slice(page.indexOf('<main')))?.[1] ?? '';
          expect(lead.split('. ')[0], `${city.slug}/${industry}`).toContain(city.name);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(5 * 6 * 9);
  });

  it('state at most one monthly-revenue minimum each, as do state × industry pages', () => {
    const paths = catalog.states.flatMap((s) => [
      ...s.cities.flatMap((c) => catalog.industries.map((i) => landingUrl(s.slug, c.slug, i))),
      ...catalog.industries.map((i) => stateIndustryUrl(s.slug, i)),
    ]);
    const bad = paths.filter((path) => revenueMinimums(mainText(html(path))).size > 1);
    expect(bad).toEqual([]);
    // The fixture proves the check sees a contradiction.
    expect(revenueMinimums('Quick check: $10,000+ a month. FAQ: $5,000+ in monthly revenue.').size).toBe(2);
  });
});
