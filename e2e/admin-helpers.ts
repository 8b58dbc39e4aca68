import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ADMIN, apiLogin, expect, expectAccessible, signInWithStorage } from './fixtures.ts';

/** Signs the page in as the e2e admin (before its first load). */
export async function signInAsAdmin(page: Page, request: APIRequestContext): Promise<void> {
  await signInWithStorage(page, await apiLogin(request, ADMIN.username, ADMIN.password));
}

/**
 * The bulk delete of an admin list (spec section 5) with `count` rows selected: 'Hapus (count)' opens the
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
