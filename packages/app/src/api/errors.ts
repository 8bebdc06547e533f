/** A failed API call: the HTTP status, the envelope code and the server's Korean message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number;
  /** Seconds the server asked to wait before trying again (`Retry-After` of a 429 or 503), when it said. */
  readonly retryAfter: number | null;

  constructor(status: number, code: number, message: string, retryAfter: number | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.retryAfter = retryAfter;
  }
}

export const NETWORK_ERROR_MESSAGE = '네트워크 연결을 확인해 주세요.';
/** What a request says when the server could not be reached or could not confirm the session right now. */
export const UNREACHABLE_MESSAGE = '연결이 불안정해요. 잠시 후 다시 시도해 주세요.';

/** The message to show for any error thrown by the API layer. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}

/**
 * What a failure means for the person looking at the screen:
 * - `gone`: the thing is not there (404) — trying again cannot help, a way back does;
 * - `refused`: the server said no and why (401, 403 and other 4xx but 408/429) — its message says what to do;
 * - `unreachable`: no answer, a gateway or server error, or "too many" (network, 5xx, 408, 429) — it passes, and
 *   the app tries again by itself;
 * - `failed`: anything else (a broken answer).
 */
export type FailureKind = 'gone' | 'refused' | 'unreachable' | 'failed';

export function failureKind(error: unknown): FailureKind {
  if (!(error instanceof ApiError)) return 'failed';
  const { status } = error;
  if (status === 404 || status === 410) return 'gone';
  if (status === 0 || status === 408 || status === 429 || status >= 500) return 'unreachable';
  if (status >= 400) return 'refused';
  return 'failed';
}

/** Whether the same request may succeed later: never for something gone or refused. */
export function canRetry(error: unknown): boolean {
  const kind = failureKind(error);
  return kind === 'unreachable' || kind === 'failed';
}
