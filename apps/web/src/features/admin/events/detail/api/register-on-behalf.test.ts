import { REGISTRATION_MESSAGES } from '@alumni/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api.ts';
import { overridableRefusal } from './register-on-behalf.ts';

describe('overridableRefusal', () => {
  it("offers 'Tetap tambahkan' only for the quota refusal and for seats held for the line", () => {
    expect(overridableRefusal(new ApiError(409, 'Kuota Sudah Penuh', 'QUOTA_FULL'))).toEqual({
      kind: 'quota',
    });
    // Free seats held for the waitlist (docs/decisions/035-waitlist-parties.md, Follow-up): the server's words.
    const held = REGISTRATION_MESSAGES.seatsHeldForLine(2, 4);
    expect(overridableRefusal(new ApiError(409, held, 'SEATS_HELD_FOR_LINE'))).toEqual({
      kind: 'line',
      message: 'Ada 2 kursi kosong, tetapi ditahan untuk 4 orang di daftar tunggu.',
    });
    expect(
      overridableRefusal(
        new ApiError(409, 'Anggota ini sudah terdaftar pada acara ini.', 'ALREADY_REGISTERED'),
      ),
    ).toBeNull();
    expect(overridableRefusal(new ApiError(0, 'offline', 'NETWORK'))).toBeNull();
    expect(overridableRefusal(new Error('Kuota Sudah Penuh'))).toBeNull();
  });
});
