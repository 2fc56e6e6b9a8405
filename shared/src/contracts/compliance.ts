import * as z from 'zod/mini';
import { money, utcTimestamp } from './envelope';
import { notBlank, requiredString, VALIDATION_KEYS } from './validation';

// Issue 32, items 3 (KYC) and 7 (complaints): what licensed sites must show and do.

/** The documents a player proves who they are and where they live with. */
export const kycDocumentKinds = ['identity', 'address'] as const;
/** A KYC document kind. */
export type KycDocumentKind = (typeof kycDocumentKinds)[number];

/** Where a player's verification stands. */
export const kycStatuses = ['not_started', 'pending', 'approved', 'rejected', 'expired'] as const;
/** A KYC status. */
export type KycStatus = (typeof kycStatuses)[number];

/** The largest document the site lets a player pick (the API's own cap is its config's). */
export const KYC_MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** The file types a KYC upload may be, as the site's file picker offers them (checked again by content). */
export const KYC_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

/** One uploaded document as its owner sees it. */
export const kycDocument = z.object({
  id: z.number(),
  kind: z.enum(kycDocumentKinds),
  fileType: z.enum(['image', 'pdf']),
  status: z.enum(['pending', 'approved', 'rejected']),
  reason: z.string(),
  createdAt: utcTimestamp,
  expiresAt: z.nullable(utcTimestamp),
});
/** Inferred type of {@link kycDocument}. */
export type KycDocument = z.infer<typeof kycDocument>;

/**
 * `kyc/status`: the player's verification, the documents they sent (newest first), and the
 * withdrawal rule: withdrawals whose running total (this one included) passes `withdrawThreshold`
 * wait for an approved verification; `withdrawnTotal` is what already counts.
 */
export const kycState = z.object({
  status: z.enum(kycStatuses),
  /** The operator's reason of a rejection (status `rejected`), else empty. */
  reason: z.string(),
  /** Until when an approved verification holds (approved, expired), else null. */
  expiresAt: z.nullable(utcTimestamp),
  documents: z.array(kycDocument),
  withdrawThreshold: money,
  withdrawnTotal: money,
});
/** Inferred type of {@link kycState}. */
export type KycState = z.infer<typeof kycState>;

/** What a KYC upload answers: the stored document. */
export const kycUploadResult = kycDocument;

/** Complaint subjects a player picks from. */
export const complaintCategories = ['deposit', 'withdrawal', 'game', 'bonus', 'account', 'other'] as const;
/** A complaint subject. */
export type ComplaintCategory = (typeof complaintCategories)[number];
/** Where a complaint stands. */
export const complaintStatuses = ['received', 'in_review', 'answered', 'closed'] as const;
/** A complaint status. */
export type ComplaintStatus = (typeof complaintStatuses)[number];

/** Bounds of a complaint's fields. */
export const COMPLAINT_LIMITS = { text: { min: 20, max: 2000 }, related: { max: 40 } } as const;

/** `complaints/create` body: a subject, the complaint, optionally the transaction or round it is about. */
export const complaintPayload = z.strictObject({
  category: z.enum(complaintCategories, { error: VALIDATION_KEYS.required }),
  text: requiredString(COMPLAINT_LIMITS.text.min, COMPLAINT_LIMITS.text.max).check(
    z.refine(notBlank, VALIDATION_KEYS.notBlank),
  ),
  related: z.optional(
    z
      .string()
      .check(
        z.maxLength(COMPLAINT_LIMITS.related.max, VALIDATION_KEYS.maxLength),
        z.regex(/^[A-Za-z0-9_:#-]*$/, VALIDATION_KEYS.invalid),
      ),
  ),
});
/** Inferred type of {@link complaintPayload}. */
export type ComplaintPayload = z.infer<typeof complaintPayload>;

/** One complaint as its owner sees it, with the operator's answer once there is one. */
export const complaint = z.object({
  id: z.number(),
  reference: z.string(),
  category: z.enum(complaintCategories),
  text: z.string(),
  related: z.string(),
  status: z.enum(complaintStatuses),
  answer: z.string(),
  createdAt: utcTimestamp,
  updatedAt: utcTimestamp,
});
/** Inferred type of {@link complaint}. */
export type Complaint = z.infer<typeof complaint>;

/** The independent dispute body of the licence, named on the complaints page. */
export const disputeBody = z.object({ name: z.string(), url: z.string() });

/** `complaints/list`: the player's complaints, newest first, and where to go when the answer does not settle it. */
export const complaintList = z.object({ items: z.array(complaint), disputeBody });
/** Inferred type of {@link complaintList}. */
export type ComplaintList = z.infer<typeof complaintList>;
