import * as D from '@jjinbbang/domain/schemas';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { createRouter } from '../env.ts';

type Auth = 'none' | 'optional' | 'access' | 'verified' | 'refresh' | 'signup';

interface Operation {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  summary: string;
  auth: Auth;
  query?: z.ZodType;
  body?: z.ZodType;
  multipart?: Record<string, 'file' | 'files' | 'string'>;
  response: z.ZodType;
  errors: number[];
}

const envelope = (data: z.ZodType) => D.envelopeSchema(data);

const OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/api/v1/auth/login-url',
    summary: '로그인 주소 (kakao 또는 local)',
    auth: 'none',
    query: z.object({ redirectUri: z.string() }),
    response: envelope(z.object({ url: z.string(), provider: z.enum(['kakao', 'local']) })),
    errors: [400, 503],
  },
  {
    method: 'post',
    path: '/api/v1/auth',
    summary: '소셜 로그인 코드 교환',
    auth: 'none',
    body: D.loginRequestSchema,
    response: D.loginResponseSchema,
    errors: [400, 401, 415, 429, 503],
  },
  {
    method: 'post',
    path: '/api/v1/auth/signup',
    summary: '회원가입 (약관 동의 완료)',
    auth: 'signup',
    response: D.signupResponseSchema,
    errors: [401, 409],
  },
  {
    method: 'put',
    path: '/api/v1/auth/tokenRefresh',
    summary: '토큰 갱신 (기기마다 회전, 재사용하면 그 기기만 로그아웃)',
    auth: 'refresh',
    response: D.tokenRefreshResponseSchema,
    errors: [401, 429],
  },
  {
    method: 'get',
    path: '/api/v1/auth/sessions',
    summary: '로그인한 기기 목록 (이 기기 먼저)',
    auth: 'access',
    response: D.sessionListResponseSchema,
    errors: [401],
  },
  {
    method: 'delete',
    path: '/api/v1/auth/sessions',
    summary: '다른 기기에서 모두 로그아웃 (scope=others) 또는 모든 기기에서 로그아웃 (scope=all)',
    auth: 'access',
    query: D.endSessionsQuerySchema,
    response: D.endSessionsResponseSchema,
    errors: [400, 401],
  },
  {
    method: 'delete',
    path: '/api/v1/auth/logout',
    summary: '로그아웃 (이 기기만)',
    auth: 'access',
    response: D.logoutResponseSchema,
    errors: [401],
  },
  {
    method: 'delete',
    path: '/api/v1/auth/user',
    summary: '회원 탈퇴 (30일 유예)',
    auth: 'access',
    response: D.leaveResponseSchema,
    errors: [401],
  },
  {
    method: 'post',
    path: '/api/v1/user/unregisterReason',
    summary: '탈퇴 사유',
    auth: 'access',
    body: D.unregisterReasonRequestSchema,
    response: D.unregisterReasonResponseSchema,
    errors: [400, 401],
  },
  {
    method: 'post',
    path: '/api/v1/auth/emailCode',
    summary: '학교 이메일 인증번호 발송',
    auth: 'access',
    body: D.emailCodeRequestSchema,
    response: D.emailCodeResponseSchema,
    errors: [400, 401, 403, 409, 429],
  },
  {
    method: 'post',
    path: '/api/v1/auth/emailCode/verify',
    summary: '인증번호 확인',
    auth: 'access',
    body: D.emailCodeVerifyRequestSchema,
    response: D.emailCodeVerifyResponseSchema,
    errors: [400, 401, 403, 404, 409, 429],
  },
  {
    method: 'post',
    path: '/api/v1/certificates/admission/verify',
    summary: '합격증(재학증명서) 업로드',
    auth: 'access',
    multipart: { file: 'file' },
    response: D.certificateUploadResponseSchema,
    errors: [400, 401, 403, 413, 415],
  },
  {
    method: 'get',
    path: '/api/v1/user',
    summary: '내 정보',
    auth: 'access',
    response: D.userResponseSchema,
    errors: [401],
  },
  {
    method: 'get',
    path: '/api/v1/user/univ',
    summary: '대학교 목록 (이름순)',
    auth: 'none',
    query: D.universityListQuerySchema,
    response: D.universityListResponseSchema,
    errors: [400],
  },
  {
    method: 'get',
    path: '/api/v1/user/univ/campus',
    summary: '대학교의 캠퍼스 목록',
    auth: 'none',
    query: D.campusListQuerySchema,
    response: D.campusListResponseSchema,
    errors: [400, 404],
  },
  {
    method: 'post',
    path: '/api/v1/map/markers',
    summary: '지도 마커',
    auth: 'none',
    body: D.markersRequestSchema,
    response: D.markersResponseSchema,
    errors: [400, 415, 422],
  },
  {
    method: 'get',
    path: '/api/v1/map/tiles/{filterKey}/{level}/{x}/{y}',
    summary: '지도 마커 타일 (캐시 가능: public, max-age=180, ETag; level 9부터 칸별 개수)',
    auth: 'none',
    response: D.markerTileResponseSchema,
    errors: [400, 422],
  },
  {
    method: 'post',
    path: '/api/v1/map/markers/nearby',
    summary: '주변 목록',
    auth: 'optional',
    body: D.nearbyRequestSchema,
    response: D.nearbyResponseSchema,
    errors: [400, 401],
  },
  {
    method: 'post',
    path: '/api/v1/place/search',
    summary: '후기 쓰기의 장소 찾기 (우리 건물·기숙사·중개사, 가까운 순)',
    auth: 'none',
    body: D.placeSearchRequestSchema,
    response: D.placeSearchResponseSchema,
    errors: [400],
  },
  {
    method: 'post',
    path: '/api/v1/map/search',
    summary: '검색 (건물·중개사 이름/주소, 대학교·캠퍼스)',
    auth: 'optional',
    body: D.searchRequestSchema,
    response: D.searchResponseSchema,
    errors: [400, 401, 422],
  },
  {
    method: 'get',
    path: '/api/v1/building/{id}',
    summary: '건물 상세',
    auth: 'optional',
    query: D.buildingDetailQuerySchema,
    response: D.buildingDetailResponseSchema,
    errors: [400, 404],
  },
  {
    method: 'get',
    path: '/api/v1/building/{id}/review',
    summary: '건물 후기 목록',
    auth: 'optional',
    query: D.buildingReviewsQuerySchema,
    response: envelope(D.buildingReviewsPageSchema),
    errors: [400, 404],
  },
  {
    method: 'get',
    path: '/api/v1/building/{id}/cost',
    summary:
      '월 실거주비(보증금×전월세 전환율÷12 + 월세 + 관리비, 만원/월)와 캠퍼스 주변 비교, 보증금 반환 기록 — 후기 3개 미만이면 cost는 null',
    auth: 'none',
    query: D.buildingDetailQuerySchema,
    response: D.placeCostResponseSchema,
    errors: [400, 404],
  },
  {
    method: 'get',
    path: '/api/v1/campus/{id}/cost',
    summary: '기숙사 vs 자취: 캠퍼스의 기숙사와 도보 반경 안 자취방의 월 실거주비·평점·키워드·통학 편리 비율',
    auth: 'none',
    response: D.campusCostResponseSchema,
    errors: [400, 404],
  },
  {
    method: 'get',
    path: '/api/v1/review/{id}',
    summary: '후기 상세 (인증 사용자)',
    auth: 'verified',
    query: D.reviewDetailQuerySchema,
    response: D.reviewDetailResponseSchema,
    errors: [401, 403, 404],
  },
  {
    method: 'get',
    path: '/api/v1/user/recentReview',
    summary: '최근 본 후기',
    auth: 'access',
    query: z.object({ reviewIds: z.string() }),
    response: D.recentReviewsResponseSchema,
    errors: [400, 401],
  },
  {
    method: 'post',
    path: '/api/v1/user/bookmark',
    summary: '찜 설정',
    auth: 'verified',
    body: D.bookmarkRequestSchema,
    response: D.bookmarkResponseSchema,
    errors: [400, 401, 403, 404],
  },
  {
    method: 'get',
    path: '/api/v1/user/bookmark',
    summary: '찜 목록',
    auth: 'access',
    query: D.bookmarkListQuerySchema,
    response: D.bookmarkListResponseSchema,
    errors: [400, 401],
  },
  {
    method: 'get',
    path: '/api/v1/user/review',
    summary: '내 후기',
    auth: 'access',
    query: D.myReviewsQuerySchema,
    response: D.myReviewsResponseSchema,
    errors: [400, 401],
  },
  {
    method: 'post',
    path: '/api/v1/images',
    summary: '후기 사진 업로드 (JPEG·PNG·WebP·AVIF, 열 수 있는 HEIC; 2048px JPEG로 저장, 메타데이터 제거)',
    auth: 'verified',
    multipart: { category: 'string', files: 'files' },
    response: D.imageUploadResponseSchema,
    errors: [400, 401, 403, 413, 415],
  },
  {
    method: 'post',
    path: '/api/v1/review/GENERAL',
    summary: '일반 건물 후기 작성',
    auth: 'verified',
    body: D.createGeneralReviewBodySchema,
    response: D.createReviewResponseSchema,
    errors: [400, 401, 403, 404],
  },
  {
    method: 'post',
    path: '/api/v1/review/DORM',
    summary: '기숙사 후기 작성',
    auth: 'verified',
    body: D.createDormitoryReviewBodySchema,
    response: D.createReviewResponseSchema,
    errors: [400, 401, 403, 404],
  },
  {
    method: 'post',
    path: '/api/v1/review/AGENCY',
    summary: '공인중개사 후기 작성',
    auth: 'verified',
    body: D.createAgencyReviewBodySchema,
    response: D.createReviewResponseSchema,
    errors: [400, 401, 403, 404],
  },
  {
    method: 'put',
    path: '/api/v1/review/{id}',
    summary: '후기 수정 (작성자)',
    auth: 'access',
    body: z.union([
      D.updateGeneralReviewBodySchema,
      D.updateDormitoryReviewBodySchema,
      D.updateAgencyReviewBodySchema,
    ]),
    response: D.updateReviewResponseSchema,
    errors: [400, 401, 403, 404],
  },
  {
    method: 'delete',
    path: '/api/v1/review/{id}',
    summary: '후기 삭제 (작성자)',
    auth: 'access',
    response: D.deleteReviewResponseSchema,
    errors: [401, 403, 404],
  },
  {
    method: 'post',
    path: '/api/v1/review/{id}/report',
    summary: '후기 신고',
    auth: 'verified',
    body: D.reportRequestSchema,
    response: D.reportResponseSchema,
    errors: [400, 401, 403, 404, 409],
  },
];

