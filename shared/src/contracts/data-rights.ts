import * as z from 'zod/mini';
import { LIMITS, requiredString } from './validation';

/** Formats of `GET customer/dataexport?format=`: JSON, or a zip of one CSV per section. */
export const dataExportFormatSchema = z.enum(['json', 'csv']);
/** A {@link dataExportFormatSchema} value. */
export type DataExportFormat = z.infer<typeof dataExportFormatSchema>;

/** Query of `GET customer/dataexport`; the answer is the file itself (not the envelope). */
export const dataExportQuery = z.strictObject({ format: z._default(dataExportFormatSchema, 'json') });
/** Inferred type of {@link dataExportQuery}. */
export type DataExportQuery = z.infer<typeof dataExportQuery>;

/** `customer/closeaccount` body: the current password confirms. Data: null; every session ends. */
export const closeAccountPayload = z.strictObject({
  password: requiredString(LIMITS.loginPassword.min, LIMITS.loginPassword.max),
});
/** Inferred type of {@link closeAccountPayload}. */
export type CloseAccountPayload = z.infer<typeof closeAccountPayload>;

/** Data of a refused `customer/closeaccount` (409 `dataRights.withdrawFirst`): what is still there. */
export const closeAccountRefusal = z.object({ balance: z.number(), pendingWithdrawal: z.number() });
/** Inferred type of {@link closeAccountRefusal}. */
export type CloseAccountRefusal = z.infer<typeof closeAccountRefusal>;
