import { toWireVerification } from '@jjinbbang/domain';
import {
  bookmarkListQuerySchema,
  bookmarkListResponseSchema,
  bookmarkRequestSchema,
  bookmarkResponseSchema,
  myReviewsQuerySchema,
  myReviewsResponseSchema,
  nicknameRequestSchema,
  nicknameResponseSchema,
  recentReviewsQuerySchema,
  recentReviewsResponseSchema,
  userResponseSchema,
} from '@jjinbbang/domain/schemas';
import { eq } from 'drizzle-orm';
import { rejectionOf } from '../admin/certificates.ts';
import type { AppContext } from '../context.ts';
import { universities } from '../db/schema.ts';
import { ok } from '../errors.ts';
import { loadReviewItems } from '../lib/items.ts';
import { createRouter, jsonBody, normalizedQuery, route } from '../lib/route.ts';
import { listBookmarks, setBookmark } from '../users/bookmarks.ts';
import { changeNickname } from '../users/nickname.ts';
import { listOwnReviews } from '../users/reviews.ts';

const me = route({
  method: 'get',
  path: '/api/v1/user',
  tags: ['내 정보'],
  summary: '내 정보 (이메일, 대학교, 인증 상태, 닉네임)',
  auth: 'user',
  response: userResponseSchema,
});

const nickname = route({
  method: 'patch',
  path: '/api/v1/user/nickname',
  tags: ['내 정보'],
  summary: '닉네임 바꾸기 (2–12자, 한글·영문·숫자, 다른 학생과 겹치지 않게, 하루 몇 번까지)',
  auth: 'user',
  request: { body: jsonBody(nicknameRequestSchema) },
  response: nicknameResponseSchema,
  errors: [409, 429],
});

/** Nothing viewed yet: an empty `reviewIds` is an empty list. */
const recentQuery = normalizedQuery(({ reviewIds, ...rest }) => {
  if (typeof reviewIds !== 'string') return reviewIds === undefined ? rest : { ...rest, reviewIds };
  return reviewIds.trim() === '' ? rest : { ...rest, reviewIds: reviewIds.trim() };
}, recentReviewsQuerySchema.partial());

const recent = route({
  method: 'get',
  path: '/api/v1/user/recentReview',
  tags: ['내 정보'],
  summary: '최근 본 후기 (5개까지, 순서 유지, 없는 id는 건너뜀)',
  auth: 'user',
  request: { query: recentQuery },
  response: recentReviewsResponseSchema,
});

const bookmark = route({
  method: 'post',
  path: '/api/v1/user/bookmark',
  tags: ['찜'],
  summary: '찜하기 / 찜 해제 (토글이 아니라 설정)',
  auth: 'verified',
  request: { body: jsonBody(bookmarkRequestSchema) },
  response: bookmarkResponseSchema,
  errors: [404],
});

const bookmarks = route({
  method: 'get',
  path: '/api/v1/user/bookmark',
  tags: ['찜'],
  summary: '찜 목록 (종류, 정렬, 쪽)',
  auth: 'user',
  request: { query: bookmarkListQuerySchema },
  response: bookmarkListResponseSchema,
});

/** Older screens send offset/limit; they map onto page/size. */
const ownReviewsQuery = normalizedQuery(({ offset, limit, ...rest }) => {
  if (rest.page !== undefined || offset === undefined || limit === undefined) return rest;
  const size = Number(limit);
  const from = Number(offset);
  if (!Number.isInteger(size) || size <= 0 || !Number.isInteger(from) || from < 0) return rest;
  return { ...rest, size: String(size), page: String(Math.floor(from / size)) };
}, myReviewsQuerySchema);

const ownReviews = route({
  method: 'get',
  path: '/api/v1/user/review',
  tags: ['내 정보'],
  summary: '내가 쓴 후기 (최신순)',
  auth: 'user',
  request: { query: ownReviewsQuery },
  response: myReviewsResponseSchema,
});

export function userRoutes(ctx: AppContext) {
  const app = createRouter();

  app.openapi(me, async (c) => {
    const user = c.var.user;
    let university: string | null = null;
    if (user.universityId !== null) {
      const [row] = await ctx.db
        .select({ name: universities.name })
        .from(universities)
        .where(eq(universities.id, user.universityId))
        .limit(1);
      university = row?.name ?? null;
    }
    const data = {
      id: user.id,
      email: user.email,
      university,
      univAuthentication: toWireVerification(user.status),
      nickname: user.nickname,
      rejection: rejectionOf(user),
    };
    return ok(c, data, undefined, userResponseSchema);
  });

  app.openapi(nickname, async (c) => {
    const stored = await changeNickname(ctx, c.var.user.id, c.req.valid('json').nickname);
    return ok(c, { nickname: stored }, '닉네임을 바꿨어요.', nicknameResponseSchema);
  });

  app.openapi(recent, async (c) => {
    const ids = [...new Set(c.req.valid('query').reviewIds ?? [])];
    return ok(c, await loadReviewItems(ctx, ids, c.var.user.id), undefined, recentReviewsResponseSchema);
  });

  app.openapi(bookmark, async (c) => {
    const body = c.req.valid('json');
    await setBookmark(ctx, c.var.user.id, body);
    return ok(c, null, body.bookmark ? '찜했어요.' : '찜을 해제했어요.', bookmarkResponseSchema);
  });

  app.openapi(bookmarks, async (c) => {
    const items = await listBookmarks(ctx, c.var.user.id, c.req.valid('query'));
    return ok(c, items, undefined, bookmarkListResponseSchema);
  });

  app.openapi(ownReviews, async (c) => {
    const q = c.req.valid('query');
    const data = await listOwnReviews(ctx, c.var.user.id, q.page, q.size);
    return ok(c, data, undefined, myReviewsResponseSchema);
  });

  return app;
}
