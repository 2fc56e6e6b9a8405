import * as z from 'zod/mini';

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
