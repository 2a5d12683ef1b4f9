import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';
const [,, url, out, width, height, full, clipSel] = process.argv;
const b = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const p = await b.newPage({ viewport: { width: Number(width), height: Number(height ?? 900) } });
await p.goto(url); await p.waitForTimeout(1500);
if (clipSel) { await p.locator(clipSel).first().scrollIntoViewIfNeeded(); await p.locator(clipSel).first().screenshot({ path: out }); }
else await p.screenshot({ path: out, fullPage: full === 'full' });
await b.close();
