import { ROSTER_MSG, rosterProgressText } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiCallArgs,
  callApi,
  createTestContext,
  createUser,
  loginAs,
  type TestContext,
} from '../../../test/helpers.ts';
import { notificationsOf } from '../notifications/notifications.test-support.ts';

/**
 * 'Daftar Angkatan' (docs/decisions/024): roles, the import's checks, tips seen by admins only, confirmed
 * links with name-match suggestions, and the dashboard's progress. SQLite and, with TEST_DATABASE_URL, PostgreSQL.
 */
let ctx: TestContext;
type Login = Awaited<ReturnType<typeof loginAs>>;
let admin: Login;
let member: Login;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await loginAs(ctx, 'ROLE_ADMIN', { name: 'Admin Panitia' });
  member = await loginAs(ctx, 'ROLE_USER', { name: 'Rina Kartika' });
});
afterAll(() => ctx.close());

const call = (...args: ApiCallArgs) => callApi(ctx, ...args);

describe('roles', () => {
  it('a visitor sees no roster; a member cannot add, edit, import, read tips or progress', async () => {
    expect((await call('GET', '/roster')).statusCode).toBe(401);
    const body = { name: 'Budi Santoso' };
    expect((await call('POST', '/roster', member.headers, body)).statusCode).toBe(403);
    expect((await call('PUT', '/roster', member.headers, { id: 1, ...body })).statusCode).toBe(403);
    expect((await call('POST', '/roster/imports', member.headers, { rows: [body] })).statusCode).toBe(403);
    expect((await call('GET', '/roster/tips', member.headers)).statusCode).toBe(403);
    expect((await call('GET', '/roster/progress', member.headers)).statusCode).toBe(403);
    expect((await call('GET', '/roster/link-suggestions', member.headers)).statusCode).toBe(403);
    expect((await call('PUT', '/roster/1/link', member.headers, { userId: member.user.id })).statusCode).toBe(
      403,
    );
    expect((await call('POST', '/roster/1/tips', {}, { note: 'x' })).statusCode).toBe(401);
  });
});

