import { chromium } from 'playwright-core';
import { findChromium, CHROMIUM_ARGS } from './scripts/find-chromium.mjs';
const b = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
for (const u of ['/guides/sba-loans', '/es/glosario', '/resources/funding-by-location/california/los-angeles/restaurants-cash-advance', '/blog']) {
  const p = await b.newPage({ viewport: { width: 1280, height: 400 } });
  await p.goto('http://127.0.0.1:4395' + u); await p.waitForTimeout(1200);
  console.log(u, await p.evaluate(() => { const h = document.querySelector('#site-header > div'); return { scroll: document.documentElement.scrollWidth, inner: innerWidth, hs: h.scrollWidth, hc: h.clientWidth, kids: [...h.children].map(c => Math.round(c.getBoundingClientRect().width)) }; }));
  await p.close();
}
await b.close();
