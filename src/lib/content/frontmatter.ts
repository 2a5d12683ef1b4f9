import { parse } from 'yaml';

/**
 * A Markdown or MDX file's frontmatter as data, parsed as YAML (the `yaml` package, YAML 1.2 core schema,
 * so `2026-11-22` stays the string it is written as). For code that runs outside Astro's content layer:
 * the sitemap in astro.config.mjs and the tests. A file without frontmatter gives {}.
 */
export function readFrontmatter(source: string): Record<string, unknown> {
  const block = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(source)?.[1];
  if (block === undefined) return {};
  const data: unknown = parse(block);
  return data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
}
