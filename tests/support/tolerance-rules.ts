/** The California and New York APR accuracy rules as the site holds them (content/state-laws), for the unit tests. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { ToleranceRule } from '@/lib/calculator/apr-tolerance';

function ruleOf(slug: string): ToleranceRule {
  const data = parse(readFileSync(join(process.cwd(), 'content', 'state-laws', `${slug}.yaml`), 'utf8')) as { aprTolerance: ToleranceRule };
  const rule = data.aprTolerance;
  // The schema's default for irregularOnly, which the content layer applies.
  return { ...rule, tests: rule.tests.map((t) => ({ ...t, irregularOnly: t.irregularOnly ?? false })) };
}

export const CA = ruleOf('california');
export const NY = ruleOf('new-york');
