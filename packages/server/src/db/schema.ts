import {
  CONTRACT_TYPES,
  DEPOSIT_RETURN_OUTCOMES,
  type DepositReturnSummary,
  EMPTY_DEPOSIT_RETURN_SUMMARY,
  FLOOR_TYPES,
  HOUSING_TYPES,
  type HousingType,
  REVIEW_KINDS,
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
    email: text('email'),
    status: text('status', { enum: VERIFICATION_STATUSES }).notNull().default('unverified'),
    universityId: integer('university_id').references(() => universities.id),
    createdAt: createdAt(),
    /** Set when the user leaves the service; the row is purged 30 days later. */
    leftAt: timestamp('left_at', { withTimezone: true }),
    /**
     * Access tokens carry the version they were issued under; logging out, leaving and a refresh token's reuse
     * raise it, which ends every access token issued before at once (the guard compares on every request).
     */
    tokenVersion: integer('token_version').notNull().default(0),
  },
  (t) => [
    index('users_left_at_idx').on(t.leftAt),
    check('users_status_check', oneOf(t.status, VERIFICATION_STATUSES)),
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
 * Every 2-character substring of name and address (jb_bigrams, migration 0000), stored so that the index
 * recheck of a 2-character search reads a column instead of recomputing it per row.
 */
const searchBigrams = () =>
  text('search_bigrams').array().generatedAlwaysAs(sql`jb_bigrams(name || ' ' || address)`);

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

/** One current refresh token per user (api-contract §2); `jti` changes on every rotation. */
export const refreshTokens = pgTable('refresh_tokens', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  jti: text('jti').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** The token this one replaced, accepted again for a short grace window (two tabs renewing together). */
  previousJti: text('previous_jti'),
  rotatedAt: timestamp('rotated_at', { withTimezone: true }),
});

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

export const CERTIFICATE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

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
  },
  (t) => [index('certificates_status_idx').on(t.status, t.createdAt)],
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
    status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('reports_open_unique').on(t.reviewId, t.reporterId).where(sql`${t.status} = 'open'`)],
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
