import {
  IMAGE_UPLOAD_CATEGORY,
  IMAGE_UPLOAD_CATEGORY_FIELD,
  IMAGE_UPLOAD_FILES_FIELD,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_COUNT,
  VALIDATION_MESSAGES,
} from '@jjinbbang/domain';
import { imageUploadResponseSchema } from '@jjinbbang/domain/schemas';
import type { AppContext } from '../context.ts';
import { badRequest, ok } from '../errors.ts';
import { readMultipartStream } from '../lib/multipart.ts';
import { createRouter, multipartBody, route } from '../lib/route.ts';
import { fileUrl } from '../lib/urls.ts';
import { fieldName } from '../lib/validate.ts';
import { fileMessage, storeUploadedPhoto } from '../services/photos.ts';
import { recordUploads, removeUnreferencedFiles, type StoredUpload } from '../services/uploads.ts';

/** 20 photos of 10 MB, plus room for the multipart framing (api-contract §5). */
export const IMAGE_BODY_LIMIT = PHOTO_MAX_COUNT * PHOTO_MAX_BYTES + 1024 * 1024;

// api-contract §5: photos by content, ≤ 10 MB each, ≤ 20 per request; each becomes one upright JPEG of at most
// 2048 px without metadata (services/photos.ts), stored under a content-hashed name.
const upload = route({
  method: 'post',
  path: '/api/v1/images',
  tags: ['후기 쓰기'],
  summary: '후기 사진 올리기 → 사진 주소',
  description:
    '사진은 내용으로 판단해요 (JPEG, PNG, WebP, AVIF; 서버가 열 수 있는 HEIC). 하나라도 거절되면 아무것도 남기지 않아요.',
  auth: 'verified',
  request: {
    body: multipartBody({
      description: '한 요청에 사진 20장, 장당 10MB까지',
      properties: {
        [IMAGE_UPLOAD_CATEGORY_FIELD]: { type: 'string', enum: [IMAGE_UPLOAD_CATEGORY] },
        [IMAGE_UPLOAD_FILES_FIELD]: {
          type: 'array',
          items: { type: 'string', format: 'binary' },
          minItems: 1,
          maxItems: PHOTO_MAX_COUNT,
        },
      },
      required: [IMAGE_UPLOAD_CATEGORY_FIELD, IMAGE_UPLOAD_FILES_FIELD],
    }),
  },
  response: imageUploadResponseSchema,
});

export function imageRoutes(ctx: AppContext) {
  const app = createRouter();

  app.openapi(upload, async (c) => {
    const user = c.var.user;
    const stored: StoredUpload[] = [];
    let fields: Record<string, string>;
    try {
      fields = await readMultipartStream(
        c,
        { fileBytes: PHOTO_MAX_BYTES, files: PHOTO_MAX_COUNT, requestBytes: IMAGE_BODY_LIMIT, kind: 'photo' },
        {
          fileTooLarge: (name) => fileMessage(name, VALIDATION_MESSAGES.photoSize),
          tooManyFiles: VALIDATION_MESSAGES.photosTooMany,
          requestTooLarge: VALIDATION_MESSAGES.photosRequestTooLarge,
        },
        async (file) => {
          if (file.field !== IMAGE_UPLOAD_FILES_FIELD && file.field !== `${IMAGE_UPLOAD_FILES_FIELD}[]`)
            return;
          stored.push(await storeUploadedPhoto(ctx, user.id, file));
        },
      );
      if (fields[IMAGE_UPLOAD_CATEGORY_FIELD] !== IMAGE_UPLOAD_CATEGORY) {
        throw badRequest(
          `${fieldName([IMAGE_UPLOAD_CATEGORY_FIELD])} 항목은 ${IMAGE_UPLOAD_CATEGORY}여야 해요.`,
        );
      }
      if (stored.length === 0)
        throw badRequest(`${fieldName([IMAGE_UPLOAD_FILES_FIELD])} 항목에 사진이 필요해요.`);
    } catch (err) {
      // All or nothing: photos of a refused request are not kept (unless an earlier upload already holds them).
      await removeUnreferencedFiles(
        ctx,
        stored.map((p) => p.key),
      );
      throw err;
    }
    await recordUploads(ctx, user.id, stored);
    return ok(
      c,
      { urls: stored.map((p) => fileUrl(ctx.config, p.key)) },
      '사진을 업로드했어요.',
      imageUploadResponseSchema,
    );
  });

  return app;
}
