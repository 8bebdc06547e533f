// The admin API (`/api/admin/*`, the staff console's server): every request and response as a zod schema. The
// server declares its routes with these (one declaration routes, validates and documents), the console parses
// its answers with them. Every answer is the usual envelope `{ code, message, data }`.
import * as z from 'zod';
import {
  countSchema,
  dateTimeSchema,
  emptyResponseSchema,
  envelopeSchema,
  idSchema,
  requestText,
} from '../wire/common';
import {
  ADMIN_LIMITS,
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  CERTIFICATE_REJECT_REASONS,
  CERTIFICATE_STATES,
  MASK_REASONS,
  MODERATOR_REVIEW_ACTIONS,
  PRECHECK_STATES,
  REPORT_OUTCOMES,
  REPORT_SORTS,
  REPORT_STATES,
  REVIEW_ACTIONS,
  REVIEW_STATUSES,
  STAFF_ROLES,
} from './vocabulary';

export const staffRoleSchema = z.enum(STAFF_ROLES);
export const certificateStateSchema = z.enum(CERTIFICATE_STATES);
export const certificateRejectReasonSchema = z.enum(CERTIFICATE_REJECT_REASONS);
export const precheckStateSchema = z.enum(PRECHECK_STATES);
export const reviewStatusSchema = z.enum(REVIEW_STATUSES);
export const reportStateSchema = z.enum(REPORT_STATES);
export const reportOutcomeSchema = z.enum(REPORT_OUTCOMES);
export const reportSortSchema = z.enum(REPORT_SORTS);
export const maskReasonSchema = z.enum(MASK_REASONS);
export const reviewActionSchema = z.enum(REVIEW_ACTIONS);
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export const auditTargetTypeSchema = z.enum(AUDIT_TARGET_TYPES);

/** Free text staff write (a reason, a note): trimmed, at most 500 characters. */
const staffText = requestText(ADMIN_LIMITS.reasonText).transform((v) => v.trim());
/** A 0-based page and its size (≤ 100), from the query string. */
const pageQuery = {
  page: z.coerce.number().pipe(z.int().nonnegative().max(10_000)).default(0),
  size: z.coerce.number().pipe(z.int().min(1).max(ADMIN_LIMITS.pageSize)).default(20),
};
/** A day (YYYY-MM-DD, Korean time) from the query string. */
const dayQuery = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: '날짜는 YYYY-MM-DD 형식이에요.' });
/** A boolean from the query string: `true`/`false`. */
const flagQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

/** A page of `item`: `{ items, total, page, size }` (`total` counts every match). */
export function adminPageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: countSchema, page: countSchema, size: countSchema });
}

/**
 * Optimistic concurrency for decisions: the version of the thing as the staff member saw it. When someone else
 * decided first, the version has moved on and the answer is 409.
 */
export const versionSchema = z.int().nonnegative().max(2_147_483_647);

// --- Staff and sign-in -----------------------------------------------------------------------------------

export const staffLoginSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9._-]{2,39}$/, {
    error: '아이디는 영문 소문자·숫자로 시작하는 3~40자(., _, - 포함)예요.',
  });

export const staffSchema = z.object({
  id: idSchema,
  login: z.string(),
  displayName: z.string(),
  role: staffRoleSchema,
  disabled: z.boolean(),
  /** Signs in through the organisation's OpenID Connect provider (claim or e-mail mapping), or null. */
  oidcSubject: z.string().nullable(),
  email: z.string().nullable(),
  createdAt: dateTimeSchema,
  lastSignInAt: dateTimeSchema.nullable(),
});
export type Staff = z.infer<typeof staffSchema>;

/** The signed-in staff member and the CSRF token every write sends back in `X-CSRF-Token`. */
export const staffSessionSchema = z.object({
  staff: staffSchema,
  csrfToken: z.string(),
  /** When the session ends without activity (30 minutes after the last request) and at the latest (12 hours). */
  idleExpiresAt: dateTimeSchema,
  expiresAt: dateTimeSchema,
});
export type StaffSession = z.infer<typeof staffSessionSchema>;
export const staffSessionResponseSchema = envelopeSchema(staffSessionSchema);

