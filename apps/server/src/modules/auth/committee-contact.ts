import type { Db } from '../../db/index.ts';

/** The committee's WhatsApp number (62…) from the community settings, or null when none is set. */
export async function committeeWhatsApp(_db: Db): Promise<string | null> {
  return null;
}
