import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  CERTIFICATE_REJECT_REASONS,
  CERTIFICATE_STATES,
  CONTRACT_TYPES,
  DEPOSIT_RETURN_OUTCOMES,
  type DepositReturnSummary,
  EMPTY_DEPOSIT_RETURN_SUMMARY,
  FLOOR_TYPES,
  HOUSING_TYPES,
  type HousingType,
  MASK_REASONS,
  PRECHECK_STATES,
  REPORT_OUTCOMES,
  REVIEW_KINDS,
  REVIEW_STATUSES,
  STAFF_ROLES,
  VERIFICATION_STATUSES,
} from '@jjinbbang/domain';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A CHECK that a column holds one of an enumeration's values. The values come from the domain's arrays (the one
 * place enumerations are declared), so the database refuses what the wire contract does not know.
 */
const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} IN (${sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '))})`;

export const universities = pgTable('universities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  emailDomains: text('email_domains').array().notNull(),
  logoSvg: text('logo_svg').notNull(),
});

export const campuses = pgTable(
  'campuses',
  {
    id: serial('id').primaryKey(),
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id),
    campusName: text('campus_name').notNull(),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [index('campuses_university_idx').on(t.universityId)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Provider account id: Kakao's user id, or `local-…` for the local sign-in provider. */
    kakaoId: text('kakao_id').notNull().unique(),
    nickname: text('nickname').notNull(),
    /**
     * The nickname's identity (domain nicknameKey) for names chosen in 나의 찐빵 or generated at sign-up: unique,
     * so two students cannot take one name at once. Null for names kept from before (they may repeat).
     */
    nicknameKey: text('nickname_key'),
    email: text('email'),
    status: text('status', { enum: VERIFICATION_STATUSES }).notNull().default('unverified'),
    universityId: integer('university_id').references(() => universities.id),
    createdAt: createdAt(),
    /** Set when the user leaves the service; the row is purged 30 days later. */
    leftAt: timestamp('left_at', { withTimezone: true }),
    /** 반려: why the staff refused the last certificate, while status is 'rejected' (decisions.md). */
    rejectReason: text('reject_reason', { enum: CERTIFICATE_REJECT_REASONS }),
    rejectNote: text('reject_note'),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
  },
  (t) => [
    index('users_left_at_idx').on(t.leftAt),
    uniqueIndex('users_nickname_key_unique').on(t.nicknameKey),
    check('users_status_check', oneOf(t.status, VERIFICATION_STATUSES)),
    check('users_reject_reason_check', oneOf(t.rejectReason, CERTIFICATE_REJECT_REASONS)),
  ],
);
export type UserRow = typeof users.$inferSelect;

/** Common shape of a reviewed place's aggregates, recomputed from its reviews in the writing transaction. */
const placeAggregates = () => ({
  rating: doublePrecision('rating'),
  reviewCount: integer('review_count').notNull().default(0),
  imageCount: integer('image_count').notNull().default(0),
  likeCount: integer('like_count').notNull().default(0),
  /** Positive keyword code → number of reviews carrying it. */
  keywordCounts: jsonb('keyword_counts').$type<Record<string, number>>().notNull().default({}),
  lastReviewedAt: timestamp('last_reviewed_at', { withTimezone: true }),
  /** 보증금 반환 기록 counted over the place's reviews (issue 17), recomputed like the other aggregates. */
  depositReturns: jsonb('deposit_returns')
    .$type<DepositReturnSummary>()
    .notNull()
    .default(EMPTY_DEPOSIT_RETURN_SUMMARY),
});

/**
 * Every 2-character substring of name, address and lot address (jb_bigrams, migration 0000), stored so that the
 * index recheck of a 2-character search reads a column instead of recomputing it per row.
 */
const searchBigrams = () =>
  text('search_bigrams')
    .array()
    .generatedAlwaysAs(sql`jb_bigrams(name || ' ' || address || ' ' || coalesce(lot_address, ''))`);

/**
 * The lot address and the address keys of a place (issue 11 item 3): the keys of its road and lot address
 * (domain `addressKeys`, or the text key of an address that cannot be read), computed by the server when the
 * place is written. A new place sharing a key with a place within 50 m is that place. '{}' = not yet computed
 * (rows older than migration 0003, filled in at start-up).
 */
const placeAddress = () => ({
  lotAddress: text('lot_address'),
  addressKeys: text('address_keys').array().notNull().default(sql`'{}'::text[]`),
  /**
   * The 시/도 and 시/군/구 the address lies in ("경남 진주시", domain `areaLabel`); '' when the address cannot be
   * read, null until start-up has read it. Where a new place's pin should start and when it is out of place.
   */
  district: text('district'),
  /** The 법정동 (or 리) of the lot address or the road address's brackets ("가좌동"), or null. */
  legalDong: text('legal_dong'),
});

/** A building's type: every housing type but AGENCY (agencies have a table of their own). */
export type BuildingType = Exclude<HousingType, 'AGENCY'>;
export const BUILDING_TYPES = HOUSING_TYPES.filter((t): t is BuildingType => t !== 'AGENCY');

export const buildings = pgTable(
  'buildings',
  {
    id: serial('id').primaryKey(),
    /** 건물관리번호 from the address service; null for a place registered from an address typed by hand. */
    code: text('code').unique(),
    name: text('name').notNull(),
    type: text('type', { enum: BUILDING_TYPES as [BuildingType, ...BuildingType[]] }).notNull(),
    /** Road address (도로명). */
    address: text('address').notNull(),
    ...placeAddress(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    campusId: integer('campus_id').references(() => campuses.id),
    createdAt: createdAt(),
    searchBigrams: searchBigrams(),
    ...placeAggregates(),
  },
  (t) => [
    // The markers query is a bounding box; (latitude, longitude, …) lets the index answer it without the heap.
    index('buildings_lat_lng_idx').on(t.latitude, t.longitude, t.id, t.type, t.reviewCount),
    // Search pulls in every building within 2 km of the matching campuses and ranks them (review count, likes,
    // rating, last review): with the ranking columns in the index those boxes are index-only scans too
    // (issue 16: a university search at 100,000 buildings, 18 → 12 ms on PostgreSQL; migration 0005_perf).
    index('buildings_lat_lng_rank_idx').on(
      t.latitude,
      t.longitude,
      t.id,
      t.reviewCount,
      t.likeCount,
      t.rating,
      t.lastReviewedAt,
    ),
    // Search matches names and addresses anywhere in the text (ILIKE '%…%'): trigram GIN indexes serve
    // keywords of 3+ characters, a bigram GIN index (jb_bigrams, migration 0000) serves 2-character ones.
    index('buildings_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('buildings_address_trgm_idx').using('gin', sql`${t.address} gin_trgm_ops`),
    index('buildings_bigram_idx').using('gin', t.searchBigrams),
    index('buildings_lot_address_trgm_idx').using('gin', sql`${t.lotAddress} gin_trgm_ops`),
    index('buildings_address_keys_idx').using('gin', t.addressKeys),
    index('buildings_district_idx').on(t.district, t.legalDong),
    // A 동 search's area (routes/map.ts dongArea): its places by 법정동, read from the index alone.
    index('buildings_legal_dong_idx').on(t.legalDong, t.district, t.latitude, t.longitude),
    check('buildings_type_check', oneOf(t.type, BUILDING_TYPES)),
  ],
);

export const agencies = pgTable(
  'agencies',
  {
    id: serial('id').primaryKey(),
    code: text('code').unique(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    ...placeAddress(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    createdAt: createdAt(),
    searchBigrams: searchBigrams(),
    ...placeAggregates(),
  },
  (t) => [
    index('agencies_lat_lng_idx').on(t.latitude, t.longitude, t.id, t.reviewCount),
    index('agencies_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('agencies_address_trgm_idx').using('gin', sql`${t.address} gin_trgm_ops`),
    index('agencies_bigram_idx').using('gin', t.searchBigrams),
    index('agencies_lot_address_trgm_idx').using('gin', sql`${t.lotAddress} gin_trgm_ops`),
    index('agencies_address_keys_idx').using('gin', t.addressKeys),
    index('agencies_district_idx').on(t.district, t.legalDong),
    // A 동 search's area (routes/map.ts dongArea): its places by 법정동, read from the index alone.
    index('agencies_legal_dong_idx').on(t.legalDong, t.district, t.latitude, t.longitude),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: REVIEW_KINDS }).notNull(),
    buildingId: integer('building_id').references(() => buildings.id),
    agencyId: integer('agency_id').references(() => agencies.id),
    /** Null once the author's account has been purged; the review stays (shown as 익명의 찐빵이). */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    content: text('content').notNull(),
    positive: text('positive').array().notNull(),
    negative: text('negative').array().notNull(),
    /** positive ∪ negative, for the keyword filter (`@>` with a GIN index). */
    keywords: text('keywords').array().notNull(),
    likeCount: integer('like_count').notNull().default(0),
    imageCount: integer('image_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // GENERAL
    contractType: text('contract_type', { enum: CONTRACT_TYPES }),
    deposit: integer('deposit'),
    monthlyRent: integer('monthly_rent'),
    maintenanceCost: integer('maintenance_cost'),
    floor: text('floor', { enum: FLOOR_TYPES }),
    space: doublePrecision('space'),
    // DORM
    campusId: integer('campus_id').references(() => campuses.id),
    capacity: integer('capacity'),
    dormFee: integer('dorm_fee'),
    currentRegion: text('current_region'),
    currentGrade: doublePrecision('current_grade'),
    privateFacilities: text('private_facilities').array(),
    publicFacilities: text('public_facilities').array(),
    lounge: boolean('lounge'),
    // GENERAL and AGENCY: 보증금 반환 기록 (issue 17); days only when money came back.
    depositReturn: text('deposit_return', { enum: DEPOSIT_RETURN_OUTCOMES }),
    depositReturnDays: integer('deposit_return_days'),
    // Moderation (issue 30). Only 'public' reviews are read, counted and shown to anyone but their author
    // (reviews/visibility.ts); the aggregates count public reviews only (db/aggregates.ts).
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('public'),
    /** Moves on with every staff decision, so two staff acting on one view cannot both decide (409). */
    moderationVersion: integer('moderation_version').notNull().default(0),
    blindedAt: timestamp('blinded_at', { withTimezone: true }),
    /** A blind ends by itself then (30 days, 정보통신망법 제44조의2); null while blinded = upheld by staff. */
    blindedUntil: timestamp('blinded_until', { withTimezone: true }),
    blindReason: text('blind_reason'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deleteReason: text('delete_reason'),
    /** The author asked staff to look at the blind again. */
    appealedAt: timestamp('appealed_at', { withTimezone: true }),
    appealText: text('appeal_text'),
  },
  (t) => [
    index('reviews_building_idx').on(t.buildingId, t.createdAt),
    index('reviews_agency_idx').on(t.agencyId, t.createdAt),
    index('reviews_author_idx').on(t.authorId, t.createdAt),
    index('reviews_keywords_idx').using('gin', t.keywords),
    check('reviews_kind_check', oneOf(t.kind, REVIEW_KINDS)),
    check('reviews_contract_type_check', oneOf(t.contractType, CONTRACT_TYPES)),
    check('reviews_floor_check', oneOf(t.floor, FLOOR_TYPES)),
    check('reviews_deposit_return_check', oneOf(t.depositReturn, DEPOSIT_RETURN_OUTCOMES)),
    check(
      'reviews_deposit_return_days_check',
      sql`${t.depositReturnDays} IS NULL OR (${t.depositReturn} IN ('FULL', 'PARTIAL') AND ${t.depositReturnDays} BETWEEN 0 AND 730)`,
    ),
    check('reviews_deposit_return_kind_check', sql`${t.depositReturn} IS NULL OR ${t.kind} <> 'DORM'`),
    check('reviews_status_check', oneOf(t.status, REVIEW_STATUSES)),
    index('reviews_moderated_idx').on(t.status, t.blindedUntil).where(sql`${t.status} <> 'public'`),
    index('reviews_created_idx').on(t.createdAt),
  ],
);

export const reviewImages = pgTable(
  'review_images',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Storage key (served at /files/<key>) or an absolute URL kept as given. */
    key: text('key').notNull(),
  },
  (t) => [
    index('review_images_review_idx').on(t.reviewId, t.position),
    index('review_images_key_idx').on(t.key),
  ],
);

export const reviewLikes = pgTable(
  'review_likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.reviewId] }), index('review_likes_review_idx').on(t.reviewId)],
);

export const buildingLikes = pgTable(
  'building_likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buildingId: integer('building_id')
      .notNull()
      .references(() => buildings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.buildingId] }),
    index('building_likes_building_idx').on(t.buildingId),
  ],
);

export const agencyLikes = pgTable(
  'agency_likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.agencyId] }), index('agency_likes_agency_idx').on(t.agencyId)],
);

/**
 * A signed-in device (decisions.md: one refresh token per device). Its id is in every token the device holds
 * (`sid`); `jti` is its one current refresh token, replaced on every renewal. Deleting the row ends the device's
 * session at once, access tokens included (the guard looks the session up on every request).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jti: text('jti').notNull(),
    /** The refresh token this one replaced, accepted again for a short grace window (two tabs renewing together). */
    previousJti: text('previous_jti'),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** "iPhone · Safari", from the User-Agent of the sign-in (domain deviceLabel). */
    device: text('device').notNull(),
    createdAt: createdAt(),
    /** The sign-in or the last renewal. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_jti_idx').on(t.jti), index('sessions_user_idx').on(t.userId, t.lastUsedAt)],
);

/** One-time authorization codes issued by the local sign-in provider. */
export const oauthCodes = pgTable('oauth_codes', {
  code: text('code').primaryKey(),
  kakaoId: text('kakao_id').notNull(),
  nickname: text('nickname').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** The live e-mail code of a user (a new code replaces the old one). */
export const emailCodes = pgTable('email_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** Which account verified with an e-mail address, and when (30-day lock, spec 000 §9). */
export const emailClaims = pgTable('email_claims', {
  email: text('email').primaryKey(),
  userId: integer('user_id'),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
});

/** Rate-limit events shared by every server instance. */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_events_key_idx').on(t.key, t.at)],
);

/** Local outbox used when no SMTP server is configured. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.createdAt)],
);

export type CertificateStatus = (typeof CERTIFICATE_STATES)[number];

export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileKey: text('file_key').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    status: text('status').$type<CertificateStatus>().notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Moves on with the decision: of two staff deciding at once exactly one matches (409 for the other). */
    version: integer('version').notNull().default(0),
    decidedBy: integer('decided_by').references(() => staff.id),
    /** Approval: the student's university and campus, as the staff confirmed them. */
    universityId: integer('university_id').references(() => universities.id),
    campusId: integer('campus_id').references(() => campuses.id),
    rejectReason: text('reject_reason', { enum: CERTIFICATE_REJECT_REASONS }),
    rejectNote: text('reject_note'),
    /** The automatic pre-check (services/precheck.ts): OCR, run by a job queue off the request path. */
    precheckState: text('precheck_state', { enum: PRECHECK_STATES }).notNull().default('queued'),
    precheckUniversityId: integer('precheck_university_id').references(() => universities.id),
    precheckConfidence: doublePrecision('precheck_confidence'),
    precheckWords: text('precheck_words').array().notNull().default(sql`'{}'::text[]`),
    precheckText: text('precheck_text'),
    precheckAt: timestamp('precheck_at', { withTimezone: true }),
    precheckAttempts: integer('precheck_attempts').notNull().default(0),
  },
  (t) => [
    index('certificates_status_idx').on(t.status, t.createdAt),
    index('certificates_user_idx').on(t.userId, t.createdAt),
    index('certificates_precheck_idx').on(t.precheckState, t.createdAt),
    check('certificates_status_check', oneOf(t.status, CERTIFICATE_STATES)),
    check('certificates_reject_reason_check', oneOf(t.rejectReason, CERTIFICATE_REJECT_REASONS)),
    check('certificates_precheck_state_check', oneOf(t.precheckState, PRECHECK_STATES)),
  ],
);

export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    /** One open report per reporter and review; once staff close it the reporter may report again. */
    status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => staff.id),
    outcome: text('outcome', { enum: REPORT_OUTCOMES }),
  },
  (t) => [
    uniqueIndex('reports_open_unique').on(t.reviewId, t.reporterId).where(sql`${t.status} = 'open'`),
    index('reports_status_idx').on(t.status, t.reviewId, t.createdAt),
    index('reports_created_idx').on(t.createdAt),
    check('reports_outcome_check', oneOf(t.outcome, REPORT_OUTCOMES)),
  ],
);

