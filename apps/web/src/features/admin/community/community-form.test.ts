import { DEFAULT_COMMUNITY } from '@alumni/contract/constants';
import { describe, expect, it } from 'vitest';
import { bodyOf, formOf } from './community-form.ts';

describe('community form', () => {
  it('turns lines into mission points and history steps, and back', () => {
    const form = {
      ...formOf({ ...DEFAULT_COMMUNITY, configured: false }),
      mission: 'Satu\n\n  Dua  \n',
      history: '1986 | Lulus | Kami lulus\n2011|Berdiri',
      foundedYear: '2011',
    };
    const body = bodyOf(form);
    expect(body.mission).toEqual(['Satu', 'Dua']);
    expect(body.history).toEqual([
      { when: '1986', title: 'Lulus', text: 'Kami lulus' },
      { when: '2011', title: 'Berdiri', text: null },
    ]);
    expect(body.foundedYear).toBe(2011);
    expect(bodyOf({ ...form, foundedYear: ' ' }).foundedYear).toBeNull();
    expect(
      formOf({
        ...DEFAULT_COMMUNITY,
        phone: '6281286001986',
        history: [{ when: '1986', title: 'Lulus', text: null }],
        configured: true,
      }),
    ).toMatchObject({ phone: '+6281286001986', history: '1986 | Lulus | ' });
  });
});
