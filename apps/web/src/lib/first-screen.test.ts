// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { delayLeftSinceShown, markFirstScreenShown, shownFor } from './first-screen.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the first screen’s clock (docs/decisions/037)', () => {
  it('counts what is due from when the server’s page was shown, once', () => {
    markFirstScreenShown(performance.now());
    vi.advanceTimersByTime(1_000);
    expect(delayLeftSinceShown(2_500)).toBe(1_500);
    // A carousel the app renders later (another visit of the page) waits the whole delay.
    expect(delayLeftSinceShown(2_500)).toBe(2_500);
  });

  it('never asks for a negative wait', () => {
    markFirstScreenShown(performance.now());
    vi.advanceTimersByTime(9_000);
    expect(delayLeftSinceShown(2_500)).toBe(0);
  });

  it('counts how long the first screen has shown what it shows now', () => {
    markFirstScreenShown(performance.now());
    vi.advanceTimersByTime(700);
    expect(shownFor()).toBe(700);
    markFirstScreenShown();
    expect(shownFor()).toBe(0);
    delayLeftSinceShown(0);
    expect(shownFor()).toBe(0);
  });
});
