import { type ReviewDraft, toCreatePayload } from '@jjinbbang/domain';
import { BLOB_LOST_MESSAGE } from '@jjinbbang/hooks';
import { useRef, useState } from 'react';
import { ApiError } from '../../api/errors';
import { CHANGED_BY_REVIEW_WRITE } from '../../api/queries';
import { reloadQueries } from '../../api/swr';
import { createReview, uploadReviewImages } from '../../api/writing';
import type { SubmitState } from './steps/ConfirmStep';

// spec 001 §8: the submission messages, in the app's 해요체.
export const SUBMIT_MESSAGES = {
  sessionExpired: '로그인이 끝났어요. 다시 로그인해 주세요.',
  uploadFailed: '사진을 올리지 못했어요. 다시 시도해 주세요.',
  uploadFailedWith: (message: string) => `사진을 올리지 못했어요: ${message}. 다시 시도해 주세요.`,
  createFailedWith: (message: string) => `후기를 올리지 못했어요: ${message}`,
  unexpected: '후기를 올리는 중에 문제가 생겼어요. 다시 시도해 주세요.',
  fileFailed: '파일을 처리하지 못했어요. 다시 시도해 주세요.',
} as const;

/** Why the photos did not upload: the server's own Korean reason when it refused them (400), never a guess. */
export function uploadFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError))
    return SUBMIT_MESSAGES.uploadFailedWith(error instanceof Error ? error.message : String(error));
  if (error.status === 401) return SUBMIT_MESSAGES.sessionExpired;
  return error.status === 400 && error.message ? error.message : SUBMIT_MESSAGES.uploadFailed;
}

/** Why the review was not created: the server's message as it is (spec 001 §8's wording around it). */
export function createFailureMessage(error: ApiError): string {
  if (error.status === 401) return SUBMIT_MESSAGES.sessionExpired;
  return SUBMIT_MESSAGES.createFailedWith(error.message);
}

/**
 * Sends a draft: the draft is checked with the photo ids standing in for URLs, the photos are uploaded, then the
 * review is created. Resolves with the message to show, or null once the review exists.
 */
async function send(
  draft: ReviewDraft,
  photoIds: readonly string[],
  files: Blob[] | null,
): Promise<string | null> {
  const precheck = toCreatePayload({ ...draft, images: [...photoIds] });
  if (!precheck.ok) return precheck.message;
  if (!files) return BLOB_LOST_MESSAGE;
  let urls: string[] = [];
  if (files.length > 0) {
    try {
      urls = await uploadReviewImages(files);
    } catch (error) {
      return uploadFailureMessage(error);
    }
  }
  const payload = toCreatePayload({ ...draft, images: urls });
  if (!payload.ok) return payload.message;
  try {
    await createReview(payload);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return createFailureMessage(error);
  }
  return null;
}

/**
 * The confirm screen's submission (spec 001 §4): once the review exists the review lists and buildings reload and
 * `onCreated` clears the draft and leaves. A second tap while one is on its way is ignored.
 */
export function useSubmitReview({
  draft,
  photoIds,
  files,
  onCreated,
}: {
  draft: ReviewDraft;
  photoIds: readonly string[];
  files: () => Blob[] | null;
  onCreated: () => Promise<void>;
}): SubmitState {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const submit = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    setError(null);
    try {
      const refused = await send(draft, photoIds, files());
      if (refused) setError(refused);
      else {
        void reloadQueries(CHANGED_BY_REVIEW_WRITE);
        await onCreated();
      }
    } catch (failure) {
      console.error('후기 제출 실패', failure);
      setError(SUBMIT_MESSAGES.unexpected);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };
  return { submitting, error, submit: () => void submit() };
}
