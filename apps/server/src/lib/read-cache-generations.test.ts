import { describe, expect, it } from 'vitest';
import { Generations, MAX_SCOPES } from './read-cache.ts';

/** The read cache's write generations (lib/read-cache.ts, docs/decisions/038), without a server. */
describe('Generations', () => {
  const aboutEvent = (event: number, viewer: number | null = null) => ({ event, viewer });
  const aboutNoEvent = (viewer: number | null = null) => ({ event: null, viewer });

  it('a scoped write moves its event and its writer, and the shared answers only past the lag', () => {
    const g = new Generations();
    const one = aboutEvent(1);
    const two = aboutEvent(2, 7);
    const list = aboutNoEvent();
    const mine = aboutNoEvent(5);
    const [s1, s2, sList, sMine] = [g.stamp(one), g.stamp(two), g.stamp(list), g.stamp(mine)];
    g.scoped({ event: 1, viewer: 5 });
    expect(g.unchanged(s1, one)).toBe(false);
    expect(g.unchanged(s2, two)).toBe(true);
    expect(g.unchanged(sList, list)).toBe(false);
    expect(g.unchanged(sList, list, true)).toBe(true);
    expect(g.unchanged(sMine, mine, true)).toBe(false);
  });

  it('a visitor’s answer about the event written lags it as counts do; a member’s shared one does not', () => {
    const g = new Generations();
    const visitors = { event: 1, viewer: null, visitor: true };
    const members = aboutEvent(1);
    const [sVisitors, sMembers] = [g.stamp(visitors), g.stamp(members)];
    g.scoped({ event: 1, viewer: 5 });
    expect(g.unchanged(sVisitors, visitors, true)).toBe(true);
    expect(g.unchanged(sVisitors, visitors)).toBe(false);
    expect(g.unchanged(sMembers, members, true)).toBe(false);
    g.everything();
    expect(g.unchanged(sVisitors, visitors, true)).toBe(false);
  });

  it('says whether a member wrote since an answer was stamped (docs/decisions/051)', () => {
    const g = new Generations();
    const list = aboutNoEvent();
    const before = g.stamp(list);
    expect(g.wroteSince(5, before)).toBe(false);
    g.scoped({ event: 1, viewer: 5 });
    expect(g.wroteSince(5, before)).toBe(true);
    expect(g.wroteSince(6, before)).toBe(false);
    // Stamped after his write: he did not write since.
    const after = g.stamp(list);
    expect(g.wroteSince(5, after)).toBe(false);
    g.scoped({ event: 2, viewer: 6 });
    expect(g.wroteSince(5, after)).toBe(false);
    expect(g.wroteSince(6, after)).toBe(true);
    // His own answers still move at each of his writes.
    const mine = aboutNoEvent(5);
    const sMine = g.stamp(mine);
    g.scoped({ event: 3, viewer: 5 });
    expect(g.unchanged(sMine, mine, true)).toBe(false);
  });

  it('an unscoped write moves everything', () => {
    const g = new Generations();
    const stamped = [aboutEvent(1), aboutEvent(2, 7), aboutNoEvent(), aboutNoEvent(5)].map((s) => ({
      scope: s,
      stamp: g.stamp(s),
    }));
    g.everything();
    for (const { scope, stamp } of stamped) expect(g.unchanged(stamp, scope, true)).toBe(false);
  });

  it('keeps at most MAX_SCOPES events and members; past it a scoped write moves everything', () => {
    const g = new Generations();
    const far = aboutEvent(MAX_SCOPES + 100);
    const before = g.stamp(far);
    for (let id = 1; id < MAX_SCOPES; id += 1) g.scoped({ event: id, viewer: null });
    expect(g.unchanged(before, far)).toBe(true);
    g.scoped({ event: MAX_SCOPES, viewer: null });
    g.scoped({ event: MAX_SCOPES + 1, viewer: null });
    // The map was full: the second write counted as unscoped, and the maps started again.
    expect(g.unchanged(before, far)).toBe(false);
    const after = g.stamp(aboutEvent(1));
    expect(after.event).toBe(0);
  });
});
