import { test, expect } from '@playwright/test';
import { enhancedFaq } from '../support/faq';
import { contentFiles } from '../support/content-files';
import { articleUrl, guideUrl } from '@/lib/content/urls';

const entries = [
  ...contentFiles('guides')
    .filter((e) => !e.draft)
    .map((e) => ({ ...e, url: guideUrl(e.slug), kind: 'guide' })),
  ...contentFiles('blog')
    .filter((e) => !e.draft)
    .map((e) => ({ ...e, url: articleUrl(e.slug), kind: 'article' })),
];

test.describe('guides and articles', () => {
  for (const entry of entries) {
    test(`${entry.url} has its title, breadcrumbs, review date and structured data`, async ({ page }) => {
      await page.goto(entry.url);
      await expect(page.locator('h1')).toHaveText(entry.title);
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('link', { name: 'Home' })).toBeVisible();
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(entry.title);
      await expect(page.getByText(/Last reviewed/)).toBeVisible();
      const types = await page.$$eval('script[type="application/ld+json"]', (els) => els.map((el) => JSON.parse(el.textContent ?? '{}')['@type']));
      expect(types).toContain('BreadcrumbList');
      expect(types).toContain(entry.kind === 'article' ? 'BlogPosting' : 'Article');
      if (entry.kind === 'article') await expect(page.locator('main a[href^="/funding-calculator"]').first()).toBeVisible();
    });
  }
});

