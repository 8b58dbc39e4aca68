import { describe, expect, it } from 'vitest';
import { holdSignIns, startBanner } from './start-banner.ts';

describe('the start log’s last lines', () => {
  it('print the address, then its notes, then the held one-time sign-ins last, framed', () => {
    const info: unknown[][] = [];
    const { logger, held } = holdSignIns({ info: (...args: never[]) => void info.push(args) });
    logger.info({ n: 1 }, 'Data demo dibuat');
    logger.warn('First administrator created: password "Adm1nRahasiaXYZ23456".');
    logger.warn('Demo member created: password "Dem0RahasiaXYZ234567".');
    expect(info).toEqual([[{ n: 1 }, 'Data demo dibuat']]);
    expect(held).toHaveLength(2);

    const text = startBanner({
      address: 'http://localhost:3000 (sqlite)',
      notes: ['PERINGATAN: alamat publik http://localhost:3000 hanya bisa dibuka dari server ini.'],
      signIns: held,
    });
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toBe('Server siap di http://localhost:3000 (sqlite)');
    expect(lines[1]).toContain('PERINGATAN');
    const admin = lines.findIndex((l) => l.includes('Adm1nRahasiaXYZ23456'));
    const demo = lines.findIndex((l) => l.includes('Dem0RahasiaXYZ234567'));
    expect(admin).toBeGreaterThan(1);
    expect(demo).toBeGreaterThan(admin);
    // Framed: a rule above the title and as the very last line; every line between has the same width.
    const top = lines.findIndex((l) => l.startsWith('+--'));
    expect(top).toBeGreaterThan(1);
    expect(lines.at(-1)).toBe(lines[top]);
    const framed = lines.slice(top);
    expect(new Set(framed.map((l) => l.length)).size).toBe(1);
    expect(framed.slice(1, -1).every((l) => l.startsWith('| ') && l.endsWith(' |'))).toBe(true);
  });

  it('is one line on a later start (no sign-ins to show)', () => {
    expect(startBanner({ address: 'https://alumni86.id (postgres)', notes: [], signIns: [] })).toBe(
      'Server siap di https://alumni86.id (postgres)\n',
    );
  });
});
