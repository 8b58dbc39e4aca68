/**
 * Lets one send run at a time: a second tap, Ctrl+Enter or form submit that arrives while the first is
 * still on its way (before React has re-rendered the button as disabled) is dropped, not sent again.
 */
export interface SendGate {
  /** Runs `send` unless one is running; resolves false when the call was dropped. */
  run(send: () => Promise<void>): Promise<boolean>;
  readonly busy: boolean;
}

export function createSendGate(): SendGate {
  let busy = false;
  return {
    get busy() {
      return busy;
    },
    async run(send) {
      if (busy) return false;
      busy = true;
      try {
        await send();
      } finally {
        busy = false;
      }
      return true;
    },
  };
}
