import { z } from 'zod/mini';

// Calendar building blocks every slice and workerapi use alike (shifts, the dashboard's next shift, later
// salary months and chat times): dates 'YYYY-MM-DD' (read in Asia/Tokyo), times 'HH:MM', instants ISO 8601.

/** A calendar date 'YYYY-MM-DD'. */
export const IsoDateSchema = z.iso.date();
/** 'HH:MM' (24 h, minutes precision). */
export const ShiftTimeSchema = z.iso.time({ precision: -1 });
/** An instant, ISO 8601 with an offset. */
export const InstantSchema = z.iso.datetime({ offset: true });