describe('admin writes and member reads', () => {
  it('adds, edits and lists; members see names, class and status but nothing private', async () => {
    const created = await call('POST', '/roster', admin.headers, {
      name: '  Dewi Lestari ',
      nickname: 'Dewi',
      className: 'IPA 2',
      school: 'SMA Negeri 3',
    });
    expect(created.statusCode).toBe(201);
    const row = created.json().result;
    expect(row).toMatchObject({
      name: 'Dewi Lestari',
      className: 'IPA 2',
      status: 'NOT_FOUND',
      username: null,
    });

    const edited = await call('PUT', '/roster', admin.headers, {
      id: row.id,
      name: 'Dewi Lestari',
      nickname: 'Dewi',
      className: 'IPA 2',
      school: 'SMA Negeri 3',
      status: 'CONTACTED',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().result.status).toBe('CONTACTED');

    const list = await call('GET', '/roster?search=dewi', member.headers);
    expect(list.statusCode).toBe(200);
    const item = list.json().result.datas.find((d: { id: number }) => d.id === row.id);
    expect(item).toEqual({
      id: row.id,
      name: 'Dewi Lestari',
      nickname: 'Dewi',
      className: 'IPA 2',
      school: 'SMA Negeri 3',
      status: 'CONTACTED',
      deceasedDate: null,
      username: null,
    });
    expect(list.json().result.classes).toContain('IPA 2');
    const asAdmin = await call('GET', '/roster?search=dewi', admin.headers);
    expect(asAdmin.json().result.datas[0]).toMatchObject({ userId: null, tips: 0 });

    const log = await ctx.db
      .selectFrom('activity_logs')
      .select(['module', 'action'])
      .where('module', '=', 'Angkatan')
      .execute();
    expect(log.map((l) => l.action)).toEqual(expect.arrayContaining(['Tambah', 'Ubah']));
  });

  it('refuses bad input with Indonesian messages', async () => {
    const noName = await call('POST', '/roster', admin.headers, { name: '   ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBeTruthy();
    const registeredWithoutAccount = await call('POST', '/roster', admin.headers, {
      name: 'Ahmad',
      status: 'REGISTERED',
    });
    expect(registeredWithoutAccount.statusCode).toBe(400);
    expect(registeredWithoutAccount.json().message).toBe(ROSTER_MSG.registeredNeedsLink);
    const future = await call('POST', '/roster', admin.headers, {
      name: 'Ahmad',
      status: 'DECEASED',
      deceasedDate: '01/01/2999',
    });
    expect(future.statusCode).toBe(400);
    const unknownField = await call('POST', '/roster', admin.headers, { name: 'Ahmad', phone: '0812' });
    expect(unknownField.statusCode).toBe(400);
    const tooLong = await call('POST', '/roster', admin.headers, { name: 'x'.repeat(101) });
    expect(tooLong.statusCode).toBe(400);
    expect((await call('PUT', '/roster', admin.headers, { id: 999999, name: 'X' })).statusCode).toBe(404);
    const html = await call('POST', '/roster', admin.headers, { name: '<script>alert(1)</script>' });
    expect(html.statusCode).toBe(201);
    expect(html.json().result.name).toBe('<script>alert(1)</script>');
    expect((await call('DELETE', `/roster/${html.json().result.id}`, admin.headers)).statusCode).toBe(200);
  });
});

describe('import from the yearbook sheet', () => {
  it('imports every row or none, with the row numbers of every problem', async () => {
    const bad = await call('POST', '/roster/imports', admin.headers, {
      rows: [
        { name: 'Agus Salim', className: 'IPS 1', row: 2 },
        { name: '', className: 'IPS 1', row: 3 },
        { name: 'agus  salim', className: 'ips 1', row: 4 },
        { name: 'y'.repeat(101), row: 5 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('IMPORT_INVALID');
    expect(bad.json().message).toBe(ROSTER_MSG.importFailed);
    const paths = bad.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(['baris 3', 'baris 4', 'baris 5']);
    expect(bad.json().errors[1].message).toBe(ROSTER_MSG.importTwice('agus  salim', 2));
    const none = await ctx.db
      .selectFrom('roster_entries')
      .select('id')
      .where('name', '=', 'Agus Salim')
      .execute();
    expect(none).toHaveLength(0);

    const good = await call('POST', '/roster/imports', admin.headers, {
      rows: [
        { name: 'Agus Salim', nickname: 'Agus', className: 'IPS 1', school: 'SMA 3', row: 2 },
        { name: 'Bambang Wijaya', className: 'IPS 1', row: 3 },
        { name: 'Citra Dewi', className: 'IPA 1', row: 4 },
      ],
    });
    expect(good.statusCode).toBe(201);
    expect(good.json().result.imported).toBe(3);

    const again = await call('POST', '/roster/imports', admin.headers, {
      rows: [{ name: 'Agus Salim', className: 'IPS 1' }],
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0]).toEqual({
      path: 'baris 2',
      message: ROSTER_MSG.importExists('Agus Salim'),
    });

    expect((await call('POST', '/roster/imports', admin.headers, { rows: [] })).json().message).toBe(
      ROSTER_MSG.importNoRows,
    );
    expect((await call('POST', '/roster/imports', admin.headers, { rows: 'x' })).statusCode).toBe(400);
  });
});

describe('tips, links and progress', () => {
  it("'Saya tahu kabarnya' reaches the admins only", async () => {
    const row = (
      await call('POST', '/roster', admin.headers, { name: 'Hendra Gunawan', className: 'IPA 3' })
    ).json().result;
    const sent = await call('POST', `/roster/${row.id}/tips`, member.headers, {
      note: 'Tinggal di Bandung',
      phone: '0812-3456-789',
    });
    expect(sent.statusCode).toBe(201);
    expect((await call('POST', `/roster/${row.id}/tips`, member.headers, { note: '' })).statusCode).toBe(400);
    expect(
      (await call('POST', `/roster/${row.id}/tips`, member.headers, { note: 'x', phone: 'abc' })).statusCode,
    ).toBe(400);
    expect((await call('POST', '/roster/999999/tips', member.headers, { note: 'x' })).statusCode).toBe(404);

    const tips = await call('GET', '/roster/tips', admin.headers);
    expect(tips.json().result.datas[0]).toMatchObject({
      rosterId: row.id,
      rosterName: 'Hendra Gunawan',
      note: 'Tinggal di Bandung',
      phone: '0812-3456-789',
      from: { name: 'Rina Kartika' },
    });
    // The member list carries no tip, no phone, no note.
    const list = (await call('GET', '/roster?search=hendra', member.headers)).body;
    expect(list).not.toContain('Bandung');
    expect(list).not.toContain('0812');
    const notes = await notificationsOf(ctx, admin.user.id);
    expect(notes.at(-1)?.content).toContain('Hendra Gunawan');
  });

  it('suggests links by name; a person confirms; one account per row', async () => {
    const row = (
      await call('POST', '/roster', admin.headers, { name: 'Siti Nurhaliza', className: 'IPA 2' })
    ).json().result;
    const account = await createUser(ctx, { name: 'siti  nurhaliza' });
    const other = await createUser(ctx, { name: 'Siti Nurhaliza Putri' });
    const all = await call('GET', '/roster/link-suggestions', admin.headers);
    const forRow = all.json().result.datas.filter((s: { rosterId: number }) => s.rosterId === row.id);
    expect(forRow.map((s: { user: { id: number } }) => s.user.id).sort()).toEqual(
      [account.id, other.id].sort(),
    );
    // Nothing is linked until someone confirms.
    expect(
      (await call('GET', '/roster?search=nurhaliza', admin.headers)).json().result.datas[0].userId,
    ).toBeNull();

    const linked = await call('PUT', `/roster/${row.id}/link`, admin.headers, { userId: account.id });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().result).toMatchObject({
      status: 'REGISTERED',
      username: account.username,
      userId: account.id,
    });

    const second = (
      await call('POST', '/roster', admin.headers, { name: 'Siti N.', className: 'IPA 1' })
    ).json().result;
    const taken = await call('PUT', `/roster/${second.id}/link`, admin.headers, { userId: account.id });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(ROSTER_MSG.userLinked);
    expect(
      (await call('PUT', `/roster/${second.id}/link`, admin.headers, { userId: 999999 })).statusCode,
    ).toBe(404);
    // A linked row cannot be set back to 'Belum ditemukan' by hand, nor to 'Wafat' (that goes through the account).
    const wafat = await call('PUT', '/roster', admin.headers, {
      id: row.id,
      name: 'Siti Nurhaliza',
      status: 'DECEASED',
    });
    expect(wafat.statusCode).toBe(400);
    expect(wafat.json().message).toBe(ROSTER_MSG.deceasedViaAccount);

    const unlinked = await call('PUT', `/roster/${row.id}/link`, admin.headers, { userId: null });
    expect(unlinked.json().result).toMatchObject({ status: 'NOT_FOUND', username: null });
  });

  it("the dashboard's 'Ditemukan N dari M (x %)' and per class", async () => {
    const res = await call('GET', '/roster/progress', admin.headers);
    expect(res.statusCode).toBe(200);
    const p = res.json().result;
    const rows = await ctx.db.selectFrom('roster_entries').select(['class_name', 'status']).execute();
    const found = rows.filter((r) => r.status !== 'NOT_FOUND').length;
    expect(p.total).toBe(rows.length);
    expect(p.found).toBe(found);
    expect(p.percent).toBe(Math.round((found * 100) / rows.length));
    const ips1 = p.classes.find((c: { className: string }) => c.className === 'IPS 1');
    expect(ips1).toEqual({ className: 'IPS 1', found: 0, total: 2, percent: 0 });
    const ipa2 = p.classes.find((c: { className: string }) => c.className === 'IPA 2');
    expect(ipa2.found).toBe(1);
    expect(rosterProgressText(248, 606)).toBe('Ditemukan 248 dari 606 (41 %)');
  });
});
