/**
 * Markup typed into data is shown as plain text on every screen: a brand, a product title and a
 * user's full name of `<img src=x onerror=alert(1)>` appear as those characters, no <img> is
 * created from them and no dialog fires.
 */
import type { Page } from 'playwright-core';
import type { TestApp } from '../support/app';
import { signIn } from '../support/browser';
import { useBrowserSession } from '../support/browser-session';
import { productCsv, productRow } from '../support/product-csv';

const XSS = '<img src=x onerror=alert(1)>';

describe('markup in data is shown as text', () => {
  let app: TestApp;
  let page: Page;
  const dialogs: string[] = [];

  useBrowserSession(
    async (session) => {
      ({ app, page } = session);
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await signIn(page, app.baseUrl, app.admin);
    },
    {
      signedIn: false,
      prepare: async (app) => {
        const admin = await app.as(app.admin);
        const brand = (await admin.post('/brands').send({ name: XSS }).expect(201)).body;
        await admin
          .post('/parts/import')
          .field('brand_id', String(brand.id))
          .attach('files', Buffer.from(productCsv([productRow('X-1', { title: XSS })])), 'xss.csv')
          .expect(200);
        await admin
          .post('/auth/users')
          .send({ email: 'xss@partsfeed.test', password: 'xss-password-1', access_token: 'xss-access-token-0123456789', full_name: XSS })
          .expect(201);
      },
    },
  );

  it.each([
    ['Brands', '/brands'],
    ['Products', '/products'],
    ['Users', '/users'],
  ])('%s screen shows it as plain text and no dialog fires', async (_screen, path) => {
    await page.goto(`${app.baseUrl}${path}`);
    await page.getByText(XSS, { exact: true }).first().waitFor({ timeout: 15_000 });
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
  });
});
