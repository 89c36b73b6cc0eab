/**
 * A deleted user's token stops working at once; feed_name, remote_filename and uploaded file
 * names cannot leave their directories.
 */
import { readFileSync } from 'node:fs';
import { Api, startTestApp, TestApp } from '../support/app';

const USER = { email: 'gone@partsfeed.test', password: 'gone-password-1', access_token: 'gone-access-token-0123456789' };
const TRAVERSAL = '../../etc/passwd';

let t: TestApp;
let admin: Api;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as(t.admin);
});

afterAll(async () => {
  await t?.close();
});

it("a deleted user's token stops working at once", async () => {
  const created = await admin.post('/auth/users').send({ ...USER, full_name: 'Gone Soon' }).expect(201);
  const token = (await t.as(USER)).token;
  await t.anonymous.get('/auth/me').set('Authorization', `Bearer ${token}`).expect(200);
  await admin.delete(`/auth/users/${created.body.id}`).expect(200);
  await t.anonymous.get('/auth/me').set('Authorization', `Bearer ${token}`).expect(401);
  await t.anonymous.get('/current').set('Authorization', `Bearer ${token}`).expect(401);
});

it.each(['feed_name', 'remote_filename'])(`%s '${TRAVERSAL}' is refused`, async (field) => {
  for (const route of ['/current/export-xml-job', '/current/export-and-upload-sftp']) {
    const response = await admin.post(route).send({ [field]: TRAVERSAL });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body.detail)).toContain(field);
  }
});

it(`an uploaded file named '${TRAVERSAL}.csv' is read as data and written nowhere but a temporary file`, async () => {
  const passwd = readFileSync('/etc/passwd', 'utf8');
  const response = await admin
    .post('/current/import')
    .attach('file', Buffer.from('id,item_number,price,stock_status\n1,P-1,1.00,in stock\n'), `${TRAVERSAL}.csv`);
  expect([200, 400]).toContain(response.status);
  expect(readFileSync('/etc/passwd', 'utf8')).toBe(passwd);
  if (response.status === 400) expect(response.body.detail).not.toContain('/etc/');
});
