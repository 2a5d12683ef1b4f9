import type { AstroIntegration } from 'astro';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import postcss from 'postcss';
import { compileSheet } from 'beasties/compiler';
import { createProcessor } from 'beasties/runtime';
import { pruneCustomProperties } from '../node/prune-custom-properties';
import { afterPaintScript, paintedPromiseScript } from '../lib/site/after-paint';
import { assertRestored, decodeClassAttributes, dropStraySemicolons, markFunctionalSelectors } from '../node/beasties-fixes';

function filesUnder(dir: string, ending: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full, ending) : full.endsWith(ending) ? [full] : [];
  });
}

/** Pseudo-classes that need a reader's pointer or keyboard: nothing can be in these states at first paint. */
const INTERACTION_STATE = /:(hover|focus|focus-visible|focus-within|active)\b/;

/**
 * The stylesheet without rules that apply only in an interaction state. Critical CSS is worked out from
 * this copy; the deferred stylesheet keeps every rule, and it has arrived before a reader can hover.
 */
function withoutInteractionStates(css: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.selectors.every((selector) => INTERACTION_STATE.test(selector))) rule.remove();
    else rule.selectors = rule.selectors.filter((selector) => !INTERACTION_STATE.test(selector));
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return root.toString();
}

/** Beasties' own marker on the print stylesheet's link (Head.astro): that sheet is never critical, so the marker goes once it is read. */
const BEASTIES_SKIP = / data-beasties-skip(?:="")?(?=[ />])/g;

/**
 * A closed <dialog> (the navigation sheet) is hidden by the browser's own style and cannot be open at
 * first paint, so its rules are left to the deferred stylesheet, which has long arrived by the first tap.
 * It is set aside while the critical CSS is worked out, then put back untouched.
 */
function inlineCritical(file: string, html: string, process: (html: string) => string, restore: (css: string) => string): string {
  const dialogs: string[] = [];
  const without = decodeClassAttributes(html).replace(/<dialog\b[\s\S]*?<\/dialog>/g, (dialog) => `<!--dialog:${dialogs.push(dialog) - 1}-->`);
  const inlined = process(without)
    .replace(/<!--dialog:(\d+)-->/g, (_, index: string) => dialogs[Number(index)]!)
    .replace(/<style>([\s\S]*?)<\/style>/g, (_, css: string) => {
      const restored = dropStraySemicolons(restore(css));
      assertRestored(restored, file);
      return `<style>${restored}</style>`;
    });
  return deferStylesheets(withPrunedProperties(inlined)).replace(BEASTIES_SKIP, '');
}

/**
 * The full stylesheet is requested only once the first paint has been shown (src/lib/site/after-paint.ts).
 * Beasties links it in <head> with media="print", so it was fetched while the page was still painting,
 * and Lighthouse counted that second request in the largest paint. Everything the page shows is already
 * in its inlined CSS (tests/e2e/first-paint-css.spec.ts holds that); the full file serves hover and focus
 * states, the opened navigation sheet and island states, none of which exist before a reader acts.
 * Without JavaScript the <noscript> copy applies as before.
 */
const BEASTIES_LINK = /<link rel="stylesheet" href="[^"]+" media="print" data-beasties-media="all">/g;
const BEASTIES_SWITCH = /<script>document\.querySelectorAll\('link\[data-beasties-media\]'\)[\s\S]*?<\/script>/;
const AFTER_LOAD = `<script>${paintedPromiseScript()}${afterPaintScript('for(const n of document.querySelectorAll("noscript[data-css]"))n.insertAdjacentHTML("beforebegin",n.textContent)')}</script>`;

function deferStylesheets(html: string): string {
  if (!BEASTIES_SWITCH.test(html)) return html;
  return html
    .replace(BEASTIES_LINK, '')
    .replace(/<noscript>(<link rel="stylesheet" href="[^"]+">)<\/noscript>/g, '<noscript data-css>$1</noscript>')
    .replace(BEASTIES_SWITCH, AFTER_LOAD);
}

/** Each inlined <style> loses the Tailwind custom properties neither it nor the page reads. */
function withPrunedProperties(html: string): string {
  const markup = html.replace(/<style>[\s\S]*?<\/style>/g, '');
  return html.replace(/<style>([\s\S]*?)<\/style>/g, (_, css: string) => `<style>${pruneCustomProperties(css, markup)}</style>`);
}

/**
 * After the build, inline into each page only the CSS rules its own markup uses, and load the site's
 * one hashed stylesheet at the end of <body>, after everything has painted (it then serves states the
 * server HTML does not contain: menus opened, answers expanded, calculator messages). Uses Beasties, the
 * maintained successor of Critters: its compiler turns each stylesheet into a plan once, and its
 * runtime applies the plan to a page in well under a millisecond, so 20,000 landing pages stay cheap.
 * `media-script`: the stylesheet is linked with media="print" (fetched, never render-blocking) and one
 * fixed inline script switches it on after paint (host-files hashes it into the CSP; <noscript> keeps it
 * for readers without JavaScript). A plain <link> at the end of <body> cost ~80 ms of FCP in Lighthouse.
 * Runs before the host-files integration, which hashes inline scripts into the CSP.
 */
export function criticalCss(): AstroIntegration {
  return {
    name: 'critical-css',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const restorers: Array<(css: string) => string> = [];
        const sheets = filesUnder(join(out, '_astro'), '.css').map((file, index) => {
          const marked = markFunctionalSelectors(withoutInteractionStates(readFileSync(file, 'utf8')), index);
          restorers.push(marked.restore);
          return compileSheet(marked.css, { href: '/' + relative(out, file).split(sep).join('/') });
        });
        const restore = (css: string) => restorers.reduce((text, fn) => fn(text), css);
        const processor = createProcessor(sheets, {
          preload: 'media-script',
          logger: { warn: (message) => logger.warn(message) },
        });
        const pages = filesUnder(out, '.html');
        for (const file of pages) writeFileSync(file, inlineCritical(file, readFileSync(file, 'utf8'), processor.process, restore));
        logger.info(`Critical CSS inlined into ${pages.length} pages from ${sheets.length} stylesheet(s).`);
      },
    },
  };
}
