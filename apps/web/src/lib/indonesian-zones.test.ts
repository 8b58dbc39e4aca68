import { describe, expect, it } from 'vitest';
import { zonedDates } from './dates.ts';
import { INDONESIAN_ZONES, indonesianZone } from './indonesian-zones.ts';

/** Instants from 1970 to 2040: every month, every weekday, hours around midnight and noon, minute edges. */
function instants(): Date[] {
  const out: Date[] = [];
  let ms = Date.UTC(1970, 0, 1, 0, 0);
  const end = Date.UTC(2040, 11, 31);
  // A step that is not a multiple of an hour or a day, so every hour, minute and weekday comes up.
  while (ms < end) {
    out.push(new Date(ms));
    ms += 3 * 86_400_000 + 7 * 3_600_000 + 13 * 60_000;
  }
  out.push(new Date(Date.UTC(2026, 11, 31, 16, 59)), new Date(Date.UTC(2026, 11, 31, 17, 0)));
  return out;
}

describe('Indonesian zones written without Intl', () => {
  it('knows only its own zones (nothing from the object prototype)', () => {
    expect(indonesianZone('Asia/Jakarta')?.label).toBe('WIB');
    expect(indonesianZone('Europe/Amsterdam')).toBeUndefined();
    expect(indonesianZone('constructor')).toBeUndefined();
    expect(indonesianZone('toString')).toBeUndefined();
  });

  for (const zone of Object.keys(INDONESIAN_ZONES)) {
    it(`writes every date, time and zone name of ${zone} exactly as Intl does`, () => {
      const fast = zonedDates(zone);
      const intl = zonedDates(zone, { intlOnly: true });
      for (const d of instants()) {
        expect(fast.formatDateId(d)).toBe(intl.formatDateId(d));
        expect(fast.formatShortDateId(d)).toBe(intl.formatShortDateId(d));
        expect(fast.formatTimeId(d)).toBe(intl.formatTimeId(d));
        expect(fast.formatDateTimeId(d)).toBe(intl.formatDateTimeId(d));
        expect(fast.formatDateTimeShortId(d)).toBe(intl.formatDateTimeShortId(d));
      }
      for (const text of ['01/01/2026 00:00', '31/12/2026 23:59', '29/02/2028 07:30', '15/08/1986 19:00']) {
        expect(fast.parseEventDate(text)?.toISOString()).toBe(intl.parseEventDate(text)?.toISOString());
      }
    });
  }

  it('leaves other zones and instants before 1970 to Intl', () => {
    const amsterdam = zonedDates('Europe/Amsterdam');
    expect(amsterdam.formatDateTimeId(new Date(Date.UTC(2026, 6, 1, 10, 0)))).toBe(
      'Rabu, 1 Juli 2026 · 12.00 GMT+2',
    );
    const jakarta = zonedDates('Asia/Jakarta');
    const old = new Date(Date.UTC(1950, 0, 1, 12, 0));
    expect(jakarta.formatDateTimeId(old)).toBe(
      zonedDates('Asia/Jakarta', { intlOnly: true }).formatDateTimeId(old),
    );
  });
});
