import { createAdmin, signInAsAdmin } from '../admin-helpers.ts';
import { apiLogin, createMember, expect, SESSION_KEY, signInWithStorage, test } from '../fixtures.ts';

/**
 * Sessions as token families (docs/decisions/020): 'Keluar dari semua perangkat' on the member's profile and on
 * the admin's settings ends every session of the account; the admin's button on a member's page does it for the
 * member; several tabs refreshing at once all stay signed in.
 */
const storedToken = (page: import('@playwright/test').Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.token as string | undefined,
    SESSION_KEY,
  );

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("'Keluar dari semua perangkat' on the profile ends every session of the member", async ({
      page,
      request,
    }, testInfo) => {
      const member = await createMember(request);
      const elsewhere = await apiLogin(request, member.username, member.password);
      const here = await apiLogin(request, member.username, member.password);
      await signInWithStorage(page, here);
      await page.goto('/profile');
      const card = page.getByRole('region', { name: 'Keamanan Akun' });
      await expect(card).toBeVisible();
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`profile-sessions-${viewport.width}.png`) });
      await card.getByRole('button', { name: 'Keluar dari semua perangkat' }).click();
      const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
      await expect(dialog).toContainText('termasuk yang ini');
      const ended = page.waitForResponse((r) => r.url().endsWith('/api/v1/logout-everywhere'));
      await dialog.getByRole('button', { name: 'Keluar', exact: true }).click();
      expect((await ended).status()).toBe(200);
      await expect(page).toHaveURL(/\/login$/);
      const own = await request.get('/api/v1/current-user', {
        headers: { authorization: `Bearer ${here.token}` },
      });
      expect(own.status()).toBe(401);
      // The other device's session is over too.
      const other = await request.get('/api/v1/current-user', {
        headers: { authorization: `Bearer ${elsewhere.token}` },
      });
      expect(other.status()).toBe(401);
    });

    test("the admin's button ends every session of a member", async ({ page, request }, testInfo) => {
      const member = await createMember(request);
      const phone = await apiLogin(request, member.username, member.password);
      await signInAsAdmin(page, request);
      await page.goto(`/admin/user/${member.username}`);
      const button = page.getByRole('button', { name: 'Keluar dari semua perangkat' });
      await expect(button).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`admin-member-sessions-${viewport.width}.png`) });
      await button.click();
      const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
      await expect(dialog).toContainText('kata sandi tidak berubah');
      await dialog.getByRole('button', { name: 'Keluarkan' }).click();
      await expect(
        page.getByText(`${member.currentUser.name} telah dikeluarkan dari semua perangkat.`),
      ).toBeVisible();
      const res = await request.get('/api/v1/current-user', {
        headers: { authorization: `Bearer ${phone.token}` },
      });
      expect(res.status()).toBe(401);
      // The member signs in again with the same password.
      expect((await apiLogin(request, member.username, member.password)).token).toBeTruthy();
    });
  });
}

test.describe('admin settings at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test("'Keluar dari semua perangkat' on /admin/setting ends the admin's sessions", async ({
    page,
    request,
  }, testInfo) => {
    const admin = await createAdmin(request);
    const other = await apiLogin(request, admin.username, admin.password);
    await signInWithStorage(page, await apiLogin(request, admin.username, admin.password));
    await page.goto('/admin/setting');
    const card = page.getByRole('region', { name: 'Keamanan Akun' });
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('admin-settings-sessions-1280.png'), fullPage: true });
    await card.getByRole('button', { name: 'Keluar dari semua perangkat' }).click();
    await page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog'))
      .getByRole('button', { name: 'Keluar', exact: true })
      .click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    const res = await request.get('/api/v1/current-user', {
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(res.status()).toBe(401);
  });
});

test.describe('several tabs at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('tabs refreshing the same half-spent token at once all stay signed in', async ({
    context,
    request,
  }) => {
    const member = await createMember(request);
    const session = await apiLogin(request, member.username, member.password);
    // Seven hours on (past half of the 12-hour token, before its end): every tab refreshes at its next call.
    await context.clock.install({ time: Date.now() + 7 * 3_600_000 });
    const tabs = [await context.newPage(), await context.newPage(), await context.newPage()];
    const refreshes: number[] = [];
    for (const tab of tabs) {
      await signInWithStorage(tab, session);
      tab.on('response', (r) => {
        if (r.url().endsWith('/api/v1/refresh-token')) refreshes.push(r.status());
      });
    }
    // All tabs open their notifications (a signed-in page calling the API) at the same moment.
    await Promise.all(tabs.map((tab) => tab.goto('/notifications')));
    for (const tab of tabs) await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => refreshes.length).toBeGreaterThanOrEqual(1);
    expect(refreshes.every((s) => s === 200)).toBe(true);
    // One trade per tab at most: a fresh token is not taken for half-spent on a clock 7 hours on
    // (docs/decisions/020, 'The phone's own clock').
    expect(refreshes.length).toBeLessThanOrEqual(3);
    // Every tab holds the session's current token, and it works; the first one was retired.
    const tokens = await Promise.all(tabs.map((tab) => storedToken(tab)));
    const current = tokens[0];
    expect(current).toBeTruthy();
    expect(current).not.toBe(session.token);
    for (const t of tokens) expect(t).toBe(current);
    const ok = await request.get('/api/v1/current-user', { headers: { authorization: `Bearer ${current}` } });
    expect(ok.status()).toBe(200);
    // No tab was signed out.
    for (const tab of tabs) await expect(tab).toHaveURL(/\/notifications$/);
  });
});