export const unregisterReasons = pgTable('unregister_reasons', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  option: smallint('option').notNull(),
  createdAt: createdAt(),
});

/**
 * Uploaded review photos, so a review may only reference files that really exist. Rows never attached to a
 * review are swept after 24 hours (services/photos.ts).
 */
export const uploads = pgTable(
  'uploads',
  {
    key: text('key').primaryKey(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_created_at_idx').on(t.createdAt)],
);

// --- Staff (issue 30) -------------------------------------------------------------------------------------

/** People who run the service. Never deleted (the audit trail names them): disabled instead. */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    login: text('login').notNull().unique(),
    displayName: text('display_name').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** argon2id (PHC string); null: signs in through OpenID Connect only. */
    passwordHash: text('password_hash'),
    /** For the OpenID Connect mapping by e-mail (lower case). */
    email: text('email').unique(),
    /** The provider's `sub` once the member has signed in with it. */
    oidcSubject: text('oidc_subject').unique(),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  },
  (t) => [check('staff_role_check', oneOf(t.role, STAFF_ROLES))],
);
export type StaffRow = typeof staff.$inferSelect;

/** A staff member's signed-in browser: the cookie holds a random token, this row its SHA-256. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    csrfToken: text('csrf_token').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    address: text('address'),
  },
  (t) => [
    index('staff_sessions_staff_idx').on(t.staffId),
    index('staff_sessions_expires_idx').on(t.expiresAt),
  ],
);

/** An OpenID Connect sign-in under way: state → nonce, PKCE verifier and where to return (10 minutes). */
export const staffOidcRequests = pgTable('staff_oidc_requests', {
  state: text('state').primaryKey(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  returnTo: text('return_to'),
  createdAt: createdAt(),
});

/**
 * Every staff action, append-only: no code path updates or deletes a row, and on the database a trigger refuses
 * UPDATE and DELETE (migration 0007). `actor_id` null: the service itself (a blind's 30 days ending).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => staff.id),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    targetType: text('target_type', { enum: AUDIT_TARGET_TYPES }).notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.at),
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    check('audit_log_action_check', oneOf(t.action, AUDIT_ACTIONS)),
    check('audit_log_target_type_check', oneOf(t.targetType, AUDIT_TARGET_TYPES)),
  ],
);

/**
 * A span of a review's text masked by staff: the stored content holds one MASK_CHARACTER per masked character
 * (so every reader shows the masked text), this row the original characters to lift the mask with.
 */
export const reviewMasks = pgTable(
  'review_masks',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    start: integer('start').notNull(),
    end: integer('end').notNull(),
    reason: text('reason', { enum: MASK_REASONS }).notNull(),
    note: text('note'),
    original: text('original').notNull(),
    staffId: integer('staff_id').references(() => staff.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('review_masks_review_idx').on(t.reviewId),
    check('review_masks_reason_check', oneOf(t.reason, MASK_REASONS)),
    check('review_masks_span_check', sql`${t.start} >= 0 AND ${t.end} > ${t.start}`),
  ],
);

/** The prohibited-word dictionary, normalised (domain normalizeWord): one row per word. */
export const prohibitedWords = pgTable('prohibited_words', {
  id: serial('id').primaryKey(),
  word: text('word').notNull().unique(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
  createdBy: integer('created_by').references(() => staff.id),
});

/** A prohibited word found in a review's text: shown to staff until they clear it; the text is never changed. */
export const reviewFlags = pgTable(
  'review_flags',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    wordId: integer('word_id')
      .notNull()
      .references(() => prohibitedWords.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    clearedBy: integer('cleared_by').references(() => staff.id),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.wordId] }),
    index('review_flags_open_idx').on(t.reviewId).where(sql`${t.clearedAt} IS NULL`),
    index('review_flags_word_idx').on(t.wordId),
  ],
);
