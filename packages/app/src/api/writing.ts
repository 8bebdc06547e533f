import {
  type CreatePayload,
  IMAGE_UPLOAD_CATEGORY,
  IMAGE_UPLOAD_CATEGORY_FIELD,
  IMAGE_UPLOAD_FILES_FIELD,
  type UpdatePayload,
} from '@jjinbbang/domain';
import { api } from './client';

// The writing calls of spec 001 §7 and api-contract §5.

/** api-contract §5: `POST /api/v1/images`, multipart with `category=review` and one or more `files`. */
export async function uploadReviewImages(files: readonly Blob[]): Promise<string[]> {
  const form = new FormData();
  form.append(IMAGE_UPLOAD_CATEGORY_FIELD, IMAGE_UPLOAD_CATEGORY);
  files.forEach((file, index) => {
    const name =
      file instanceof File && file.name ? file.name : `photo-${index + 1}.${extensionOf(file.type)}`;
    form.append(IMAGE_UPLOAD_FILES_FIELD, file, name);
  });
  const data = await api.request('/api/v1/images', {
    method: 'POST',
    auth: true,
    body: form,
    schema: (s) => s.imageUploadResponseSchema.shape.data,
  });
  return data.urls;
}

function extensionOf(type: string): string {
  const subtype = type.split('/')[1] ?? '';
  return subtype === 'jpeg' ? 'jpg' : subtype || 'jpg';
}

/** `POST /api/v1/review/{GENERAL|DORM|AGENCY}` → the new review's id. */
export async function createReview(payload: CreatePayload): Promise<number> {
  const data = await api.request(`/api/v1/review/${payload.kind}`, {
    method: 'POST',
    auth: true,
    body: payload.body,
    schema: (s) => s.createReviewResponseSchema.shape.data,
  });
  return data.reviewId;
}

/** `PUT /api/v1/review/{id}` with the edit rules. */
export async function updateReview(id: number, payload: UpdatePayload): Promise<number> {
  const data = await api.request(`/api/v1/review/${id}`, {
    method: 'PUT',
    auth: true,
    body: payload.body,
    schema: (s) => s.updateReviewResponseSchema.shape.data,
  });
  return data.reviewId;
}
