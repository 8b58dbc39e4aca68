import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultMailDomain, loadConfig } from './config.ts';
import { senderOf } from './lib/mailer.ts';

/** No community's name in a default (docs/decisions/025): addresses from PUBLIC_URL, the name from the settings. */
const dataDir = mkdtempSync(path.join(tmpdir(), 'config-defaults-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const load = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), ...env });

describe('default addresses', () => {
  it("come from PUBLIC_URL's host, without a community's name", () => {
    const c = load({ PUBLIC_URL: 'https://paguyuban.example.org/' });
    expect(c.mailFrom).toBe('no-reply@paguyuban.example.org');
    expect(c.admin.email).toBe('admin@paguyuban.example.org');
  });

  it('use a neutral domain for localhost or an IP address, and keep what the operator set', () => {
    expect(load({}).mailFrom).toBe('no-reply@localhost.localdomain');
    expect(load({ PUBLIC_URL: 'http://192.168.1.20:3000' }).admin.email).toBe('admin@localhost.localdomain');
    expect(defaultMailDomain('not a url')).toBe('localhost.localdomain');
    const set = load({
      MAIL_FROM: 'Panitia Reuni <panitia@reuni.example>',
      ADMIN_EMAIL: 'ketua@reuni.example',
    });
    expect(set.mailFrom).toBe('Panitia Reuni <panitia@reuni.example>');
    expect(set.admin.email).toBe('ketua@reuni.example');
  });
});

describe('the sender of a mail', () => {
  it("puts the community's name before a bare address and keeps a display name MAIL_FROM gives", () => {
    expect(senderOf('no-reply@x.example', 'Paguyuban "Uji"')).toEqual({
      name: 'Paguyuban Uji',
      address: 'no-reply@x.example',
    });
    expect(senderOf('Panitia <no-reply@x.example>', 'Paguyuban Uji')).toBe('Panitia <no-reply@x.example>');
    expect(senderOf('no-reply@x.example', undefined)).toBe('no-reply@x.example');
    expect(senderOf('no-reply@x.example', '  ')).toBe('no-reply@x.example');
  });
});
