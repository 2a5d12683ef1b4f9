import { test, expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * The law links corrected in issue 44, followed by thumb at 390px: each opens the official address in a new
 * tab. Other origins are answered locally, so the test needs no network and checks only where the tap leads.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function answerOtherOrigins(context: BrowserContext) {
  await context.route(/^https:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.fulfill({ body: 'official page', contentType: 'text/plain' }));
}

async function tapToNewTab(page: Page, context: BrowserContext, name: string | RegExp): Promise<string> {
  const link = page.getByRole('link', { name });
  await link.scrollIntoViewIfNeeded();
  const [popup] = await Promise.all([context.waitForEvent('page'), link.tap()]);
  const url = popup.url();
  await popup.close();
  return url;
}

for (const { path, link, href } of [
  { path: '/resources/state-laws/new-york', link: /^CPLR 3218, New York State Senate/, href: 'https://www.nysenate.gov/legislation/laws/CVP/3218' },
  {
    path: '/resources/state-laws/texas',
    link: /^7 TAC ch\. 86 /,
    href: 'https://texreg.sos.state.tx.us/public/readtac$ext.ViewTAC?tac_view=4&ti=7&pt=5&ch=86',
  },
  {
    path: '/resources/state-laws/kansas',
    link: /^K\.S\.A\. 75-784, Kansas Office of Revisor/,
    href: 'https://www.ksrevisor.gov/statutes/chapters/ch75/075_007_0084.html',
  },
  {
    path: '/resources/state-laws/california',
    link: /^10 CCR §§ 900–956/,
    href: 'https://govt.westlaw.com/calregs/Browse/Home/California/CaliforniaCodeofRegulations?guid=',
  },
]) {
  test(`${path}: tapping its official source opens ${new URL(href).host}`, async ({ page, context }) => {
    await answerOtherOrigins(context);
    await page.goto(path);
    expect(await tapToNewTab(page, context, link)).toContain(href);
  });
}

test('the disclosure check links California’s regulation sections and says New York’s have no official copy to link', async ({ page, context }) => {
  await answerOtherOrigins(context);
  await page.goto('/tools/check-my-disclosure');
  const method = page.locator('section[aria-labelledby="method"]');
  await expect(method.getByText('We found no official online copy of 23 NYCRR Part 600')).toBeVisible();
  // New York's sections are cited, not linked.
  await expect(method.getByRole('link', { name: '23 NYCRR 600.8' })).toHaveCount(0);
  await expect(method.getByRole('listitem').filter({ hasText: /^23 NYCRR 600.8: / })).toBeVisible();
  const [popup] = await Promise.all([context.waitForEvent('page'), method.getByRole('link', { name: '10 CCR § 930' }).tap()]);
  expect(popup.url()).toContain('https://govt.westlaw.com/calregs/');
});
