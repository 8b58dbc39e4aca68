import { createMember, expect, SHOTS_DIR, signInWithStorage, test, uid } from '../fixtures.ts';

/**
 * 'Cari Teman' (docs/decisions/027): a member finds a classmate by city at 390 px and opens their profile;
 * a visitor has no way in (the URL sends them to sign in).
 */
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

test('a member finds a classmate by city and opens the profile; a visitor is sent to sign in', async ({
  browser,
  request,
}) => {
  const tag = uid();
  const city = `Kota Uji ${tag}`;
  const friend = await createMember(request, { name: `Wulan Sari ${tag}` });
  const put = await request.put('/api/v1/user', {
    headers: { authorization: `Bearer ${friend.token}` },
    data: { name: friend.name, city, phoneNumber: '081234567890', occupation: 'Guru' },
  });
  expect(put.status(), await put.text()).toBe(200);
  const seeker = await createMember(request);

  for (const viewport of [phone, desktop]) {
    const ctx = await browser.newContext({ viewport, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
    const page = await ctx.newPage();
    await signInWithStorage(page, seeker);
    await page.goto('/cari-teman');
    await expect(page.getByRole('heading', { name: 'Cari Teman', level: 1 })).toBeVisible();
    await page.getByLabel('Kota').fill(city.toUpperCase());
    const card = page.getByRole('link', { name: new RegExp(`Wulan Sari ${tag}`) });
    await expect(card).toBeVisible();
    await expect(page.getByText('1 teman ditemukan')).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/cari-teman-${viewport.width}.png`, fullPage: true });
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/profile/${friend.username}$`));
    await expect(page.getByRole('heading', { name: `Wulan Sari ${tag}` })).toBeVisible();
    await ctx.close();
  }

  const visitor = await browser.newContext({ viewport: phone, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  const page = await visitor.newPage();
  await page.goto('/cari-teman');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('link', { name: 'Cari Teman' })).toHaveCount(0);
  await visitor.close();
});
