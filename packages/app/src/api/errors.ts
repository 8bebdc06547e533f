/** A failed API call: the HTTP status, the envelope code and the server's Korean message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number;

  constructor(status: number, code: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export const NETWORK_ERROR_MESSAGE = '네트워크 연결을 확인해 주세요.';

/** Whether the API said the thing asked for does not exist (404): trying again cannot help. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The message to show for any error thrown by the API layer. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
