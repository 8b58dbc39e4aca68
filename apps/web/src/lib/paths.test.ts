import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';

describe('paths', () => {
  it('builds the member-side addresses of docs/spec.md §2', () => {
    expect(paths.event(12)).toBe('/event/12');
    expect(paths.eventsOfGroup(3)).toBe('/event?g=3');
    expect(paths.eventsOfCategory(4)).toBe('/event?s=4');
    expect(paths.memberProfile('budi86')).toBe('/profile/budi86');
  });

  it('encodes what a member typed, so a name cannot add path segments or a query', () => {
    expect(paths.memberProfile('a/b?c')).toBe('/profile/a%2Fb%3Fc');
    expect(paths.event('../admin')).toBe('/event/..%2Fadmin');
    expect(paths.admin.user('siti rahma')).toBe('/admin/user/siti%20rahma');
  });

  it('builds the admin addresses of docs/spec.md §9', () => {
    expect(paths.admin.event(7)).toBe('/admin/event/7');
    expect(paths.admin.eventEdit(7)).toBe('/admin/event/7/edit');
    expect(paths.admin.user(5)).toBe('/admin/user/5');
  });
});