test.describe('FAQ accordion', () => {
  const guide = entries.find((e) => e.kind === 'guide')!;

  test('on a guide one answer is open at a time and it can be closed (mouse)', async ({ page }) => {
    await page.goto(guide.url);
    const faq = await enhancedFaq(page, 'single');
    const triggers = faq.getByRole('button');
    await triggers.nth(0).click();
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await triggers.nth(1).click();
    await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await triggers.nth(1).click();
    await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'false');
  });

  test('on a guide the keyboard moves between questions and opens them', async ({ page }) => {
    await page.goto(guide.url);
    const faq = await enhancedFaq(page, 'single');
    const triggers = faq.getByRole('button');
    await triggers.nth(0).focus();
    await page.keyboard.press('Enter');
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(triggers.nth(1)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    // The Spanish FAQ is where the island gets its language (components/Faq.astro passes `lang` there only).
    test('a tap on a Spanish question opens its answer, and it stays open once the accordion takes over', async ({ page }) => {
      await page.goto('/es/preguntas-frecuentes');
      const question = page.locator('[data-faq="multiple"] summary, [data-faq="multiple"] button').first();
      const name = (await question.innerText()).trim();
      await question.tap();
      const enhanced = page.locator('[data-faq="multiple"][data-enhanced]').first();
      await expect(enhanced).toBeVisible();
      const trigger = enhanced.getByRole('button', { name });
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await trigger.tap();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });
  });

  // The FAQ page and city pages list their answers in "multiple" mode: one test for both.
  for (const path of ['/faq', '/resources/funding-by-location/new-york/buffalo/manufacturing-cash-advance']) {
    test(`on ${path} several answers can be open at once`, async ({ page }) => {
      await page.goto(path);
      const faq = await enhancedFaq(page, 'multiple');
      const triggers = faq.getByRole('button');
      await triggers.nth(0).click();
      await triggers.nth(1).click();
      await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true');
      await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'true');
    });
  }

  test('a multi-paragraph answer (fixture) reaches the accordion whole, each paragraph its own', async ({ page }) => {
    // Fixture: the page as built, with the first entry's answer in the island's props made two paragraphs,
    // as an editor writes them (a blank line between). The island renders what it is given, not the DOM.
    const paragraphs = ['First paragraph of a fixture answer, about the payback.', 'Second paragraph, which a reader must also see.'];
    await page.route(`**${guide.url}`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/(<astro-island[^>]*\sprops=")([^"]*items[^"]*)"/, (_, head: string, attr: string) => {
        const props = JSON.parse(attr.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as { items: [number, Array<[number, { answer: [number, string] }]>] };
        props.items[1][0]![1].answer = [0, paragraphs.join('\n\n')];
        return `${head}${JSON.stringify(props).replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
      });
      await route.fulfill({ response, body: html });
    });
    await page.goto(guide.url);
    const faq = await enhancedFaq(page, 'single');
    await faq.getByRole('button').nth(0).click();
    const answer = faq.getByRole('region').first();
    await expect(answer.locator('p')).toHaveText(paragraphs);
  });

  test('every question and answer is in the page without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(guide.url);
    const details = page.locator('[data-faq] details');
    expect(await details.count()).toBeGreaterThan(2);
    await details.nth(0).locator('summary').click();
    await expect(details.nth(0).locator('p')).toBeVisible();
    await context.close();
  });

  test('its code loads only when the reader first touches it, not on scroll', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto(guide.url);
    await page.locator('[data-faq]').first().scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    expect(scripts).toEqual([]);
    await enhancedFaq(page, 'single');
    expect(scripts.length).toBeGreaterThan(0);
  });

  test('an answer opened before the code arrives stays open once it has', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Hold the island's scripts only (the deferred stylesheet must load, or the page never does).
    await page.route('**/_astro/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(guide.url);
    const second = page.locator('[data-faq="single"] details').nth(1);
    await second.locator('summary').click();
    await expect(second).toHaveAttribute('open', '');
    release();
    const faq = page.locator('[data-faq="single"][data-enhanced]');
    await expect(faq).toBeVisible();
    await expect(faq.getByRole('button').nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByRole('button').nth(0)).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('blog search', () => {
  const published = entries.filter((e) => e.kind === 'article');
  const cards = (page: import('@playwright/test').Page) => page.locator('[data-article-list] > li');

  test('lists every article, and without JavaScript too', async ({ page, browser }) => {
    await page.goto('/blog');
    await expect(cards(page)).toHaveCount(published.length);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noJs = await context.newPage();
    await noJs.goto('/blog');
    await expect(cards(noJs)).toHaveCount(published.length);
    await context.close();
  });

  test('a substring of a title finds that article first, and the count is announced', async ({ page }) => {
    const target = published[0]!;
    const word = target.title
      .split(/\s+/)
      .find((w) => w.length > 6)!
      .replace(/[^A-Za-z]/g, '');
    await page.goto('/blog');
    await page.getByLabel('Search articles').fill(word.slice(1, -1));
    await expect(cards(page).first()).toBeVisible();
    const titles = await cards(page).locator('h2').allTextContents();
    expect(titles.some((t) => t === target.title)).toBe(true);
    await expect(page.locator('[data-results-status]')).toHaveText(/\d+ articles? match/);
  });

  test('a mixed-case query with spaces around it is trimmed and matched case-insensitively', async ({ page }) => {
    await page.goto('/blog');
    await page.getByLabel('Search articles').fill('   aPr  ');
    const titles = await cards(page).locator('h2').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    await expect(page).toHaveURL(/\?q=/);
  });

  test('a query with no match says so and offers the full list', async ({ page }) => {
    await page.goto('/blog');
    await page.getByLabel('Search articles').fill('zzqxjv');
    await expect(page.getByText('No article matches that search.')).toBeVisible();
    await expect(page.locator('[data-results-status]')).toHaveText(/No articles match/);
    await page.getByRole('button', { name: 'Show all articles' }).click();
    await expect(cards(page)).toHaveCount(published.length);
  });

  test('hostile queries leave the page intact and are shown as text, never markup', async ({ page }) => {
    await page.goto('/blog');
    await page.waitForSelector('astro-island:not([ssr])');
    for (const query of ['<img src=x onerror="window.__pwned=1">', '.*(', '💸'.repeat(50), 'x'.repeat(300)]) {
      await page.getByLabel('Search articles').fill(query);
      await expect(page.locator('[data-results-status]')).toBeVisible();
      expect(await page.locator('main img').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    }
    await expect(page.locator('h1')).toHaveText('Blog');
  });

  test('"sba" matches no article, offers the SBA guide, and tapping it opens the guide', async ({ page }) => {
    await page.goto('/blog');
    await page.getByLabel('Search articles').fill('sba');
    await expect(page).toHaveURL(/\?q=sba$/);
    await expect(page.locator('[data-results-status]')).toHaveText(/No articles match “sba”\. \d+ other pages? match/);
    await page
      .locator('[data-suggestions]')
      .getByRole('link', { name: /SBA Loans/ })
      .click();
    await expect(page).toHaveURL(/\/guides\/sba-loans$/);
  });

  test('a shared ?q= with no article match shows the same suggestions; nonsense links to the guides and FAQ', async ({ page }) => {
    await page.goto('/blog?q=sba');
    await expect(page.locator('[data-suggestions]').getByRole('link', { name: /SBA Loans/ })).toBeVisible();
    await page.getByLabel('Search articles').fill('zzqxjv');
    await expect(page.locator('[data-results-status]')).toHaveText(/nothing else on the site does/);
    await page.locator('[data-no-results]').getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page).toHaveURL(/\/faq$/);
  });

  test('a shared ?q= link cannot flip the displayed text with bidirectional control characters', async ({ page }) => {
    await page.goto(`/blog?q=${encodeURIComponent('\u202erenewal\u2066')}`);
    await expect(page.getByLabel('Search articles')).toHaveValue('renewal');
    expect(await cards(page).count()).toBeGreaterThan(0);
  });

  test('?q= in the address runs the search on load', async ({ page }) => {
    await page.goto('/blog?q=renewal');
    await expect(page.getByLabel('Search articles')).toHaveValue('renewal');
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(published.length);
  });
});

test.describe('on a phone (390px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ['/guides/stacking-merchant-cash-advances', '/guides/industry-approval-trends', '/blog/mca-true-cost-apr']) {
    test(`${path}: tapping Check Eligibility in the closing box opens the checker`, async ({ page }) => {
      await page.goto(path);
      await page.locator('section[aria-labelledby="cta-title"]').getByRole('link', { name: 'Check Eligibility' }).click();
      await expect(page).toHaveURL(/\/tools\/eligibility-checker$/);
    });
  }

  test('the byline links to the editorial standards', async ({ page }) => {
    await page.goto('/guides/sba-loans');
    await page.locator('header').getByRole('link', { name: 'Editorial standards' }).click();
    await expect(page).toHaveURL(/\/editorial-standards$/);
    await expect(page.getByRole('heading', { name: 'Corrections log' })).toBeVisible();
  });

  test('the same-day funding guide links the funding-programs comparison (spec: its related links), and a tap opens it', async ({ page }) => {
    await page.goto('/guides/same-day-mca-funding');
    await page.locator('main').getByRole('link', { name: 'compare the funding programs side by side' }).click();
    await expect(page).toHaveURL(/\/resources\/funding-programs\/compare$/);
    await expect(page.locator('.stack-table caption')).toBeVisible();
  });

  test("a guide's paid-link notice leads to How we make money", async ({ page }) => {
    await page.goto('/guides/merchant-cash-advance');
    await page.locator('section[aria-labelledby="cta-title"] [data-paid-notice]').getByRole('link', { name: 'How we make money' }).click();
    await expect(page).toHaveURL(/\/disclosures#how-we-make-money$/);
    await expect(page.locator('#how-we-make-money')).toBeInViewport();
  });
});
