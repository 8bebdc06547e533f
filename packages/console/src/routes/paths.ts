// Every address of the console, relative to its base (/console): patterns for the router, link builders, and
// each page's query string read and written with URLSearchParams. Nothing else in the console spells a path.
import type {
  AuditAction,
  AuditTargetType,
  CertificateState,
  ReportSort,
  ReportState,
  ReviewStatus,
} from '@jjinbbang/domain';
import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  CERTIFICATE_STATES,
  REPORT_SORTS,
  REPORT_STATES,
  REVIEW_STATUSES,
} from '@jjinbbang/domain';

/** Where the API server serves the console (and Vite's `base`). */
export const CONSOLE_BASE = '/console';

export const patterns = {
  signIn: '/sign-in',
  dashboard: '/',
  certificates: '/certificates',
  certificate: '/certificates/:id',
  reports: '/reports',
  reviews: '/reviews',
  review: '/reviews/:id',
  words: '/words',
  audit: '/audit',
  staff: '/staff',
} as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);
const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 && page <= 10_000 ? page - 1 : 0;
};
const idOf = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id < 2_147_483_647 ? id : undefined;
};
const dayOf = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
const textOf = (value: string | null) => (value ? value.slice(0, 100) : '');

function search(entries: Record<string, string | number | boolean | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(entries)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

// --- Sign-in ---------------------------------------------------------------------------------------------

export interface SignInQuery {
  /** Where to go after signing in (a console path). */
  returnTo: string;
  /** Why the staff member is here: their session ended. */
  expired: boolean;
  /** What the company sign-in (OpenID Connect) reported. */
  error: string | null;
}

const safeReturn = (value: string | null) =>
  value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/sign-in') ? value : '/';

export const signInQuery = {
  parse(query: string): SignInQuery {
    const params = new URLSearchParams(query);
    return {
      returnTo: safeReturn(params.get('returnTo')),
      expired: params.get('expired') === '1',
      error: params.get('signInError'),
    };
  },
  href({ returnTo = '/', expired = false }: { returnTo?: string; expired?: boolean } = {}) {
    return `${patterns.signIn}${search({ returnTo: returnTo === '/' ? undefined : returnTo, expired: expired ? 1 : undefined })}`;
  },
};

// --- Certificates ----------------------------------------------------------------------------------------

export interface CertificatesQuery {
  state: CertificateState;
  /** 0-based. */
  page: number;
}

export const certificatesQuery = {
  parse(query: string): CertificatesQuery {
    const params = new URLSearchParams(query);
    return {
      state: oneOf(CERTIFICATE_STATES, params.get('state')) ?? 'pending',
      page: pageOf(params.get('page')),
    };
  },
  href({ state, page }: Partial<CertificatesQuery> = {}) {
    return `${patterns.certificates}${search({ state: state === 'pending' ? undefined : state, page: page ? page + 1 : undefined })}`;
  },
};

export const certificateHref = (id: number) => `/certificates/${id}`;

// --- Reports ---------------------------------------------------------------------------------------------

export interface ReportsQuery {
  state: ReportState;
  sort: ReportSort;
  page: number;
  /** The review whose reports are open in the side panel. */
  review: number | undefined;
}

export const reportsQuery = {
  parse(query: string): ReportsQuery {
    const params = new URLSearchParams(query);
    return {
      state: oneOf(REPORT_STATES, params.get('state')) ?? 'open',
      sort: oneOf(REPORT_SORTS, params.get('sort')) ?? 'count',
      page: pageOf(params.get('page')),
      review: idOf(params.get('review')),
    };
  },
  href({ state, sort, page, review }: Partial<ReportsQuery> = {}) {
    return `${patterns.reports}${search({
      state: state === 'open' ? undefined : state,
      sort: sort === 'count' ? undefined : sort,
      page: page ? page + 1 : undefined,
      review,
    })}`;
  },
};

// --- Reviews ---------------------------------------------------------------------------------------------

export interface ReviewsQuery {
  q: string;
  universityId: number | undefined;
  from: string | undefined;
  to: string | undefined;
  status: ReviewStatus | undefined;
  /** 금칙어 포함 */
  flagged: boolean;
  /** 검토 요청: blinded reviews whose author asked staff to look again. */
  appealed: boolean;
  page: number;
}

export const reviewsQuery = {
  parse(query: string): ReviewsQuery {
    const params = new URLSearchParams(query);
    return {
      q: textOf(params.get('q')),
      universityId: idOf(params.get('university')),
      from: dayOf(params.get('from')),
      to: dayOf(params.get('to')),
      status: oneOf(REVIEW_STATUSES, params.get('status')),
      flagged: params.get('flagged') === '1',
      appealed: params.get('appealed') === '1',
      page: pageOf(params.get('page')),
    };
  },
  href(value: Partial<ReviewsQuery> = {}) {
    return `${patterns.reviews}${search({
      q: value.q?.trim(),
      university: value.universityId,
      from: value.from,
      to: value.to,
      status: value.status,
      flagged: value.flagged ? 1 : undefined,
      appealed: value.appealed ? 1 : undefined,
      page: value.page ? value.page + 1 : undefined,
    })}`;
  },
};

export const reviewHref = (id: number) => `/reviews/${id}`;

// --- Prohibited words ------------------------------------------------------------------------------------

export interface WordsQuery {
  q: string;
  page: number;
}

export const wordsQuery = {
  parse(query: string): WordsQuery {
    const params = new URLSearchParams(query);
    return { q: textOf(params.get('q')), page: pageOf(params.get('page')) };
  },
  href({ q, page }: Partial<WordsQuery> = {}) {
    return `${patterns.words}${search({ q: q?.trim(), page: page ? page + 1 : undefined })}`;
  },
};

// --- Audit trail -----------------------------------------------------------------------------------------

export interface AuditQuery {
  q: string;
  action: AuditAction | undefined;
  targetType: AuditTargetType | undefined;
  targetId: string | undefined;
  from: string | undefined;
  to: string | undefined;
  page: number;
}

export const auditQuery = {
  parse(query: string): AuditQuery {
    const params = new URLSearchParams(query);
    const targetId = params.get('targetId');
    return {
      q: textOf(params.get('q')),
      action: oneOf(AUDIT_ACTIONS, params.get('action')),
      targetType: oneOf(AUDIT_TARGET_TYPES, params.get('targetType')),
      targetId: targetId && /^\d{1,12}$/.test(targetId) ? targetId : undefined,
      from: dayOf(params.get('from')),
      to: dayOf(params.get('to')),
      page: pageOf(params.get('page')),
    };
  },
  href(value: Partial<AuditQuery> = {}) {
    return `${patterns.audit}${search({
      q: value.q?.trim(),
      action: value.action,
      targetType: value.targetType,
      targetId: value.targetId,
      from: value.from,
      to: value.to,
      page: value.page ? value.page + 1 : undefined,
    })}`;
  },
};
