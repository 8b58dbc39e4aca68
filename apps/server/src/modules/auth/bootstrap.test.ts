import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext } from '../../../test/helpers.ts';
import { verifyPassword } from '../../lib/password.ts';
import { post } from './auth.test-support.ts';
import { ensureFirstAdmin, FIRST_ADMIN_PASSWORD_FILE, generatePassword } from './bootstrap.service.ts';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(() => ctx.close());

function recordingLog() {
  const lines: { level: 'info' | 'warn'; args: unknown[] }[] = [];
  return {
    lines,
    info: (...args: unknown[]) => void lines.push({ level: 'info', args }),
    warn: (...args: unknown[]) => void lines.push({ level: 'warn', args }),
  };
}

const admins = () =>
  ctx.db.selectFrom('users').selectAll().where('role', 'in', ['ROLE_ADMIN', 'ROLE_ADMINS']).execute();

const adminConfig = (password: string | undefined) => ({
  admin: { username: 'ketua', email: 'ketua@alumni86.id', password },
  scryptLogN: ctx.config.scryptLogN,
  dataDir: ctx.config.dataDir,
});

describe('ensureFirstAdmin', () => {
  it('creates exactly one admin from the configured credentials and is idempotent', async () => {
    const log = recordingLog();
    await ensureFirstAdmin(ctx.db, adminConfig('sandi-admin-123'), log);
    await ensureFirstAdmin(ctx.db, adminConfig('sandi-admin-123'), log);
    const rows = await admins();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ username: 'ketua', email: 'ketua@alumni86.id', role: 'ROLE_ADMIN' });
    expect(await verifyPassword('sandi-admin-123', rows[0]?.password_hash ?? null)).toBe(true);
    expect(log.lines.filter((l) => l.level === 'warn')).toHaveLength(0);
    expect(JSON.stringify(log.lines)).not.toContain('sandi-admin-123');

    const res = await post(ctx, '/login', { email: 'KETUA', password: 'sandi-admin-123' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.currentUser.role).toBe('ROLE_ADMIN');
  });

  it('generates a 20-character password, writes it to a private file once and names the file in a warning', async () => {
    const log = recordingLog();
    await ensureFirstAdmin(ctx.db, adminConfig(undefined), log);
    await ensureFirstAdmin(ctx.db, adminConfig(undefined), log);
    expect(await admins()).toHaveLength(1);

    const warnings = log.lines.filter((l) => l.level === 'warn');
    expect(warnings).toHaveLength(1);
    const text = String(warnings[0]?.args.at(-1));
    const file = path.join(ctx.config.dataDir, FIRST_ADMIN_PASSWORD_FILE);
    const password = readFileSync(file, 'utf8').trim();
    expect(password).toHaveLength(20);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(text).toContain('username "ketua"');
    expect(text).toContain(file);
    // The password itself is never in the log (docs/decisions/020).
    expect(JSON.stringify(log.lines)).not.toContain(password);
    expect(await verifyPassword(password, (await admins())[0]?.password_hash ?? null)).toBe(true);
  });

  it('leaves an existing ROLE_ADMINS alone', async () => {
    await createUser(ctx, { role: 'ROLE_ADMINS' });
    await ensureFirstAdmin(ctx.db, adminConfig(undefined), recordingLog());
    const rows = await admins();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.role).toBe('ROLE_ADMINS');
  });

  it('fails clearly when a member already uses the username or the email', async () => {
    await createUser(ctx, { username: 'Ketua' });
    await expect(ensureFirstAdmin(ctx.db, adminConfig('sandi-admin-123'), recordingLog())).rejects.toThrow(
      /username "ketua" already belongs to a member.*ADMIN_USERNAME/,
    );
    await ctx.db.deleteFrom('users').execute();
    await createUser(ctx, { email: 'KETUA@alumni86.id' });
    await expect(ensureFirstAdmin(ctx.db, adminConfig('sandi-admin-123'), recordingLog())).rejects.toThrow(
      /email "ketua@alumni86.id" already belongs to a member/,
    );
    expect(await admins()).toHaveLength(0);
  });
});

describe('generatePassword', () => {
  it('gives different 20-character passwords without look-alike characters', () => {
    const all = Array.from({ length: 50 }, () => generatePassword());
    expect(new Set(all).size).toBe(50);
    for (const p of all) expect(p).toMatch(/^[A-HJ-NP-Za-km-z2-9]{20}$/);
  });
});
