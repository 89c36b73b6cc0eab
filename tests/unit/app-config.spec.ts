import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../api/src/config/app-config';

/** Settings that would weaken the server are refused at start with a message naming the setting. */
describe('start-up settings', () => {
  let dataDir: string;
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, SECRET_KEY: 'test-secret-key', ...env });

  beforeAll(() => (dataDir = mkdtempSync(join(tmpdir(), 'partsfeed-config-'))));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  describe('TRUST_PROXY', () => {
    it.each(['true', 'TRUE', 'yes'])("refuses '%s', which would believe any client's X-Forwarded-For", (value) => {
      expect(() => load({ TRUST_PROXY: value })).toThrow(
        `TRUST_PROXY=${value} would believe any client's X-Forwarded-For: set the number of proxies in front of the app (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.5,10.0.1.0/24)`,
      );
    });

    it.each([
      ['', false],
      ['false', false],
      ['1', 1],
      ['2', 2],
      ['10.0.0.5', ['10.0.0.5']],
      ['10.0.0.5, 10.0.1.0/24,loopback', ['10.0.0.5', '10.0.1.0/24', 'loopback']],
    ])("reads '%s' as %p", (value, expected) => {
      expect(load({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
    });
  });

  describe("the first admin's credentials", () => {
    it.each([
      ['ADMIN_PASSWORD', 'a', 'ADMIN_PASSWORD must be 8 to 200 characters long, like every user\'s; got 1'],
      ['ADMIN_PASSWORD', 'x'.repeat(201), 'ADMIN_PASSWORD must be 8 to 200 characters long, like every user\'s; got 201'],
      ['ADMIN_ACCESS_TOKEN', 'short-token', 'ADMIN_ACCESS_TOKEN must be 16 to 200 characters long, like every user\'s; got 11'],
      ['ADMIN_EMAIL', 'admin', "ADMIN_EMAIL must be an e-mail address; got 'admin'"],
    ])('refuses %s=%s', (name, value, message) => {
      expect(() => load({ [name]: value })).toThrow(message);
    });

    it('accepts the shortest credentials a user may have', () => {
      const config = load({ ADMIN_EMAIL: 'a@b', ADMIN_PASSWORD: '12345678', ADMIN_ACCESS_TOKEN: '1234567890abcdef' });
      expect(config.firstAdmin).toEqual({ email: 'a@b', password: '12345678', accessToken: '1234567890abcdef' });
    });
  });
});
