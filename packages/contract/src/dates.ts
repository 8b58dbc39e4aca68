import { z } from 'zod';
import { splitEventDate } from './constants.ts';

// Event dates: 'DD/MM/YYYY HH:mm' wall-clock text in the community's time zone (spec section 9); the
// time-zone-free rules live in constants.ts (zod-free, shared with the web's first load).
export {
  EVENT_DATE_PATTERN,
  joinEventDate,
  splitEventDate,
  type WallClock,
} from './constants.ts';

/** A request field holding an event date ('DD/MM/YYYY HH:mm', a real calendar date). */
export const eventDateText = (label = 'Tanggal') =>
  z
    .string({ error: `${label} harus diisi` })
    .trim()
    .refine((v) => splitEventDate(v) !== null, { error: `${label} harus berformat DD/MM/YYYY HH:mm` });
