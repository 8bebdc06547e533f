// A refused save shows the server's Korean reason (a field's limit, a photo refused), never a generic or
// guessed message in its place.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { UPDATE_FAILED_MESSAGE, updateFailureMessage } from './useEditHub';
import { createFailureMessage, SUBMIT_MESSAGES, uploadFailureMessage } from './useSubmitReview';

const refused = (message: string) => new ApiError(400, 400, message);

describe('the messages of a refused save', () => {
  it('an edit refused with a reason shows the reason', () => {
    const reason = '몇 인실은 20 이하여야 해요';
    expect(updateFailureMessage(refused(reason))).toBe(reason);
    expect(updateFailureMessage(new ApiError(500, 500, '서버 오류'))).toBe(UPDATE_FAILED_MESSAGE);
    expect(updateFailureMessage(new TypeError('Failed to fetch'))).toBe(UPDATE_FAILED_MESSAGE);
  });

  it('a create refused about a photo keeps the server message, not the photo-count guess', () => {
    const reason = '사진을 열 수 없어요. 파일이 손상되었을 수 있어요.';
    expect(createFailureMessage(refused(reason))).toBe(SUBMIT_MESSAGES.createFailedWith(reason));
    expect(createFailureMessage(new ApiError(401, 401, '로그인이 필요해요'))).toBe(
      SUBMIT_MESSAGES.sessionExpired,
    );
  });

  it('an upload refused with a reason shows the reason', () => {
    const reason = '빈 파일이에요. 다른 사진을 골라 주세요.';
    expect(uploadFailureMessage(refused(reason))).toBe(reason);
    expect(uploadFailureMessage(new ApiError(503, 503, ''))).toBe(SUBMIT_MESSAGES.uploadFailed);
    expect(uploadFailureMessage(new ApiError(401, 401, ''))).toBe(SUBMIT_MESSAGES.sessionExpired);
  });
});
