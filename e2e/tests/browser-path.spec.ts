import { expect, test } from '@playwright/test';
import {
  NO_BROWSER_MESSAGE,
  resolveChromium,
  resolveFullChromium,
  SYSTEM_CHROMIUM,
  SYSTEM_HEADLESS_SHELL,
} from '../browser.ts';

// `npm test` on a machine without Debian's headless shell or /usr/bin/chromium: Playwright's own browser when present, else how to get one.
test.describe('the e2e browser', () => {
  const own = '/home/x/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';

  test('CHROMIUM_PATH wins, then the headless shell, then the system Chromium, then Playwright’s own', () => {
    const all = new Set(['/opt/chrome', SYSTEM_HEADLESS_SHELL, SYSTEM_CHROMIUM, own]);
    expect(
      resolveChromium(
        { CHROMIUM_PATH: '/opt/chrome' },
        (f) => all.has(f),
        () => own,
      ),
    ).toBe('/opt/chrome');
    expect(
      resolveChromium(
        {},
        (f) => all.has(f),
        () => own,
      ),
    ).toBe(SYSTEM_HEADLESS_SHELL);
    expect(
      resolveChromium(
        {},
        (f) => f !== SYSTEM_HEADLESS_SHELL && all.has(f),
        () => own,
      ),
    ).toBe(SYSTEM_CHROMIUM);
    expect(
      resolveChromium(
        {},
        (f) => f === own,
        () => own,
      ),
    ).toBe(own);
  });

  test('with no browser at all the error says how to get one', () => {
    expect(() =>
      resolveChromium(
        {},
        () => false,
        () => own,
      ),
    ).toThrow(NO_BROWSER_MESSAGE);
    expect(NO_BROWSER_MESSAGE).toContain('apt-get install chromium');
    expect(NO_BROWSER_MESSAGE).toContain('npx playwright install chromium');
    expect(() =>
      resolveChromium(
        { CHROMIUM_PATH: '/nope' },
        () => false,
        () => own,
      ),
    ).toThrow('CHROMIUM_PATH=/nope tidak ada');
  });

  test('the specs that show notifications get a full Chromium, never the headless shell', () => {
    const all = new Set([SYSTEM_HEADLESS_SHELL, SYSTEM_CHROMIUM, own]);
    expect(
      resolveFullChromium(
        {},
        (f) => all.has(f),
        () => own,
      ),
    ).toBe(SYSTEM_CHROMIUM);
    expect(
      resolveFullChromium(
        {},
        (f) => f !== SYSTEM_CHROMIUM && all.has(f),
        () => own,
      ),
    ).toBe(own);
    expect(() =>
      resolveFullChromium(
        {},
        (f) => f === SYSTEM_HEADLESS_SHELL,
        () => own,
      ),
    ).toThrow(NO_BROWSER_MESSAGE);
  });
});
