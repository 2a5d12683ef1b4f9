import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';
const b = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
for (const w of [1024, 1100, 1280, 1440]) for (const path of ['/', '/es/']) {
  const p = await b.newPage({ viewport: { width: w, height: 600 } });
  await p.goto('http://localhost:4392' + path); await p.waitForTimeout(800);
  const r = await p.evaluate(() => { const c = document.querySelector('header .container-page'); const n = document.querySelector('[data-paid-notice]'); const cs = getComputedStyle(c); return { cw: c.clientWidth, sw: c.scrollWidth, padR: cs.paddingRight, right: n && n.getBoundingClientRect().right, vis: n && getComputedStyle(n).display }; });
  console.log(w, path, JSON.stringify(r));
  await p.close();
}
await b.close();