// GET /api/admin/auth/options: what the sign-in page offers.
export const signInOptionsSchema = z.object({
  /** Sign in with the organisation's provider (GET /api/admin/auth/oidc/start). */
  oidc: z.object({ enabled: z.boolean(), label: z.string() }),
  /** The local sign-in with login and password (POST /api/admin/auth/login). */
  local: z.boolean(),
  /** Development only: seeded staff to sign in as with one click (POST /api/admin/auth/dev-login). */
  devStaff: z.array(z.object({ login: z.string(), displayName: z.string(), role: staffRoleSchema })),
});
export type SignInOptions = z.infer<typeof signInOptionsSchema>;
export const signInOptionsResponseSchema = envelopeSchema(signInOptionsSchema);

// POST /api/admin/auth/login
export const staffLoginRequestSchema = z.object({
  login: staffLoginSchema,
  password: z.string().min(1).max(ADMIN_LIMITS.password),
});
export type StaffLoginRequest = z.infer<typeof staffLoginRequestSchema>;

// POST /api/admin/auth/dev-login
export const devLoginRequestSchema = z.object({ login: staffLoginSchema });

// GET /api/admin/auth/oidc/start?returnTo=/console/…
export const oidcStartQuerySchema = z.object({
  returnTo: z
    .string()
    .max(300)
    .regex(/^\/[^/\\]/, { error: '돌아갈 주소는 이 사이트의 경로여야 해요.' })
    .optional(),
});
// GET /api/admin/auth/oidc/callback?code&state (the provider's redirect)
export const oidcCallbackQuerySchema = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(256).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(1024).optional(),
});

// GET /api/admin/staff, POST /api/admin/staff, PATCH /api/admin/staff/{id}
export const staffListResponseSchema = envelopeSchema(z.object({ items: z.array(staffSchema) }));
export const createStaffRequestSchema = z.object({
  login: staffLoginSchema,
  displayName: requestText(ADMIN_LIMITS.displayName)
    .transform((v) => v.trim())
    .pipe(z.string().min(1, { error: '이름을 입력해 주세요.' })),
  role: staffRoleSchema,
  /** Omitted: the member signs in through OpenID Connect only. */
  password: z
    .string()
    .min(ADMIN_LIMITS.passwordMin, { error: `비밀번호는 ${ADMIN_LIMITS.passwordMin}자 이상이어야 해요.` })
    .max(ADMIN_LIMITS.password)
    .optional(),
  email: z.email().max(254).optional(),
});
export type CreateStaffRequest = z.infer<typeof createStaffRequestSchema>;
export const updateStaffRequestSchema = z.object({
  displayName: requestText(ADMIN_LIMITS.displayName)
    .transform((v) => v.trim())
    .pipe(z.string().min(1))
    .optional(),
  role: staffRoleSchema.optional(),
  disabled: z.boolean().optional(),
  email: z.email().max(254).nullable().optional(),
});
export type UpdateStaffRequest = z.infer<typeof updateStaffRequestSchema>;
export const staffResponseSchema = envelopeSchema(staffSchema);

// --- Certificates ----------------------------------------------------------------------------------------

/** What the automatic pre-check read: its guess of the university and how sure it is. */
export const precheckSchema = z.object({
  state: precheckStateSchema,
  /** The catalogue's university whose name the text contains, or null. */
  university: z.object({ id: idSchema, name: z.string() }).nullable(),
  /** 0..1: how much of an admission certificate the text looks like (university found, admission words). */
  confidence: z.number().min(0).max(1).nullable(),
  /** The admission words found (합격, 입학, 총장 …). */
  words: z.array(z.string()),
  /** The first characters of the recognised text, for the staff to compare with the picture. */
  excerpt: z.string().nullable(),
  checkedAt: dateTimeSchema.nullable(),
});
export type Precheck = z.infer<typeof precheckSchema>;

