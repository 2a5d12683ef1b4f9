import type { AstroIntegration } from 'astro';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ShareCard } from '../lib/site/share-card';
import { renderShareCard } from '../node/share-card-image';
import { htmlFiles } from '../node/html-files';

/** Head.astro writes what each indexable page's card says in this comment; this step draws it and removes the comment. */
const NOTE = /<!--share-card (\{[\s\S]*?\})-->/;

/** Takes the card note out of a page: the page without it, and the card it described (if any). */
export function takeCardNote(html: string): { html: string; card?: ShareCard } {
  const found = NOTE.exec(html);
  if (!found) return { html };
  return { html: html.replace(found[0], ''), card: JSON.parse(found[1]!) as ShareCard };
}

/**
 * Draws every indexable page's share card into dist/og/ (the path Head.astro's og:image names), two at a
 * time (sharp works off the main thread). Runs first among the steps that rewrite the built HTML.
 */
export function shareCards(): AstroIntegration {
  return {
    name: 'share-cards',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const started = performance.now();
        const cards = new Map<string, ShareCard>();
        for (const file of htmlFiles(out)) {
          const { html, card } = takeCardNote(readFileSync(file, 'utf8'));
          if (!card) continue;
          writeFileSync(file, html);
          const other = cards.get(card.src);
          if (other && JSON.stringify(other) !== JSON.stringify(card)) throw new Error(`share-cards: two pages describe ${card.src} differently.`);
          cards.set(card.src, card);
        }
        const queue = [...cards.values()];
        const worker = async () => {
          for (let card = queue.shift(); card; card = queue.shift()) {
            const target = join(out, card.src);
            mkdirSync(dirname(target), { recursive: true });
            writeFileSync(target, await renderShareCard(card));
          }
        };
        await Promise.all([worker(), worker()]);
        logger.info(`Drew ${cards.size} share cards in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
      },
    },
  };
}
