import { describe, expect, it } from 'vitest';
import { createSendGate } from './send-gate.ts';

describe('createSendGate', () => {
  it('drops a second send while the first is on its way (a double tap sends once)', async () => {
    const gate = createSendGate();
    let sent = 0;
    let finish: () => void = () => {};
    const send = () =>
      new Promise<void>((resolve) => {
        sent += 1;
        finish = resolve;
      });
    const first = gate.run(send);
    const second = gate.run(send);
    expect(gate.busy).toBe(true);
    expect(await second).toBe(false);
    finish();
    expect(await first).toBe(true);
    expect(sent).toBe(1);
    expect(gate.busy).toBe(false);
  });

  it('opens again after a send finished or failed', async () => {
    const gate = createSendGate();
    await expect(gate.run(() => Promise.reject(new Error('429')))).rejects.toThrow('429');
    expect(gate.busy).toBe(false);
    let sent = 0;
    const send = async () => {
      sent += 1;
    };
    expect(await gate.run(send)).toBe(true);
    expect(await gate.run(send)).toBe(true);
    expect(sent).toBe(2);
  });
});
