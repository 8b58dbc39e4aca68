import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import {
  ADMIN,
  apiLogin,
  createMember,
  expect,
  expectAccessible,
  type Member,
  SERVER_LOG,
  signInWithStorage,
} from './fixtures.ts';

/**
 * An admin of the spec's own (ROLE_ADMINS), for specs that change an admin's password or email: the shared
 * e2e admin must keep its password, and no demo account is an admin. The app has no call that grants a role
 * (roles are not editable from the screens), so the member registered through the API is promoted in the
 * e2e server's own SQLite file.
 */
export async function createAdmin(request: APIRequestContext): Promise<Member> {
  const member = await createMember(request);
  const db = new Database(path.join(path.dirname(SERVER_LOG), 'alumni.db'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare("update users set role = 'ROLE_ADMINS' where id = ?").run(member.id);
  } finally {
    db.close();
  }
  return member;
}

/** Signs the page in as the e2e admin (before its first load). */
export async function signInAsAdmin(page: Page, request: APIRequestContext): Promise<void> {
  await signInWithStorage(page, await apiLogin(request, ADMIN.username, ADMIN.password));
}

/**
 * The bulk delete of an admin list (docs/spec.md §5) with `count` rows selected: 'Hapus (count)' opens the
 * danger dialog `title`, whose 'Hapus' confirms. With `question`, the dialog is checked first: the spec's
 * question, 'cannot be undone', and an axe scan with it open. Returns the dialog.
 */
export async function bulkDelete(
  page: Page,
  { count, title, question }: { count: number; title: string; question?: string },
): Promise<Locator> {
  await page.getByRole('button', { name: `Hapus (${count})` }).click();
  const dialog = page.getByRole('alertdialog', { name: title });
  if (question) {
    await expect(dialog).toContainText(question);
    await expect(dialog).toContainText('tidak dapat dibatalkan');
    await expectAccessible(page);
  }
  await dialog.getByRole('button', { name: 'Hapus' }).click();
  return dialog;
}
