import type { APIRequestContext, Page } from '@playwright/test';
import {
  createEvent,
  createMember,
  expect,
  expectAccessible,
  type Member,
  signInWithStorage,
  test,
} from '../fixtures.ts';

/**
 * Notifications (docs/spec.md §§2, 4, 7, 9): a mention through the '@' suggestions notifies the member;
 * the bell's badge and dropdown (4 newest), a click marks read and opens the comment; /notifications
 * grouped by month, 5 a page; 'Tandai semua dibaca'; the empty states.
 */

const bell = (page: Page) => page.getByRole('button', { name: /^Notifikasi, / });
// The bell's panel ('Notifikasi', with the unread count when there is one), not 'Notifikasi di ponsel'.
const bellPanel = (page: Page) => page.getByRole('region', { name: /^Notifikasi(?! di ponsel)/ });
const monthYear = (d: Date) =>
  new Intl.DateTimeFormat('id-ID', { timeZone: 'Asia/Jakarta', month: 'long', year: 'numeric' }).format(d);

async function mention(request: APIRequestContext, author: Member, eventId: number, who: Member, text = '') {
  const res = await request.post('/api/v2/comment', {
    data: { eventId, content: `Halo @${who.username} ${text}`.trim() },
    headers: { authorization: `Bearer ${author.token}` },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).result as { id: number };
}

async function unreadOf(request: APIRequestContext, member: Member): Promise<number> {
  const res = await request.get('/api/v2/notification?offset=1&limit=1', {
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).result.totalUnread;
}

test('B mentions A by picking them from the @ suggestions', async ({ page, request }) => {
  const a = await createMember(request);
  const b = await createMember(request);
  const event = await createEvent(request);

  // B writes '@' and part of A's username, then picks A with the keyboard.
  await signInWithStorage(page, b);
  await page.goto(`/event/${event.id}`);
  const box = page.getByRole('textbox', { name: 'Tulis komentar' });
  await box.fill('Apa kabar ');
  await box.pressSequentially(`@${a.username.slice(0, -2)}`);
  const suggestions = page.getByRole('listbox', { name: 'Saran anggota untuk disebut' });
  await expect(suggestions.getByRole('option', { name: new RegExp(a.username) })).toBeVisible();
  await expect(box).toHaveAttribute('aria-controls', (await suggestions.getAttribute('id')) ?? '');
  await expectAccessible(page);
  // Escape closes the list; typing on opens it again.
  await box.press('Escape');
  await expect(suggestions).toBeHidden();
  await box.pressSequentially(a.username.slice(-2));
  await expect(suggestions.getByRole('option')).toHaveCount(1);
  const option = suggestions.getByRole('option').first();
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(suggestions).toBeHidden();
  await expect(box).toHaveValue(`Apa kabar @${a.username} `);
  await box.pressSequentially('sampai jumpa!');
  await page.getByRole('button', { name: 'Kirim', exact: true }).click();
  const written = page.getByRole('article').filter({ hasText: 'sampai jumpa!' });
  await expect(written.getByRole('link', { name: `@${a.username}` })).toHaveAttribute(
    'href',
    `/profile/${a.username}`,
  );
  await expect.poll(() => unreadOf(request, a)).toBe(1);
});

test('A sees the badge, opens the bell and follows the notification to the comment', async ({
  page,
  request,
}) => {
  const a = await createMember(request);
  const b = await createMember(request);
  const event = await createEvent(request);
  await mention(request, b, event.id, a, 'sampai jumpa!');

  await signInWithStorage(page, a);
  await page.goto('/event');
  // The page has loaded (the shell shown while it loads is replaced, bell included).
  await expect(page.getByRole('heading', { level: 1, name: 'Semua Acara' })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifikasi, 1 belum dibaca');
  await expect(page.getByTestId('notification-badge')).toHaveText('1');
  await bell(page).click();
  await expect(bell(page)).toHaveAttribute('aria-expanded', 'true');
  const panel = bellPanel(page);
  const text = `${b.name} menyebut Anda dalam komentar di acara ${event.name}`;
  const item = panel.getByRole('link', { name: new RegExp(text) });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Belum dibaca');
  await expectAccessible(page);

  // Escape closes and gives focus back to the bell.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell(page)).toBeFocused();
  await expect(bell(page)).toHaveAttribute('aria-expanded', 'false');

  await bell(page).click();
  await panel.getByRole('link', { name: new RegExp(text) }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${event.id}#comment-\\d+$`));
  const target = page.getByRole('article').filter({ hasText: 'sampai jumpa!' });
  await expect(target).toBeFocused();
  await expect(target).toBeInViewport();
  await expect(bell(page)).toHaveAccessibleName('Notifikasi, tidak ada yang belum dibaca');
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  expect(await unreadOf(request, a)).toBe(0);

  // The page lists it, read, under this month's heading.
  await bell(page).click();
  await bellPanel(page).getByRole('link', { name: 'Lihat Semua' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifikasi' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: monthYear(new Date()) })).toBeVisible();
  const row = page.getByRole('main').getByRole('link', { name: new RegExp(text) });
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('Belum dibaca');
  await expectAccessible(page);
});

test('the bell shows the 4 newest; the page pages by 5 and marks all read', async ({ page, request }) => {
  const a = await createMember(request);
  const b = await createMember(request);
  const event = await createEvent(request);
  for (let i = 1; i <= 6; i += 1) await mention(request, b, event.id, a, `nomor ${i}`);
  const text = `${b.name} menyebut Anda dalam komentar di acara ${event.name}`;

  await signInWithStorage(page, a);
  await page.goto('/notifications');
  await expect(page.getByText('6 belum dibaca')).toBeVisible();
  const rows = page.getByRole('main').getByRole('link', { name: new RegExp(text) });
  await expect(rows).toHaveCount(5);
  await expect(rows.first()).toContainText('Belum dibaca');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Halaman 2', exact: true }).click();
  await expect(page).toHaveURL(/\/notifications\?page=2$/);
  await expect(rows).toHaveCount(1);

  await bell(page).click();
  await expect(bellPanel(page).getByRole('link', { name: new RegExp(text) })).toHaveCount(4);
  await bell(page).click();
  await expect(bellPanel(page)).toBeHidden();

  await page.getByRole('main').getByRole('button', { name: 'Tandai semua dibaca' }).click();
  await expect(page.getByText('6 belum dibaca')).toBeHidden();
  await expect(rows.first()).not.toContainText('Belum dibaca');
  await expect(bell(page)).toHaveAccessibleName('Notifikasi, tidak ada yang belum dibaca');
  await expect(page.getByRole('main').getByRole('button', { name: 'Tandai semua dibaca' })).toBeDisabled();
  expect(await unreadOf(request, a)).toBe(0);
});

test('a member without notifications sees the empty states', async ({ page, request }) => {
  const c = await createMember(request);
  await signInWithStorage(page, c);
  await page.goto('/notifications');
  await expect(page.getByRole('main').getByText('Belum Ada Notifikasi')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Paginasi' })).toHaveCount(0);
  await expectAccessible(page);

  await bell(page).click();
  await expect(bellPanel(page).getByText('Belum Ada Notifikasi')).toBeVisible();
  await expect(bellPanel(page).getByRole('button', { name: 'Tandai semua dibaca' })).toBeDisabled();
  await expectAccessible(page);
});

test('a visitor is sent to /login from /notifications', async ({ page }) => {
  await page.goto('/notifications');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: /^Notifikasi/ })).toHaveCount(0);
});
