import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';
const [,, url, out, width, sel] = process.argv;
const b = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const p = await b.newPage({ viewport: { width: Number(width), height: 700 } });
await p.goto(url); await p.waitForTimeout(2500);
await p.locator(sel).first().scrollIntoViewIfNeeded();
await p.screenshot({ path: out });
await b.close();
