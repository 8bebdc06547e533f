// Every write of the console: the call, then the resources it changed read again. The dashboard (the navigation's
// counts) and the audit trail follow every decision.
import type {
  ApproveCertificateRequest,
  CreateStaffRequest,
  MaskRequest,
  ModeratorReviewAction,
  RejectCertificateRequest,
  UpdateStaffRequest,
} from '@jjinbbang/domain';
import {
  adminEmptyResponseSchema,
  adminReviewDetailResponseSchema,
  adminReviewResponseSchema,
  certificateResponseSchema,
  staffResponseSchema,
  wordResponseSchema,
} from '@jjinbbang/domain/schemas';
import { call } from './client';
import { invalidate } from './swr';

const REVIEW_RESOURCES = ['reviews', 'review', 'reports', 'dashboard', 'audit'] as const;

export async function approveCertificate(id: number, body: ApproveCertificateRequest) {
  const result = await call(`/api/admin/certificates/${id}/approve`, {
    method: 'POST',
    body,
    schema: certificateResponseSchema,
  });
  await invalidate('certificates', 'certificate', 'dashboard', 'audit');
  return result;
}

export async function rejectCertificate(id: number, body: RejectCertificateRequest) {
  const result = await call(`/api/admin/certificates/${id}/reject`, {
    method: 'POST',
    body,
    schema: certificateResponseSchema,
  });
  await invalidate('certificates', 'certificate', 'dashboard', 'audit');
  return result;
}

export async function actOnReview(
  id: number,
  body: { action: ModeratorReviewAction; version: number; reason?: string },
) {
  const result = await call(`/api/admin/reviews/${id}/actions`, {
    method: 'POST',
    body,
    schema: adminReviewResponseSchema,
  });
  await invalidate(...REVIEW_RESOURCES);
  return result;
}

/** Undoing a staff deletion (admin only). */
export async function restoreReview(id: number, body: { version: number; reason?: string }) {
  const result = await call(`/api/admin/reviews/${id}/restore`, {
    method: 'POST',
    body,
    schema: adminReviewResponseSchema,
  });
  await invalidate(...REVIEW_RESOURCES);
  return result;
}

export async function maskReview(id: number, body: MaskRequest) {
  const result = await call(`/api/admin/reviews/${id}/masks`, {
    method: 'POST',
    body,
    schema: adminReviewDetailResponseSchema,
  });
  await invalidate(...REVIEW_RESOURCES);
  return result;
}

export async function unmaskReview(id: number, maskId: number, version: number) {
  const result = await call(`/api/admin/reviews/${id}/masks/${maskId}`, {
    method: 'DELETE',
    query: { version },
    schema: adminReviewDetailResponseSchema,
  });
  await invalidate(...REVIEW_RESOURCES);
  return result;
}

export async function addWord(word: string) {
  const result = await call('/api/admin/words', {
    method: 'POST',
    body: { word },
    schema: wordResponseSchema,
  });
  await invalidate('words', 'audit');
  return result;
}

export async function setWordEnabled(id: number, enabled: boolean) {
  const result = await call(`/api/admin/words/${id}`, {
    method: 'PATCH',
    body: { enabled },
    schema: wordResponseSchema,
  });
  await invalidate('words', 'reviews', 'review', 'dashboard', 'audit');
  return result;
}

export async function deleteWord(id: number) {
  await call(`/api/admin/words/${id}`, { method: 'DELETE', schema: adminEmptyResponseSchema });
  await invalidate('words', 'reviews', 'review', 'dashboard', 'audit');
}

export async function createStaff(body: CreateStaffRequest) {
  const result = await call('/api/admin/staff', { method: 'POST', body, schema: staffResponseSchema });
  await invalidate('staff', 'audit');
  return result;
}

export async function updateStaff(id: number, body: UpdateStaffRequest) {
  const result = await call(`/api/admin/staff/${id}`, { method: 'PATCH', body, schema: staffResponseSchema });
  await invalidate('staff', 'audit', 'session');
  return result;
}
