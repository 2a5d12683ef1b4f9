/**
 * The Spanish landing pages' words (content/states-es, content/industries-es) against their English twins
 * (content/states, content/industries): a Spanish file holds only prose, one item per English item, so the
 * pages can take every figure and list shape from the English file. Each function returns the mismatches as
 * sentences naming the field (empty when they match); src/data/landing-es.ts stops the build with them,
 * naming the file. Pure: no Astro, no React.
 */

interface StateShape {
  cities: ReadonlyArray<{ slug: string }>;
}

interface IndustryShape {
  requirements: readonly string[];
  risks: readonly string[];
  otherProducts: ReadonlyArray<{ product: string }>;
}

export function stateTwinProblems(english: StateShape, spanish: StateShape): string[] {
  const en = english.cities.map((city) => city.slug);
  const es = spanish.cities.map((city) => city.slug);
  return en.join(' ') === es.join(' ') ? [] : [`cities: list the English file's cities in its order (${en.join(', ')}); found ${es.join(', ') || 'none'}.`];
}

export function industryTwinProblems(english: IndustryShape, spanish: IndustryShape): string[] {
  const problems: string[] = [];
  const count = (field: string, en: number, es: number) => {
    if (en !== es) problems.push(`${field}: the English file has ${en}; found ${es}.`);
  };
  count('requirements', english.requirements.length, spanish.requirements.length);
  count('risks', english.risks.length, spanish.risks.length);
  const en = english.otherProducts.map((p) => p.product);
  const es = spanish.otherProducts.map((p) => p.product);
  if (en.join(' ') !== es.join(' '))
    problems.push(`otherProducts: list the English file's products in its order (${en.join(', ')}); found ${es.join(', ') || 'none'}.`);
  return problems;
}

/** The same set of names on both sides, as sentences for what is missing or extra (file lists, slug tables). */
export function sameNames(expected: readonly string[], found: readonly string[], missing: (name: string) => string, extra: (name: string) => string): string[] {
  return [...expected.filter((name) => !found.includes(name)).map(missing), ...found.filter((name) => !expected.includes(name)).map(extra)];
}
