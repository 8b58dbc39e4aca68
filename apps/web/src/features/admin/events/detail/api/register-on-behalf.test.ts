import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api.ts';
import { isQuotaFull } from './register-on-behalf.ts';

describe('isQuotaFull', () => {
  it("offers 'Tetap tambahkan' only for the quota refusal", () => {
    expect(isQuotaFull(new ApiError(409, 'Kuota Sudah Penuh', 'QUOTA_FULL'))).toBe(true);
    expect(
      isQuotaFull(new ApiError(409, 'Anggota ini sudah terdaftar pada acara ini.', 'ALREADY_REGISTERED')),
    ).toBe(false);
    expect(isQuotaFull(new ApiError(0, 'offline', 'NETWORK'))).toBe(false);
    expect(isQuotaFull(new Error('Kuota Sudah Penuh'))).toBe(false);
  });
});
