import { describe, expect, it } from 'vitest';
import { activeMention, insertMention, splitMentions } from './mention.ts';

describe('activeMention', () => {
  it('finds the username being typed after @', () => {
    expect(activeMention('Halo @sit', 9)).toEqual({ start: 5, end: 9, query: 'sit' });
    expect(activeMention('@', 1)).toEqual({ start: 0, end: 1, query: '' });
    expect(activeMention('(@budi.s', 8)).toEqual({ start: 1, end: 8, query: 'budi.s' });
  });

  it('reaches to the end of the word when the caret is inside it', () => {
    expect(activeMention('@siti rahma', 3)).toEqual({ start: 0, end: 5, query: 'si' });
  });

  it('ignores emails, words before @, text after a space, and overly long names', () => {
    expect(activeMention('mail a@b.id', 11)).toBeNull();
    expect(activeMention('@siti halo', 10)).toBeNull();
    expect(activeMention('tanpa mention', 5)).toBeNull();
    expect(activeMention(`@${'a'.repeat(31)}`, 32)).toBeNull();
    expect(activeMention('@@siti', 6)).toBeNull();
  });
});

describe('insertMention', () => {
  it("replaces the typed part with '@username ' and moves the caret after it", () => {
    const text = 'Halo @si';
    const m = activeMention(text, text.length);
    expect(m).not.toBeNull();
    if (!m) return;
    expect(insertMention(text, m, 'siti86')).toEqual({ text: 'Halo @siti86 ', caret: 13 });
  });

  it('keeps the text after the mention and does not double a space', () => {
    const text = 'Halo @si apa kabar';
    const m = activeMention(text, 8);
    if (!m) throw new Error('no mention');
    expect(insertMention(text, m, 'siti86')).toEqual({ text: 'Halo @siti86 apa kabar', caret: 13 });
  });
});

describe('splitMentions', () => {
  it('splits text and mentions, leaving a sentence dot outside the mention', () => {
    expect(splitMentions('Hai @siti86 dan @budi.s. Sampai jumpa')).toEqual([
      { type: 'text', text: 'Hai ' },
      { type: 'mention', username: 'siti86', text: '@siti86' },
      { type: 'text', text: ' dan ' },
      { type: 'mention', username: 'budi.s', text: '@budi.s' },
      { type: 'text', text: '. Sampai jumpa' },
    ]);
  });

  it('does not treat emails or a lone @ as mentions', () => {
    expect(splitMentions('kirim ke a@b.id @ ya')).toEqual([{ type: 'text', text: 'kirim ke a@b.id @ ya' }]);
  });

  it('keeps hostile text as plain text', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    expect(splitMentions(hostile)).toEqual([{ type: 'text', text: hostile }]);
  });
});