const ERROR_TEXT: Record<number, string> = {
  400: '잘못된 입력 (메시지가 항목을 말해요)',
  401: '로그인 필요 / 토큰 만료',
  403: '권한 없음 (인증 상태, 작성자 아님)',
  404: '찾을 수 없음',
  409: '충돌',
  413: '너무 큼',
  415: '지원하지 않는 형식',
  422: '의미가 맞지 않는 값 (예: min > max)',
  429: '요청이 너무 많음',
};

function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });
}

function queryParameters(schema: z.ZodType) {
  const json = jsonSchema(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema: s,
  }));
}

export function buildOpenApi(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) {
    const parameters: unknown[] = [];
    if (op.path.includes('{id}')) {
      parameters.push({ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } });
    }
    if (op.query) parameters.push(...queryParameters(op.query));
    const security =
      op.auth === 'none' ? [] : op.auth === 'optional' ? [{}, { bearer: [] }] : [{ bearer: [] }];
    const responses: Record<string, unknown> = {
      200: {
        description: 'OK',
        content: { 'application/json': { schema: jsonSchema(op.response, 'output') } },
      },
    };
    for (const status of op.errors) {
      responses[status] = {
        description: ERROR_TEXT[status] ?? '',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
      };
    }
    let requestBody: unknown;
    if (op.body) {
      requestBody = {
        required: true,
        content: { 'application/json': { schema: jsonSchema(op.body, 'input') } },
      };
    } else if (op.multipart) {
      const properties = Object.fromEntries(
        Object.entries(op.multipart).map(([name, kind]) => [
          name,
          kind === 'string'
            ? { type: 'string' }
            : kind === 'file'
              ? { type: 'string', format: 'binary' }
              : { type: 'array', items: { type: 'string', format: 'binary' } },
        ]),
      );
      requestBody = {
        required: true,
        content: { 'multipart/form-data': { schema: { type: 'object', properties } } },
      };
    }
    paths[op.path] ??= {};
    (paths[op.path] as Record<string, unknown>)[op.method] = {
      summary: op.summary,
      description: `인증: ${op.auth}`,
      security,
      parameters,
      ...(requestBody ? { requestBody } : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '찐빵 API',
      version: '1.0.0',
      description: '찐빵 (JJinBBang) local API server. Schemas are generated from @jjinbbang/domain.',
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        ErrorEnvelope: {
          type: 'object',
          required: ['code', 'message', 'data'],
          properties: { code: { type: 'integer' }, message: { type: 'string' }, data: { type: 'null' } },
        },
      },
    },
    paths,
  };
}

export function docsRoutes(_ctx: AppContext) {
  const app = createRouter();
  let cached: Record<string, unknown> | null = null;
  app.get('/api/docs', (c) => {
    cached ??= buildOpenApi();
    return c.json(cached);
  });
  return app;
}
