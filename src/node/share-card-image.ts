/**
 * Draws a share card (src/lib/site/share-card.ts says what it holds) as a 1200 × 630 PNG: Satori lays out
 * the text and turns it into SVG paths, sharp (libvips, already Astro's image library) rasterises it and
 * writes a 16-colour palette PNG (about 15 KB; the cards are flat colour and text, so nothing is lost).
 * The font is Inter from @fontsource/inter (the npm package, so the build needs no network); Satori reads
 * woff, not woff2.
 */
import satori from 'satori';
import sharp from 'sharp';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { LOGO_SVG } from '../lib/site/logo';
import { SITE } from '../lib/site/config';
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH, type ShareCard } from '../lib/site/share-card';

const require = createRequire(import.meta.url);
const font = (weight: 400 | 700) => ({
  name: 'Inter',
  weight,
  style: 'normal' as const,
  data: readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
});

let fonts: ReturnType<typeof font>[] | undefined;

/** The site's colours (src/styles/global.css :root). */
const INK = '#17202a';
const MUTED = '#4a5563';
const ACCENT = '#0e5e78';
const WASH = '#e8f4f7';

type Node = { type: string; props: Record<string, unknown> & { style?: Record<string, unknown>; children?: unknown } };
const box = (style: Record<string, unknown>, children?: unknown): Node => ({ type: 'div', props: { style: { display: 'flex', ...style }, children } });

/** Long titles step down a size so they stay within three lines. */
const titleSize = (title: string): number => (title.length <= 40 ? 68 : title.length <= 70 ? 58 : 48);

function layout(card: ShareCard): Node {
  const logo: Node = { type: 'img', props: { src: `data:image/svg+xml,${encodeURIComponent(LOGO_SVG)}`, width: 64, height: 64 } };
  return box({ width: '100%', height: '100%', background: '#ffffff', fontFamily: 'Inter', color: INK }, [
    box({ width: 24, height: '100%', background: ACCENT }),
    box({ flex: 1, flexDirection: 'column', justifyContent: 'space-between', padding: '60px 72px 56px 64px' }, [
      box({ alignItems: 'center', gap: 20 }, [logo, box({ fontSize: 40, fontWeight: 700 }, SITE.name)]),
      box({ flexDirection: 'column', gap: 24 }, [
        box(
          { alignSelf: 'flex-start', padding: '8px 18px', borderRadius: 10, background: WASH, color: ACCENT, fontSize: 30, fontWeight: 700 },
          card.state ? `${card.kind} · ${card.state}` : card.kind,
        ),
        box(
          { fontSize: titleSize(card.title), fontWeight: 700, lineHeight: 1.15, maxHeight: 3 * 1.15 * titleSize(card.title), overflow: 'hidden' },
          card.title,
        ),
      ]),
      box({ fontSize: 28, color: MUTED }, new URL(SITE.url).host),
    ]),
  ]);
}

export async function renderShareCard(card: ShareCard): Promise<Buffer> {
  fonts ??= [font(400), font(700)];
  const svg = await satori(layout(card) as Parameters<typeof satori>[0], { width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT, fonts });
  return sharp(Buffer.from(svg)).png({ palette: true, colours: 16, effort: 1, compressionLevel: 6, dither: 0 }).toBuffer();
}
