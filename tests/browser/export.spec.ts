import { EntityManager } from '@mikro-orm/knex';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { TestApp } from '../support/app';
import { outlastToasts, pngSize, screenshot } from '../support/browser';
import { useBrowserSession } from '../support/browser-session';
import { sftpEnv, startSftpServer, type SftpTestServer } from '../support/sftp-server';

const ITEMS = 25;

describe('Export and Auto-Upload SFTP dialog in the browser', () => {
  let app: TestApp;
  let page: Page;
  let sftp: SftpTestServer;

  beforeAll(async () => {
    sftp = await startSftpServer();
  });
  useBrowserSession(
    (session) => ({ app, page } = session),
    () => ({
      // No pinned key: the dialog must show the server's fingerprint for the operator to accept.
      env: { ...sftpEnv(sftp), SFTP_HOST_FINGERPRINT: '' },
      prepare: async (app) => {
        const connection = app.app.get(EntityManager).getConnection();
        for (let i = 1; i <= ITEMS; i++) {
          await connection.execute(
            'INSERT INTO current_items (id, part_number, brand, is_kit, availability, price, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
            [`ITEM-${String(i).padStart(3, '0')}`, `PN-${i}`, i % 2 ? 'Bosch' : null, i % 5 === 0, 'in stock', i + 0.5, new Date()],
          );
        }
      },
    }),
  );
  afterAll(async () => {
    await sftp?.close();
  });

  // The page's clock runs as usual; tests move it on instead of waiting for a toast to hide.
  beforeAll(() => page.clock.install());

  const dialog = () => page.getByRole('dialog');

  it('says in amber, in the result and the history, that an export asked to upload was not uploaded while SFTP is not configured', async () => {
    await page.goto(`${app.baseUrl}/current-items`);
    await page.getByRole('button', { name: 'Export XML' }).click();
    await dialog().getByText('SFTP is not configured').first().waitFor();
    expect(await dialog().getByLabel('Upload to SFTP').isChecked()).toBe(true);
    await dialog().getByRole('button', { name: 'Start Export' }).click();
    const outcome = dialog().getByRole('alert').filter({ hasText: 'Export completed, but NOT uploaded' });
    await outcome.waitFor({ timeout: 20_000 });
    expect(await outcome.textContent()).toContain('Asked to upload, not uploaded: SFTP not configured.');
    expect(await outcome.getAttribute('class')).toContain('MuiAlert-standardWarning');
    await dialog().getByText('Export history').click();
    const row = dialog().getByRole('table', { name: 'Export history' }).getByRole('row').nth(1);
    await row.getByText('Not uploaded').waitFor();
    expect(await row.textContent()).toContain('Asked to upload, not uploaded: SFTP not configured');
    expect(await row.locator('.MuiChip-root').getAttribute('class')).toContain('MuiChip-colorWarning');
    await page.getByRole('button', { name: 'Close' }).click();
  });

  it("asks for the SFTP password, shows the server's host key to accept, then configures SFTP after a successful test", async () => {
    // The password travels in the JSON body only, never in an address a proxy would log (issue #29).
    const configureUrls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/configure-sftp')) configureUrls.push(request.url());
    });
    await page.goto(`${app.baseUrl}/current-items`);
    await page.getByRole('button', { name: 'Export XML' }).click();
    await dialog().getByText('SFTP is not configured').first().waitFor();
    await dialog().getByRole('button', { name: 'Configure SFTP' }).click();
    await dialog().getByText('Please enter your SFTP password').waitFor();

    const acceptOffer = async () => {
      await dialog().getByRole('button', { name: 'Configure SFTP' }).click();
      expect(await dialog().getByTestId('offered-fingerprint').textContent()).toBe(sftp.fingerprint);
      await dialog().getByRole('button', { name: 'Accept host key' }).click();
    };
    await dialog().getByLabel('SFTP password').fill('not-the-password');
    await acceptOffer();
    await page.getByText('SFTP CONFIGURATION FAILED').waitFor();

    await dialog().getByLabel('SFTP password').fill(sftp.password);
    await acceptOffer();
    await dialog().getByText(/SFTP configured:/).waitFor();
    await dialog().getByText(`Host key ${sftp.fingerprint}`).waitFor();
    expect(configureUrls.length).toBeGreaterThan(0);
    expect(configureUrls.filter((url) => new URL(url).search !== '')).toEqual([]);
    expect(await dialog().getByLabel('Upload to SFTP').isChecked()).toBe(true);
    expect(await dialog().getByLabel('Feed name').inputValue()).toBe('XML STOCKPRICE LOAD');
    expect(await dialog().getByLabel('Remote filename').inputValue()).toBe('CurrentItems.xml');
    await screenshot(page, 'export-dialog');
  });

  it('runs an export with upload and downloads the file, equal to the uploaded one', async () => {
    // The SFTP configuration's toasts lie over the dialog's buttons.
    await outlastToasts(page);
    await dialog().getByRole('button', { name: 'Start Export' }).click();
    // The first status poll comes 2 s after the start: until then the job shows as processing.
    await dialog().getByText('Generating XML...').waitFor();
    expect(await dialog().getByRole('button', { name: 'Close' }).isDisabled()).toBe(true);
    await dialog().getByText('Export completed successfully!').waitFor({ timeout: 20_000 });
    await dialog().getByText(/Uploaded to CurrentItems\.xml/).waitFor();
    await screenshot(page, 'export-dialog-done');

    const [download] = await Promise.all([page.waitForEvent('download'), dialog().getByRole('button', { name: 'Download', exact: true }).click()]);
    expect(download.suggestedFilename()).toBe('CurrentItems.xml');
    const downloaded = readFileSync((await download.path()) as string);
    expect(downloaded.equals(readFileSync(join(sftp.dir, 'CurrentItems.xml')))).toBe(true);
    expect((downloaded.toString('utf8').match(/<entry>/g) ?? []).length).toBe(ITEMS);
  });

  it('lists the export in the history and resets with New Export', async () => {
    await dialog().getByText('Export history').click();
    await dialog().getByRole('table', { name: 'Export history' }).getByText(app.admin.email).first().waitFor();
    await dialog().getByRole('button', { name: 'New Export' }).click();
    await dialog().getByRole('button', { name: 'Start Export' }).waitFor();
  });

  it('shows MIXED RESULTS when the upload fails, the file still downloadable', async () => {
    sftp.dropConnectionsAfter(1);
    try {
      await dialog().getByLabel('Remote filename').fill('Other.xml');
      await dialog().getByRole('button', { name: 'Start Export' }).click();
      await dialog().getByText('MIXED RESULTS').waitFor({ timeout: 30_000 });
      // With a dialog open the capture is the viewport, all of it under the backdrop.
      expect(pngSize(await screenshot(page, 'export-dialog-mixed'))).toEqual(page.viewportSize());
      const [download] = await Promise.all([page.waitForEvent('download'), dialog().getByRole('button', { name: 'Download', exact: true }).click()]);
      expect(download.suggestedFilename()).toBe('Other.xml');
    } finally {
      sftp.dropConnectionsAfter(null);
    }
  });

  it('sends the product feed and the stock-and-price feed together, each uploaded under its own name, with its counts in the history', async () => {
    const api = await app.as(app.admin);
    const brand = (await api.post('/brands').send({ name: 'Stopwell' }).expect(201)).body.id;
    const drafts = [
      'part_number,title,description,link,image_link,price,mpn',
      'BRK-1,Front brake pad set,Ceramic pads,https://shop.example.com/p/brk-1,https://shop.example.com/i/brk-1.jpg,49.50,BP-1',
      'OIL-1,Oil filter,Spin-on filter,https://shop.example.com/p/oil-1,https://shop.example.com/i/oil-1.jpg,9.99,OF-1',
    ].join('\n');
    await api.post('/parts/import').field('brand_id', String(brand)).attach('files', Buffer.from(drafts), 'drafts.csv').expect(200);
    for (const draft of (await api.get('/parts/draft?limit=10').expect(200)).body.products) await api.post(`/parts/${draft.id}/publish`).expect(201);
    // The oil filter's current item falls to a price of 0: an error in both feeds.
    await api.post('/current/import').attach('file', Buffer.from('id,item_number,price,stock_status\nOIL-ITEM,OIL-1,9.99,in stock\n'), 'items.csv').expect(200);
    expect((await api.post('/current/import-price').attach('file', Buffer.from('item_number,price\nOIL-1,0\n'), 'prices.csv').expect(200)).body.current_items_updated).toBe(1);

    await dialog().getByRole('button', { name: 'New Export' }).click();
    await dialog().getByLabel('Both').check();
    expect(await dialog().getByLabel('Products filename').inputValue()).toBe('Products.xml');
    await dialog().getByLabel('Remote filename').fill('Stock.xml');
    // The failed upload's toast lies over the dialog's buttons.
    await outlastToasts(page);
    await dialog().getByRole('button', { name: 'Start Export' }).click();
    await dialog().getByText(/File 1 of 2/).waitFor();
    await dialog().getByRole('button', { name: 'Download Products.xml' }).waitFor({ timeout: 30_000 });
    await dialog().getByRole('button', { name: 'Download Stock.xml' }).waitFor();

    const products = readFileSync(join(sftp.dir, 'Products.xml'), 'utf8');
    expect(products).toContain('<title>Front brake pad set</title>');
    expect(products).not.toContain('Oil filter');
    const stock = readFileSync(join(sftp.dir, 'Stock.xml'), 'utf8');
    expect((stock.match(/<entry>/g) ?? []).length).toBe(ITEMS);
    expect(stock).not.toContain('OIL-ITEM');

    const history = dialog().getByRole('table', { name: 'Export history' });
    const productRow = history.getByRole('row').filter({ hasText: 'Products.xml' });
    await productRow.getByText('1 product · 1 left out with errors').waitFor();
    await history.getByRole('row').filter({ hasText: 'Stock.xml' }).getByText(/25 items · 1 left out with errors · 13 with warnings/).waitFor();
    await screenshot(page, 'export-dialog-both-feeds');
  });

  it('follows a running export on the Export page without reloading: the file uploading, the next one waiting, then both completed', async () => {
    const release = sftp.holdWrites();
    try {
      const api = await app.as(app.admin);
      const options = { include_price: true, include_availability: true, include_brand: true, format_type: 'atom', feed_name: 'Held' };
      const { job_id } = (await api.post('/current/export-and-upload-sftp').send({ ...options, remote_filename: 'Held.xml', feeds: 'both', products_remote_filename: 'HeldProducts.xml' }).expect(201)).body;
      for (let look = 0; (await api.get(`/current/export-xml-status/${job_id}`).expect(200)).body.sftp_upload !== 'uploading'; look++) {
        if (look === 200) throw new Error('the upload did not start');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await page.goto(`${app.baseUrl}/export`);
      // Newest first, a run's second file a millisecond after its first; a file shows its name once it can be downloaded.
      const [productRow, stockRow] = [1, 2].map((n) => page.getByRole('table', { name: 'Export history' }).getByRole('row').nth(n));
      await stockRow.getByText('uploading to SFTP').waitFor();
      expect(await stockRow.textContent()).toContain('Stock and price');
      expect(await stockRow.textContent()).toContain('Processing 25 items · uploading to SFTP');
      expect(await productRow.textContent()).toContain('Processing 0 products · waiting to start');
    } finally {
      release();
    }
    const history = page.getByRole('table', { name: 'Export history' });
    await history.getByRole('row').filter({ hasText: 'Held.xml' }).getByText('Completed').waitFor({ timeout: 20_000 });
    await history.getByRole('row').filter({ hasText: 'HeldProducts.xml' }).getByText('Completed').waitFor({ timeout: 20_000 });
  });

  it("shows how far an upload is, in the history and on the Start page's feed card, while the server lets 1 MiB of the file through", async () => {
    // 10,000 more items make a stock feed of 2.6 MiB; the server answers no write from 1 MiB of the file on.
    await app.app.get(EntityManager).getConnection().execute(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10000)
       INSERT INTO current_items (id, part_number, brand, is_kit, availability, price, updated_at)
       SELECT 'BULK-' || printf('%05d', i), 'PN-BULK-' || i, 'Bosch', 0, 'in stock', 9.99, ? FROM n`,
      [new Date()],
    );
    const release = sftp.holdWrites(1024 * 1024);
    try {
      const api = await app.as(app.admin);
      await api.post('/current/export-and-upload-sftp').send({ remote_filename: 'Big.xml' }).expect(201);
      await page.goto(`${app.baseUrl}/export`);
      const row = page.getByRole('table', { name: 'Export history' }).getByRole('row').nth(1);
      await row.getByText('uploading to SFTP: 39 % (1.0 of 2.6 MB)').waitFor({ timeout: 20_000 });
      // The percent's sign is held to its number by a no-break space.
      expect(await row.textContent()).toContain('Processing 10,025 items · uploading to SFTP: 39\u00a0% (1.0 of 2.6 MB)');
      await screenshot(page, 'export-history-uploading');
      await page.goto(`${app.baseUrl}/`);
      await page.getByLabel('Stock and Price Feed').getByText('Running now: uploading to SFTP: 39 % (1.0 of 2.6 MB).').waitFor();
    } finally {
      release();
    }
    await page.goto(`${app.baseUrl}/export`);
    await page.getByRole('table', { name: 'Export history' }).getByRole('row').filter({ hasText: 'Big.xml' }).getByText('Completed').waitFor({ timeout: 20_000 });
  });
});
