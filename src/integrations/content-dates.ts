import type { AstroIntegration } from 'astro';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { dateMessage, findBadDates } from '../lib/content/date-rules';

/**
 * Before content loads (dev, build, sync): refuse any content file whose date fields are not real
 * YYYY-MM-DD dates, naming the file, line and field. YAML would otherwise turn 2026-02-30 into March 2
 * silently (see src/lib/content/date-rules.ts).
 */
export function contentDates(contentDir: string): AstroIntegration {
  return {
    name: 'content-dates',
    hooks: {
      'astro:config:setup': ({ config }) => {
        const root = new URL(config.root).pathname;
        const files = (readdirSync(contentDir, { recursive: true }) as string[]).filter((f) => /\.(mdx?|ya?ml)$/.test(f));
        const problems = files.flatMap((file) =>
          findBadDates(readFileSync(join(contentDir, file), 'utf8')).map(
            ({ field, value, line }) => `${relative(root, join(contentDir, file))}:${line} ${dateMessage(field, value)}`,
          ),
        );
        if (problems.length) throw new Error(`Content dates must be real dates:\n${problems.join('\n')}`);
      },
    },
  };
}
