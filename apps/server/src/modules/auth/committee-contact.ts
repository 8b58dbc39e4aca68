import type { Executor } from '../../db/index.ts';
import { readCommunity } from '../community/community.service.ts';

/**
 * The committee's WhatsApp number (62…) from the community settings (docs/decisions/021), or null when none
 * is set: 'Lupa password' names it when the site cannot send e-mail (docs/decisions/022).
 */
export async function committeeWhatsApp(db: Executor): Promise<string | null> {
  return (await readCommunity(db)).whatsapp;
}
