import { randomUUID } from 'node:crypto';
import {
  IMAGE_UPLOAD_CATEGORY,
  IMAGE_UPLOAD_CATEGORY_FIELD,
  IMAGE_UPLOAD_FILES_FIELD,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_COUNT,
  VALIDATION_MESSAGES,
} from '@jjinbbang/domain';
import { imageUploadResponseSchema } from '@jjinbbang/domain/schemas';
import { requireVerified } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { uploads } from '../db/schema.ts';
import { createRouter } from '../env.ts';
import { ApiError, badRequest, ok } from '../errors.ts';
import { filesOf, readMultipart } from '../lib/multipart.ts';
import { extensionOf, sniffPhotoType } from '../lib/sniff.ts';
import { fileUrl } from '../lib/urls.ts';
import { fieldName } from '../lib/validate.ts';

export function imageRoutes(ctx: AppContext) {
  const app = createRouter();

  // api-contract §5: jpeg/png/webp/heic by content, ≤ 10 MB each, ≤ 20 per request.
  app.post('/api/v1/images', async (c) => {
    const user = await requireVerified(c, ctx);
    const form = await readMultipart(c);
    const category = form[IMAGE_UPLOAD_CATEGORY_FIELD];
    if (category !== IMAGE_UPLOAD_CATEGORY) {
      throw badRequest(
        `${fieldName([IMAGE_UPLOAD_CATEGORY_FIELD])} 항목은 ${IMAGE_UPLOAD_CATEGORY}여야 해요.`,
      );
    }
    const files = filesOf(form, IMAGE_UPLOAD_FILES_FIELD);
    if (files.length === 0)
      throw badRequest(`${fieldName([IMAGE_UPLOAD_FILES_FIELD])} 항목에 사진이 필요해요.`);
    if (files.length > PHOTO_MAX_COUNT) throw badRequest(VALIDATION_MESSAGES.photosTooMany);
    const prepared: { key: string; bytes: Uint8Array; mimeType: string }[] = [];
    for (const file of files) {
      if (file.size > PHOTO_MAX_BYTES) throw new ApiError(413, VALIDATION_MESSAGES.photoSize);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const mimeType = sniffPhotoType(bytes);
      if (!mimeType) throw new ApiError(415, VALIDATION_MESSAGES.photoType);
      prepared.push({ key: `reviews/${randomUUID()}.${extensionOf(mimeType)}`, bytes, mimeType });
    }
    for (const p of prepared) await ctx.storage.put(p.key, p.bytes, p.mimeType);
    await ctx.db
      .insert(uploads)
      .values(
        prepared.map((p) => ({ key: p.key, ownerId: user.id, mimeType: p.mimeType, size: p.bytes.length })),
      );
    return ok(
      c,
      { urls: prepared.map((p) => fileUrl(ctx.config, p.key)) },
      '사진을 업로드했어요.',
      imageUploadResponseSchema,
    );
  });

  return app;
}
