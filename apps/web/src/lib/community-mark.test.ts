import { describe, expect, it } from 'vitest';
import { communityMark } from './community-mark.ts';

describe('communityMark', () => {
  it('takes a short last word, else the initials', () => {
    expect(communityMark('Alumni 86')).toBe('86');
    expect(communityMark('Nusantara 90')).toBe('90');
    expect(communityMark('Ikatan Alumni')).toBe('IA');
    expect(communityMark('Alumni')).toBe('A');
    expect(communityMark('  ')).toBe('•');
  });
});
