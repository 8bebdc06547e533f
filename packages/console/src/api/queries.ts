// One definition per resource the console reads: its cache key and how to fetch it. Pages, invalidation after a
// write and the stories' fixtures all go through these; no page builds a key or a URL of its own.
import type {
  AdminReviewListQuery,
  AuditListQuery,
  CertificateListQuery,
  ReportGroupListQuery,
} from '@jjinbbang/domain';
import {
  adminReviewDetailResponseSchema,
  adminReviewListResponseSchema,
  auditListResponseSchema,
  certificateDetailResponseSchema,
  certificateListResponseSchema,
  dashboardResponseSchema,
  reportGroupListResponseSchema,
  signInOptionsResponseSchema,
  staffListResponseSchema,
  staffSessionResponseSchema,
  universityListResponseSchema,
  wordListResponseSchema,
} from '@jjinbbang/domain/schemas';
import { apiUrl, call, type Query, rememberCsrfToken } from './client';

/** The resources, by the first element of their keys (what `invalidate` names). */
export type Resource =
  | 'session'
  | 'signInOptions'
  | 'dashboard'
  | 'certificates'
  | 'certificate'
  | 'reports'
  | 'reviews'
  | 'review'
  | 'words'
  | 'audit'
  | 'staff'
  | 'universities';

export interface QueryDefinition<T> {
  key: readonly [Resource, ...unknown[]];
  fetch: () => Promise<T>;
}

const define = <T>(key: QueryDefinition<T>['key'], fetch: () => Promise<T>): QueryDefinition<T> => ({
  key,
  fetch,
});

export interface WordListQuery {
  q?: string;
  enabled?: 'true' | 'false';
  page?: number;
  size?: number;
}

/** The catalogue's universities with their campuses (the student API's public list, every one at once). */
const UNIVERSITY_LIMIT = 500;

export const queries = {
  /** The signed-in staff member; remembers the session's CSRF token for the writes. 401: nobody is signed in. */
  session: () =>
    define(['session'], async () => {
      const session = await call('/api/admin/auth/session', {
        schema: staffSessionResponseSchema,
        signInCall: true,
      });
      rememberCsrfToken(session.csrfToken);
      return session;
    }),
  signInOptions: () =>
    define(['signInOptions'], () =>
      call('/api/admin/auth/options', { schema: signInOptionsResponseSchema, signInCall: true }),
    ),
  dashboard: () =>
    define(['dashboard'], () => call('/api/admin/dashboard', { schema: dashboardResponseSchema })),
  certificates: (query: CertificateListQuery) =>
    define(['certificates', query], () =>
      call('/api/admin/certificates', { query: query as Query, schema: certificateListResponseSchema }),
    ),
  certificate: (id: number) =>
    define(['certificate', id], () =>
      call(`/api/admin/certificates/${id}`, { schema: certificateDetailResponseSchema }),
    ),
  reports: (query: ReportGroupListQuery) =>
    define(['reports', query], () =>
      call('/api/admin/reports', { query: query as Query, schema: reportGroupListResponseSchema }),
    ),
  reviews: (query: AdminReviewListQuery) =>
    define(['reviews', query], () =>
      call('/api/admin/reviews', { query: query as Query, schema: adminReviewListResponseSchema }),
    ),
  review: (id: number) =>
    define(['review', id], () =>
      call(`/api/admin/reviews/${id}`, { schema: adminReviewDetailResponseSchema }),
    ),
  words: (query: WordListQuery) =>
    define(['words', query], () =>
      call('/api/admin/words', { query: query as Query, schema: wordListResponseSchema }),
    ),
  audit: (query: AuditListQuery) =>
    define(['audit', query], () =>
      call('/api/admin/audit', { query: query as Query, schema: auditListResponseSchema }),
    ),
  staff: () => define(['staff'], () => call('/api/admin/staff', { schema: staffListResponseSchema })),
  universities: () =>
    define(['universities'], () =>
      call('/api/v1/user/univ', {
        query: { offset: 0, limit: UNIVERSITY_LIMIT },
        schema: universityListResponseSchema,
      }),
    ),
};

/** The CSV of the audit trail with the same filters (a download the browser makes itself; admin only). */
export function auditExportUrl(query: Omit<AuditListQuery, 'page' | 'size'>): string {
  return apiUrl('/api/admin/audit/export.csv', query as Query);
}

/** The file a certificate's student uploaded, and the picture to show for it (a PDF's first page). */
export const certificateFileUrl = (id: number) => `/api/admin/certificates/${id}/file`;
