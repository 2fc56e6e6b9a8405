import * as z from 'zod/mini';
import { VALIDATION_KEYS } from './validation';

/** Builds the response envelope `{ success, message, data }` every API call answers with. */
export function envelope<T extends z.core.$ZodType>(data: T) {
  return z.object({ success: z.boolean(), message: z.string(), data: z.nullable(data) });
}

/** Envelope whose data is always null (calls that answer only success and message). */
export const emptyEnvelope = envelope(z.null());

/** Response envelope of any call. */
export type Envelope<T> = { success: boolean; message: string; data: T | null };

/** Largest page a paged call accepts. */
export const MAX_TAKE = 100;

/** Paging fields shared by list calls (skip 0, take 1–100). */
export const pagingFields = {
  skip: z._default(z.int().check(z.minimum(0)), 0),
  take: z._default(z.int().check(z.minimum(1), z.maximum(MAX_TAKE)), 20),
};

/** Plain paging payload `{ skip, take }`. */
export const pagedPayload = z.strictObject(pagingFields);
/** Inferred type of {@link pagedPayload}. */
export type PagedPayload = z.infer<typeof pagedPayload>;

/** Builds a page of results `{ items, total }` for history-style calls. */
export function paged<T extends z.core.$ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.int().check(z.minimum(0)) });
}

/** Money in major units (TRY) with at most two decimals, e.g. 1250.5. */
export const money = z.number();

/** Timestamp as an ISO string without zone (`2024-05-01T10:00:00`), to be read as UTC. */
export const utcTimestamp = z.string();

/** Earliest and latest instants a history date filter accepts (anything outside is not a date a player means). */
export const DATE_FILTER_BOUNDS = { min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) } as const;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/** True when `v` is an ISO instant in UTC (`2026-11-01T21:00:00.000Z`) within {@link DATE_FILTER_BOUNDS}. */
export function isFilterInstant(v: string): boolean {
  if (!ISO_INSTANT.test(v)) return false;
  const ms = Date.parse(v);
  // Date.parse rolls 2026-02-31 over to March: a day that does not exist is refused, not moved.
  return (
    Number.isFinite(ms) &&
    ms >= DATE_FILTER_BOUNDS.min &&
    ms <= DATE_FILTER_BOUNDS.max &&
    new Date(ms).toISOString().slice(0, 19) === v.slice(0, 19)
  );
}

const filterInstant = z.string().check(z.maxLength(30), z.refine(isFilterInstant, VALIDATION_KEYS.date));

/**
 * Date filter of a history list: rows from `from` (inclusive) to `to` (exclusive), both UTC instants
 * (the site sends the start of the player's first day and of the day after the last one); either may
 * be left out. `from` after `to` is refused.
 */
export const dateRangeFields = {
  from: z.optional(filterInstant),
  to: z.optional(filterInstant),
};

/** The check a payload with {@link dateRangeFields} adds: the range is not reversed. */
export const dateRangeOrdered = z.refine<{ from?: string | undefined; to?: string | undefined }>(
  (v) => !v.from || !v.to || Date.parse(v.from) <= Date.parse(v.to),
  { message: VALIDATION_KEYS.dateRange, path: ['to'] },
);
