// The certificate queue and decisions (/api/admin/certificates/*).
import {
  approveCertificateRequestSchema,
  certificateDetailResponseSchema,
  certificateListQuerySchema,
  certificateListResponseSchema,
  certificateResponseSchema,
  rejectCertificateRequestSchema,
} from '@jjinbbang/domain/schemas';
import {
  approveCertificate,
  CERTIFICATE_NOT_FOUND,
  certificateDetail,
  certificateFile,
  certificatePreview,
  listCertificates,
  rejectCertificate,
} from '../../admin/certificates.ts';
import type { AppContext } from '../../context.ts';
import { ok } from '../../errors.ts';
import { createRouter, idParams, jsonBody, route } from '../../lib/route.ts';

const TAGS = ['운영: 입학 증명서'];
const params = idParams(CERTIFICATE_NOT_FOUND);
const binary = (types: string[], description: string) => ({
  200: {
    description,
    content: Object.fromEntries(
      types.map((t) => [t, { schema: { type: 'string' as const, format: 'binary' } }]),
    ),
  },
});

const list = route({
  method: 'get',
  path: '/api/admin/certificates',
  tags: TAGS,
  summary: '입학 증명서 목록: 확인 대기(오래 기다린 순, 다시 올림 표시), 승인, 반려',
  auth: 'staff',
  request: { query: certificateListQuerySchema },
  response: certificateListResponseSchema,
});
const detail = route({
  method: 'get',
  path: '/api/admin/certificates/{id}',
  tags: TAGS,
  summary: '입학 증명서 한 건과 그 학생의 다른 증명서',
  auth: 'staff',
  request: { params },
  response: certificateDetailResponseSchema,
});
const file = route({
  method: 'get',
  path: '/api/admin/certificates/{id}/file',
  tags: TAGS,
  summary: '올린 파일 그대로 (운영진만, 저장되지 않게)',
  auth: 'staff',
  request: { params },
  responses: binary(['application/pdf', 'image/jpeg', 'image/png'], '증명서 파일'),
});
const preview = route({
  method: 'get',
  path: '/api/admin/certificates/{id}/preview',
  tags: TAGS,
  summary: '보여 줄 그림: 이미지는 그대로, PDF는 첫 페이지를 PNG로',
  auth: 'staff',
  request: { params },
  responses: binary(['image/png', 'image/jpeg'], '증명서 그림'),
  errors: [415, 422, 429],
});
const approve = route({
  method: 'post',
  path: '/api/admin/certificates/{id}/approve',
  tags: TAGS,
  summary: '승인: 학생의 대학교와 캠퍼스를 함께 (인증완료)',
  auth: 'staff',
  request: { params, body: jsonBody(approveCertificateRequestSchema) },
  response: certificateResponseSchema,
  errors: [409],
});
const reject = route({
  method: 'post',
  path: '/api/admin/certificates/{id}/reject',
  tags: TAGS,
  summary: '반려: 사유와 함께 (학생에게 메일, 다시 올릴 수 있어요)',
  auth: 'staff',
  request: { params, body: jsonBody(rejectCertificateRequestSchema) },
  response: certificateResponseSchema,
  errors: [409],
});

/** Certificates show a student's name and school: never kept by a browser or a proxy. */
const PRIVATE_FILE = {
  'cache-control': 'no-store',
  'content-disposition': 'inline',
  'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  'x-content-type-options': 'nosniff',
};

export function adminCertificateRoutes(ctx: AppContext) {
  const app = createRouter();

  app.openapi(list, async (c) => {
    const result = await listCertificates(ctx.db, c.req.valid('query'));
    const q = c.req.valid('query');
    return ok(c, { ...result, page: q.page, size: q.size }, undefined, certificateListResponseSchema);
  });

  app.openapi(detail, async (c) =>
    ok(
      c,
      await certificateDetail(ctx.db, c.req.valid('param').id),
      undefined,
      certificateDetailResponseSchema,
    ),
  );

  app.openapi(file, async (c) => {
    const found = await certificateFile(ctx, c.req.valid('param').id);
    return c.body(new Uint8Array(found.bytes), 200, { ...PRIVATE_FILE, 'content-type': found.mimeType });
  });

  app.openapi(preview, async (c) => {
    const found = await certificatePreview(ctx, c.req.valid('param').id);
    return c.body(new Uint8Array(found.bytes), 200, { ...PRIVATE_FILE, 'content-type': found.mimeType });
  });

  app.openapi(approve, async (c) => {
    const item = await approveCertificate(
      ctx,
      c.var.staffAuth.actor,
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return ok(c, item, '승인했어요. 학생이 인증완료가 되었어요.', certificateResponseSchema);
  });

  app.openapi(reject, async (c) => {
    const item = await rejectCertificate(
      ctx,
      c.var.staffAuth.actor,
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return ok(c, item, '반려했어요. 학생에게 사유를 알렸어요.', certificateResponseSchema);
  });

  return app;
}