export const certificateDecisionSchema = z.object({
  state: certificateStateSchema,
  at: dateTimeSchema,
  by: z.object({ id: idSchema, displayName: z.string() }).nullable(),
  university: z.object({ id: idSchema, name: z.string() }).nullable(),
  campus: z.object({ id: idSchema, name: z.string() }).nullable(),
  reason: certificateRejectReasonSchema.nullable(),
  note: z.string().nullable(),
});

export const certificateItemSchema = z.object({
  id: idSchema,
  state: certificateStateSchema,
  version: versionSchema,
  student: z.object({ id: idSchema, nickname: z.string(), email: z.string().nullable() }),
  uploadedAt: dateTimeSchema,
  /** Seconds since upload (for a pending certificate: how long the student has waited). */
  waitingSeconds: countSchema,
  /** 다시 올림: the student uploaded again after a rejection. */
  resubmitted: z.boolean(),
  previousRejections: countSchema,
  mimeType: z.string(),
  size: countSchema,
  /** The original file (staff only). */
  fileUrl: z.string(),
  /** An image to show: the picture itself, or a PDF's first page as PNG. */
  previewUrl: z.string(),
  precheck: precheckSchema,
  decision: certificateDecisionSchema.nullable(),
});
export type CertificateItem = z.infer<typeof certificateItemSchema>;

export const certificateListQuerySchema = z.object({
  state: certificateStateSchema.default('pending'),
  ...pageQuery,
});
export type CertificateListQuery = z.input<typeof certificateListQuerySchema>;
export const certificateListResponseSchema = envelopeSchema(
  adminPageSchema(certificateItemSchema).extend({ precheckAvailable: z.boolean() }),
);
export const certificateDetailSchema = certificateItemSchema.extend({
  /** The student's other certificates, newest first. */
  history: z.array(certificateItemSchema.omit({ precheck: true })),
});
export const certificateDetailResponseSchema = envelopeSchema(certificateDetailSchema);

export const approveCertificateRequestSchema = z.object({
  version: versionSchema,
  universityId: idSchema,
  campusId: idSchema,
});
export type ApproveCertificateRequest = z.infer<typeof approveCertificateRequestSchema>;
export const rejectCertificateRequestSchema = z
  .object({
    version: versionSchema,
    reason: certificateRejectReasonSchema,
    note: staffText.optional(),
  })
  .refine((v) => v.reason !== 'other' || (v.note ?? '').length > 0, {
    error: '기타를 고르면 사유를 적어 주세요.',
    path: ['note'],
  });
export type RejectCertificateRequest = z.infer<typeof rejectCertificateRequestSchema>;
export const certificateResponseSchema = envelopeSchema(certificateItemSchema);

// --- Reviews and reports ---------------------------------------------------------------------------------

export const maskSchema = z.object({
  id: idSchema,
  start: countSchema,
  end: countSchema,
  reason: maskReasonSchema,
  note: z.string().nullable(),
  /** The words behind the mask (staff only). */
  original: z.string(),
  by: z.object({ id: idSchema, displayName: z.string() }).nullable(),
  at: dateTimeSchema,
});
export type Mask = z.infer<typeof maskSchema>;

export const reviewFlagSchema = z.object({ word: z.string(), at: dateTimeSchema });

export const adminReviewSummarySchema = z.object({
  id: idSchema,
  version: versionSchema,
  kind: z.enum(['GENERAL', 'DORM', 'AGENCY']),
  status: reviewStatusSchema,
  /** The text as students see it (masked spans as ●). */
  content: z.string(),
  rating: z.int().min(1).max(5),
  place: z.object({ id: idSchema, name: z.string(), address: z.string(), isAgency: z.boolean() }),
  university: z.object({ id: idSchema, name: z.string() }).nullable(),
  author: z.object({ id: idSchema, nickname: z.string() }).nullable(),
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
  openReports: countSchema,
  /** Prohibited words found in the text, not yet cleared by staff. */
  flags: z.array(reviewFlagSchema),
  blindedUntil: dateTimeSchema.nullable(),
  /** The author asked staff to look at the blind again (and when). */
  appealedAt: dateTimeSchema.nullable(),
});
export type AdminReviewSummary = z.infer<typeof adminReviewSummarySchema>;

