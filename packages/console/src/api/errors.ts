/** A failed call to the admin API: the HTTP status (0 when the server was not reached) and a Korean message. */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

export const NETWORK_MESSAGE = '서버에 연결하지 못했어요. 네트워크를 확인한 뒤 다시 시도해 주세요.';
export const UNREADABLE_MESSAGE = '서버의 답을 읽지 못했어요. 잠시 후 다시 시도해 주세요.';
export const SESSION_ENDED_MESSAGE = '로그인이 끝났어요. 다시 로그인해 주세요.';

/** Korean messages for statuses the server answered without one of its own (a proxy's page, a crash). */
const STATUS_MESSAGES: Record<number, string> = {
  401: SESSION_ENDED_MESSAGE,
  403: '이 작업을 할 권한이 없어요.',
  404: '찾을 수 없어요. 이미 삭제됐을 수 있어요.',
  409: '다른 운영진이 먼저 처리했어요. 새로 고친 뒤 다시 확인해 주세요.',
  413: '보낸 내용이 너무 커요.',
  429: '요청이 너무 많아요. 잠시 후 다시 시도해 주세요.',
  503: '서버가 잠시 바빠요. 잠시 후 다시 시도해 주세요.',
};

export function statusMessage(status: number): string {
  return STATUS_MESSAGES[status] ?? '서버에 문제가 생겼어요. 잠시 후 다시 시도해 주세요.';
}

/** What to show for any error a call threw. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return UNREADABLE_MESSAGE;
}
