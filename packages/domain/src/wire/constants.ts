// The wire contract's constants and helpers that need no zod: importable from the package root, so a consumer
// of the pure rules never pays for the schemas (they live in `@jjinbbang/domain/schemas`).
import type { ReviewKind } from '../enums';
import type { LoginData, LoginNeedsSignup } from './account';

/** The local sign-in provider keeps Kakao's redirect shape and is told apart by name. */
export const OAUTH_PROVIDERS = ['kakao', 'local'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export function isSignupNeeded(data: LoginData): data is LoginNeedsSignup {
  return typeof data.signupToken === 'string';
}

export const CERTIFICATE_UPLOAD_FIELD = 'file';

export const REVIEW_VARIANT_KEYS = ['generalReviewInfo', 'dormitoryReviewInfo', 'agencyReviewInfo'] as const;
export const BUILDING_VARIANT_KEYS = [
  'generalBuildingInfo',
  'dormitoryBuildingInfo',
  'agencyBuildingInfo',
] as const;
export const ITEM_VARIANT_KEYS = [...REVIEW_VARIANT_KEYS, ...BUILDING_VARIANT_KEYS] as const;
export type ReviewVariantKey = (typeof REVIEW_VARIANT_KEYS)[number];
export type BuildingVariantKey = (typeof BUILDING_VARIANT_KEYS)[number];
export type ItemVariantKey = (typeof ITEM_VARIANT_KEYS)[number];

// The six variants are told apart once, in rules/list-item.ts (`toListEntry`).

export const NEARBY_PAGE_SIZE_MAX = 30;

export const BUILDING_REVIEW_PAGE_SIZE = 10;

export const RECENT_REVIEWS_MAX = 5;

export const BOOKMARK_PAGE_SIZE = 5;

export const IMAGE_UPLOAD_CATEGORY = 'review';
export const IMAGE_UPLOAD_FILES_FIELD = 'files';
export const IMAGE_UPLOAD_CATEGORY_FIELD = 'category';

/** The kind a body is written for, read from its review block; null when it has none or several. */
export function reviewKindOfBody(body: unknown): ReviewKind | null {
  if (typeof body !== 'object' || body === null) return null;
  const keys = (['generalReview', 'dormitoryReview', 'agencyReview'] as const).filter((k) => k in body);
  if (keys.length !== 1) return null;
  return keys[0] === 'generalReview' ? 'GENERAL' : keys[0] === 'dormitoryReview' ? 'DORM' : 'AGENCY';
}

/** A stable building code for an address entered by hand (no address-service code). */
export function manualBuildingCode(address: string, name: string): string {
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ');
  return `manual:${norm(address)}|${norm(name)}`;
}