export const reportSchema = z.object({
  id: idSchema,
  reason: z.string(),
  reporter: z.object({ id: idSchema, nickname: z.string() }).nullable(),
  state: reportStateSchema,
  outcome: reportOutcomeSchema.nullable(),
  createdAt: dateTimeSchema,
  closedAt: dateTimeSchema.nullable(),
});
export type Report = z.infer<typeof reportSchema>;

export const auditEntrySchema = z.object({
  id: idSchema,
  at: dateTimeSchema,
  actor: z.object({ id: idSchema, login: z.string(), displayName: z.string() }).nullable(),
  action: auditActionSchema,
  targetType: auditTargetTypeSchema,
  targetId: z.string(),
  reason: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const adminReviewDetailSchema = adminReviewSummarySchema.extend({
  /** The text with every mask lifted (staff only). */
  originalContent: z.string(),
  masks: z.array(maskSchema),
  reports: z.array(reportSchema),
  history: z.array(auditEntrySchema),
  deleteReason: z.string().nullable(),
  appealText: z.string().nullable(),
});
export type AdminReviewDetail = z.infer<typeof adminReviewDetailSchema>;
export const adminReviewDetailResponseSchema = envelopeSchema(adminReviewDetailSchema);

export const adminReviewListQuerySchema = z.object({
  q: requestText(ADMIN_LIMITS.search).optional(),
  universityId: z.coerce.number().pipe(idSchema).optional(),
  from: dayQuery.optional(),
  to: dayQuery.optional(),
  status: reviewStatusSchema.optional(),
  /** 금칙어 포함: only reviews with uncleared prohibited-word flags. */
  flagged: flagQuery.optional(),
  /** Only reviews whose author asked for the blind to be reviewed. */
  appealed: flagQuery.optional(),
  ...pageQuery,
});
export type AdminReviewListQuery = z.input<typeof adminReviewListQuerySchema>;
/** The query as the server reads it (parsed). */
export type AdminReviewFilter = z.infer<typeof adminReviewListQuerySchema>;
export const adminReviewListResponseSchema = envelopeSchema(adminPageSchema(adminReviewSummarySchema));

export const reviewActionRequestSchema = z
  .object({
    action: z.enum(MODERATOR_REVIEW_ACTIONS),
    version: versionSchema,
    /** Required for blind and delete (the author is told it); a note otherwise. */
    reason: staffText.optional(),
  })
  .refine((v) => !['blind', 'delete'].includes(v.action) || (v.reason ?? '').length > 0, {
    error: '사유를 적어 주세요. 작성자에게 전해져요.',
    path: ['reason'],
  });
export type ReviewActionRequest = z.infer<typeof reviewActionRequestSchema>;
/** Undoing a staff deletion (admin only). */
export const restoreReviewRequestSchema = z.object({ version: versionSchema, reason: staffText.optional() });
export const adminReviewResponseSchema = envelopeSchema(adminReviewSummarySchema);

export const maskRequestSchema = z
  .object({
    version: versionSchema,
    start: z.int().nonnegative().max(ADMIN_LIMITS.contentIndex),
    end: z.int().positive().max(ADMIN_LIMITS.contentIndex),
    reason: maskReasonSchema,
    note: staffText.optional(),
  })
  .refine((v) => v.end > v.start, { error: '가릴 부분의 끝은 시작보다 뒤여야 해요.', path: ['end'] })
  .refine((v) => v.reason !== 'other' || (v.note ?? '').length > 0, {
    error: '기타를 고르면 사유를 적어 주세요.',
    path: ['note'],
  });
export type MaskRequest = z.infer<typeof maskRequestSchema>;
/** DELETE …/masks/{maskId}?version=: the review's version as the staff member saw it. */
export const unmaskQuerySchema = z.object({ version: z.coerce.number().pipe(versionSchema) });

/** One review's reports in the queue. */
export const reportGroupSchema = z.object({
  review: adminReviewSummarySchema,
  count: countSchema,
  /** The newest reasons first (at most 5; the detail has all). */
  reasons: z.array(z.string()),
  firstReportedAt: dateTimeSchema,
  lastReportedAt: dateTimeSchema,
  /** Closed groups: how they ended. */
  outcome: reportOutcomeSchema.nullable(),
  closedAt: dateTimeSchema.nullable(),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;
export const reportGroupListQuerySchema = z.object({
  state: reportStateSchema.default('open'),
  sort: reportSortSchema.default('count'),
  ...pageQuery,
});
export type ReportGroupListQuery = z.input<typeof reportGroupListQuerySchema>;
export const reportGroupListResponseSchema = envelopeSchema(adminPageSchema(reportGroupSchema));

// --- Prohibited words ------------------------------------------------------------------------------------

export const prohibitedWordSchema = z.object({
  id: idSchema,
  word: z.string(),
  enabled: z.boolean(),
  /** Reviews whose text contains it now (uncleared flags). */
  flaggedReviews: countSchema,
  createdAt: dateTimeSchema,
  createdBy: z.object({ id: idSchema, displayName: z.string() }).nullable(),
});
export type ProhibitedWord = z.infer<typeof prohibitedWordSchema>;
export const wordListQuerySchema = z.object({
  q: requestText(ADMIN_LIMITS.search).optional(),
  enabled: flagQuery.optional(),
  ...pageQuery,
});
export const wordListResponseSchema = envelopeSchema(adminPageSchema(prohibitedWordSchema));
export const addWordRequestSchema = z.object({
  word: requestText(ADMIN_LIMITS.word)
    .transform((v) => v.trim())
    .pipe(z.string().min(1, { error: '금칙어를 입력해 주세요.' })),
});
export const updateWordRequestSchema = z.object({ enabled: z.boolean() });
export const wordResponseSchema = envelopeSchema(prohibitedWordSchema);

// --- Audit trail -----------------------------------------------------------------------------------------

export const auditListQuerySchema = z.object({
  targetType: auditTargetTypeSchema.optional(),
  targetId: z.string().max(40).regex(/^\d+$/).optional(),
  actorId: z.coerce.number().pipe(idSchema).optional(),
  action: auditActionSchema.optional(),
  /** Searched in the reason and the before/after JSON. */
  q: requestText(ADMIN_LIMITS.search).optional(),
  from: dayQuery.optional(),
  to: dayQuery.optional(),
  ...pageQuery,
});
export type AuditListQuery = z.input<typeof auditListQuerySchema>;
/** The query as the server reads it (parsed). */
export type AuditFilter = z.infer<typeof auditListQuerySchema>;
export const auditListResponseSchema = envelopeSchema(adminPageSchema(auditEntrySchema));
/** The CSV export takes the same filters, without paging (at most 50,000 rows). */
export const auditExportQuerySchema = auditListQuerySchema.omit({ page: true, size: true });

// --- Dashboard -------------------------------------------------------------------------------------------

const queueSchema = z.object({ count: countSchema, oldestAt: dateTimeSchema.nullable() });
export const dashboardSchema = z.object({
  queues: z.object({
    certificates: queueSchema,
    reports: queueSchema,
    appeals: queueSchema,
    flagged: queueSchema,
  }),
  /** The last 30 days (Korean time), oldest first. */
  daily: z.array(
    z.object({
      date: z.string(),
      reviews: countSchema,
      verifications: countSchema,
      reports: countSchema,
    }),
  ),
  precheckAvailable: z.boolean(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export const dashboardResponseSchema = envelopeSchema(dashboardSchema);

/** Writes that answer nothing but success. */
export const adminEmptyResponseSchema = emptyResponseSchema;

// --- The student side: asking staff to look at a blind again (POST /api/v1/review/{id}/appeal) ------------

export const appealRequestSchema = z.object({
  message: requestText(ADMIN_LIMITS.reasonText)
    .transform((v) => v.trim())
    .optional(),
});
export type AppealRequest = z.infer<typeof appealRequestSchema>;
export const appealResponseSchema = emptyResponseSchema;
