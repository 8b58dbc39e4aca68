import { startMailbox } from './mailbox.ts';

/** Starts the suite's SMTP receiver (mailbox.ts); the e2e server sends to it through SMTP_URL. */
export default async function globalSetup() {
  const stop = await startMailbox();
  return stop;
}
