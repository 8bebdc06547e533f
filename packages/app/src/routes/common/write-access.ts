// Who may not write a review yet, and what they are told: the one copy of the write gate (/review/*) and of
// 나의 찐빵's "후기 작성하기", so both show the same way forward.
import { VALIDATION_MESSAGES } from '@jjinbbang/domain';

export type WriteAccess = 'signedOut' | 'unverified' | 'pending';

export const WRITE_ACCESS_COPY: Record<WriteAccess, { title: string; hint: string }> = {
  signedOut: {
    title: '로그인하고 후기를 남겨 주세요',
    hint: '찐빵의 후기는 학교 인증을 마친 학생만 쓸 수 있어요. 로그인한 뒤 학교를 인증하면 바로 쓸 수 있어요.',
  },
  unverified: {
    title: VALIDATION_MESSAGES.writeNeedsVerification,
    hint: '다니는 학교를 인증하면 바로 후기를 쓸 수 있어요. 재학생은 학교 이메일로, 신입생은 입학 증명서로 인증해요.',
  },
  pending: {
    title: '입학 증명서를 확인하고 있어요',
    hint: '보통 7일 안에 확인이 끝나요. 끝나면 바로 후기를 쓸 수 있어요. 파일을 잘못 보냈다면 다시 올려 주세요.',
  },
};
