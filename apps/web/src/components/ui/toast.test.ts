import { describe, expect, it } from 'vitest';
import { TOAST_DURATION_MS, toastDuration } from './toast.tsx';

describe('toastDuration', () => {
  it('hides success alerts after the spec 3 s', () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    expect(toastDuration('success')).toBe(3000);
  });

  it('keeps error alerts until the member closes them', () => {
    expect(toastDuration('error')).toBeNull();
  });
});
