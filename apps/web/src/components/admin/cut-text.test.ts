import { describe, expect, it } from 'vitest';
import { ADMIN_CUT_MAX, cutText } from './cut-text.ts';

describe('cutText', () => {
  it('keeps text of up to 30 characters whole', () => {
    const exact = 'a'.repeat(ADMIN_CUT_MAX);
    expect(cutText(exact)).toBe(exact);
    expect(cutText('Reuni Akbar')).toBe('Reuni Akbar');
  });

  it('cuts longer text at 30 characters and adds an ellipsis', () => {
    expect(cutText('Reuni Akbar Alumni SMA 1986 Jakarta Selatan')).toBe('Reuni Akbar Alumni SMA 1986 Ja…');
    expect(cutText('a'.repeat(31))).toBe(`${'a'.repeat(30)}…`);
  });

  it('drops spaces before the ellipsis and never splits an emoji', () => {
    expect(cutText(`${'a'.repeat(29)}  tail`)).toBe(`${'a'.repeat(29)}…`);
    const party = `${'🎉'.repeat(31)}`;
    expect(cutText(party)).toBe(`${'🎉'.repeat(30)}…`);
  });
});
