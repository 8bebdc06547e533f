// What students write reaches readers as written: no bidirectional controls, no trail to a departed author.
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signSignupToken } from '../src/auth/tokens.ts';
import { PACKAGE_ROOT } from '../src/config.ts';
import { agencies, reports, reviews, users } from '../src/db/schema.ts';
import { agencyBody, CONTENT } from './bodies.ts';
import { F } from './fixture.ts';
import { type AnyJson, createTestServer, type TestServer } from './helpers.ts';

const RLO = '\u202E';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
}, 120_000);
afterAll(() => s?.close());

describe('bidirectional controls', () => {
  it('are dropped from a review, its place and a report before they are stored', async () => {
    const token = await s.token(F.verified);
    const body = agencyBody({
      agencyReview: { rating: 5, content: `${RLO}${CONTENT}\u2066` },
      buildingRequest: {
        buildingCode: null,
        name: `찐빵${RLO}부동산\u200F`,
        type: 'AGENCY',
        address: `서울특별시 성북구 ${RLO}gpj.exe로 21`,
        latitude: 37.5916,
        longitude: 127.0316,
      },
    });
    const created = await s.call<{ reviewId: number }>('/api/v1/review/AGENCY', {
      method: 'POST',
      token,
      json: body,
    });
    expect(created.status).toBe(200);
    const [review] = await s.ctx.db.select().from(reviews).where(eq(reviews.id, created.data.reviewId));
    expect(review?.content).toBe(CONTENT);
    const [agency] = await s.ctx.db
      .select()
      .from(agencies)
      .where(eq(agencies.id, review?.agencyId ?? 0));
    expect(agency?.name).toBe('찐빵부동산');
    expect(agency?.address).toBe('서울특별시 성북구 gpj.exe로 21');
    const other = await s.token(F.verified2);
    const report = await s.call(`/api/v1/review/${created.data.reviewId}/report`, {
      method: 'POST',
      token: other,
      json: { reason: `광고${RLO}예요` },
    });
    expect(report.status).toBe(200);
    const [filed] = await s.ctx.db.select().from(reports).where(eq(reports.reviewId, created.data.reviewId));
    expect(filed?.reason).toBe('광고예요');
  });

  it('are dropped from the nickname a provider gives at signup', async () => {
    const signupToken = await signSignupToken(s.config, {
      kakaoId: 'bidi-nickname',
      nickname: `${RLO}빵찐\u2066`,
      email: null,
    });
    const res = await s.call('/api/v1/auth/signup', { method: 'POST', token: signupToken });
    expect(res.status).toBe(200);
    const [row] = await s.ctx.db.select().from(users).where(eq(users.kakaoId, 'bidi-nickname'));
    expect(row?.nickname).toBe('빵찐');
  });

  it('are dropped from what was stored before (migration 0008_user_text)', async () => {
    await s.ctx.db.execute(
      sql`UPDATE reviews SET content = ${`${RLO}예전 후기`} WHERE id = ${F.reviewGeneral1}`,
    );
    await s.ctx.db.execute(sql`UPDATE users SET nickname = ${`${RLO}예전`} WHERE id = ${F.pending}`);
    const migration = readFileSync(`${PACKAGE_ROOT}/drizzle/0008_user_text.sql`, 'utf8');
    for (const statement of migration.split('--> statement-breakpoint'))
      await s.ctx.db.execute(sql.raw(statement));
    const [review] = await s.ctx.db.select().from(reviews).where(eq(reviews.id, F.reviewGeneral1));
    expect(review?.content).toBe('예전 후기');
    const [user] = await s.ctx.db.select().from(users).where(eq(users.id, F.pending));
    expect(user?.nickname).toBe('예전');
  });
});

describe('a departed author', () => {
  it('is no longer named by id on the reviews they left behind', async () => {
    const reader = await s.token(F.verified2);
    const [author] = await s.ctx.db
      .insert(users)
      .values({ kakaoId: 'departing-author', nickname: '떠날 찐빵', status: 'verified' })
      .returning({ id: users.id });
    const authorToken = await s.token(author?.id ?? 0);
    const created = await s.call<{ reviewId: number }>('/api/v1/review/AGENCY', {
      method: 'POST',
      token: authorToken,
      json: agencyBody(),
    });
    const path = `/api/v1/review/${created.data.reviewId}?reviewType=AGENCY`;
    expect(((await s.call<AnyJson>(path, { token: reader })).data as AnyJson).authorId).toBe(author?.id);
    expect((await s.call('/api/v1/auth/user', { method: 'DELETE', token: authorToken })).status).toBe(200);
    const after = await s.call<AnyJson>(path, { token: reader });
    expect(after.status).toBe(200);
    expect(after.data.authorId).toBeNull();
  });
});
