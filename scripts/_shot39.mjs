import { chromium } from '@playwright/test';
const [,, url, out, width, selector] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(url);
await page.waitForSelector(selector, { timeout: 10000 });
await page.waitForTimeout(500);
await page.locator(selector).first().screenshot({ path: out });
await browser.close();
