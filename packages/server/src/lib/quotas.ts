// Per-student quotas on what one account can create: far above what a student does, low enough that one account
// cannot fill the disk with certificates, the map with places or the moderators' queue with reports. Each is a
// rate limit of lib/rate-limit.ts (atomic, shared by every server instance) whose size is configuration
// (config.quotas, JB_QUOTA_*); the 429 says the limit in Korean and when to come back (Retry-After).

import type { QuotaName } from '../config.ts';
import type { AppContext } from '../context.ts';
import { takeRateLimit } from './rate-limit.ts';

const QUOTA_RULES: Record<QuotaName, { windowSeconds: number; message: (limit: number) => string }> = {
  certificateUploads: {
    windowSeconds: 24 * 60 * 60,
    message: (n) => `재학 증명서는 하루에 ${n}번까지 올릴 수 있어요. 내일 다시 올려 주세요.`,
  },
  reviews: {
    windowSeconds: 60 * 60,
    message: (n) => `후기는 한 시간에 ${n}개까지 쓸 수 있어요. 잠시 후 다시 등록해 주세요.`,
  },
  reports: {
    windowSeconds: 60 * 60,
    message: (n) => `신고는 한 시간에 ${n}번까지 할 수 있어요. 잠시 후 다시 신고해 주세요.`,
  },
  nicknameChanges: {
    windowSeconds: 24 * 60 * 60,
    message: (n) => `닉네임은 하루에 ${n}번까지 바꿀 수 있어요. 내일 다시 바꿔 주세요.`,
  },
};

/** Spends one of `userId`'s `name` quota, or answers 429 (with Retry-After) when none is left. */
export function takeQuota(ctx: AppContext, name: QuotaName, userId: number): Promise<void> {
  const limit = ctx.config.quotas[name];
  const rule = QUOTA_RULES[name];
  return takeRateLimit(ctx.db, {
    key: `quota:${name}:user:${userId}`,
    limit,
    windowSeconds: rule.windowSeconds,
    message: rule.message(limit),
  });
}
