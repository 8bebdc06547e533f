// The boot script's second half: before the app's code has downloaded, start the API calls the page of this address
// makes as it opens — the requests its queries send (api/queries.ts) — and for a detail page preload its first
// photo, the page's largest paint, as soon as the answer names it. Bundled on its own into the small script
// index.html loads first; it must stay small: no React, no client, no schemas.
import type { VerificationStatus } from '@jjinbbang/domain';
import { canReadDetails, DETAIL_PHOTO_SIZES, parseReviewKind, photoSrcSet } from '@jjinbbang/domain';
import { parse } from 'regexparam';
import { assetUrl } from '../api/assets';
import { startEarlyRequest } from '../api/early';
import {
  type ApiGet,
  buildingCostRequest,
  buildingRequest,
  buildingReviewsRequest,
  DEFAULT_REVIEW_SORT,
  reviewRequest,
  universitiesRequest,
  userRequest,
} from '../api/requests';
import { API_BASE_URL, requestUrl } from '../api/url';
import { patterns } from '../routes/patterns';
import { readSession, readStoredVerificationStatus } from '../session/storage';

interface Early extends ApiGet {
  /** The answer names the page's first photo at `data.reviewImages.imageUrl[0]`: preload it. */
  photo?: boolean;
}

function match(pattern: string, pathname: string): Record<string, string> | null {
  const { keys, pattern: re } = parse(pattern);
  const found = re.exec(pathname);
  if (!found) return null;
  return Object.fromEntries(keys.map((key, i) => [key, decodeURIComponent(found[i + 1] ?? '')]));
}

/** Pages that read the signed-in user as they open (useSession): with a stored token, GET /api/v1/user. */
const SESSION_PAGES = [
  patterns.home,
  patterns.map,
  patterns.bookmarks,
  patterns.myPage,
  patterns.myAccount,
  patterns.building,
  patterns.review,
  patterns.reviewReport,
];

/** Pages that show the university list as they open (useUniversities): its first (normally only) slice. */
const UNIVERSITY_PAGES = [patterns.home, patterns.universities];

const id = (raw: string | undefined) => (raw && /^\d+$/.test(raw) ? Number(raw) : null);

export interface EarlySession {
  signedIn: boolean;
  /** The verification status the app stored on this visitor's last visit (useSession keeps it current). */
  verificationStatus: VerificationStatus | null;
}

/** The calls the page at this address makes as it opens (the queries its hooks run first). */
export function earlyRequests(pathname: string, search: string, session: EarlySession): Early[] {
  const params = new URLSearchParams(search);
  const out: Early[] =
    session.signedIn && SESSION_PAGES.some((pattern) => match(pattern, pathname)) ? [userRequest()] : [];
  if (UNIVERSITY_PAGES.some((pattern) => match(pattern, pathname))) out.push(universitiesRequest());
  const reviewId = id(match(patterns.review, pathname)?.reviewId);
  // api-contract §4: a review's detail is for verified readers, and the page asks for it only for them
  // (routes/reading/detail-access.ts); here the status the app stored last time stands in for the server's.
  const verified = canReadDetails({
    isAuthenticated: session.signedIn,
    verificationStatus: session.verificationStatus ?? 'unverified',
  });
  if (reviewId !== null && verified)
    out.push({ ...reviewRequest(reviewId, parseReviewKind(params.get('reviewType'))), photo: true });
  const buildingId = id(match(patterns.building, pathname)?.buildingId);
  if (buildingId !== null) {
    const isAgency = params.get('isAgency') === 'true';
    out.push({ ...buildingRequest(buildingId, isAgency), photo: true });
    out.push(buildingReviewsRequest(buildingId, isAgency, DEFAULT_REVIEW_SORT, 0));
    // The cost section's call too: left to the page, it would be the last request before the photo paints.
    out.push(buildingCostRequest(buildingId, isAgency));
  }
  return out;
}

function preloadPhoto(url: string) {
  const src = assetUrl(url);
  const avif = src ? photoSrcSet(src, 'avif') : null;
  if (!src || !avif) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('type', 'image/avif');
  link.setAttribute('imagesrcset', avif);
  link.setAttribute('imagesizes', DETAIL_PHOTO_SIZES);
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

export function boot() {
  const token = readSession('accessToken');
  const session: EarlySession = {
    signedIn: Boolean(token),
    verificationStatus: readStoredVerificationStatus(),
  };
  for (const request of earlyRequests(location.pathname, location.search, session)) {
    const url = requestUrl(API_BASE_URL, request.path, request.query);
    const response = startEarlyRequest(url, request.auth ? token : null);
    if (!request.photo) continue;
    response
      .then((r) => (r.ok ? r.clone().json() : null))
      .then((body: { data?: { reviewImages?: { imageUrl?: unknown[] } } } | null) => {
        const first = body?.data?.reviewImages?.imageUrl?.[0];
        if (typeof first === 'string') preloadPhoto(first);
      })
      .catch(() => undefined);
  }
}
