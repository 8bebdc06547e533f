import { CERTIFICATE_UPLOAD_FIELD, type LeaveReasonOption } from '@jjinbbang/domain';
import { api } from './client';

// Account, sign-in and verification calls (spec 000 §7, api-contract §2–§3).

/** POST /api/v1/auth: tokens for an existing user, or a signup token for a new social account. */
export function exchangeLoginCode(oauthCode: string, redirectUri: string) {
  return api.request('/api/v1/auth', {
    method: 'POST',
    body: { oauthProvider: 'kakao', oauthCode, redirectUri },
    schema: (s) => s.loginResponseSchema.shape.data,
  });
}

/** POST /api/v1/auth/signup with the signup token as bearer; no body means all three terms were agreed. */
export function signup(signupToken: string) {
  return api.request('/api/v1/auth/signup', {
    method: 'POST',
    bearer: signupToken,
    schema: (s) => s.signupResponseSchema.shape.data,
  });
}

/** DELETE /api/v1/auth/sessions?scope=others: "다른 기기에서 모두 로그아웃"; resolves with how many ended. */
export async function endOtherDevices(): Promise<number> {
  const { ended } = await api.request('/api/v1/auth/sessions', {
    method: 'DELETE',
    auth: true,
    query: { scope: 'others' },
    schema: (s) => s.endSessionsResponseSchema.shape.data,
  });
  return ended;
}

/** DELETE /api/v1/auth/logout ends this device's session (the account's other devices stay signed in). */
export function logout() {
  return api.request('/api/v1/auth/logout', {
    method: 'DELETE',
    auth: true,
    schema: (s) => s.emptyDataSchema,
  });
}

/** POST /api/v1/user/unregisterReason, once per chosen reason (decisions.md: sent before deletion). */
export function sendLeaveReason(option: LeaveReasonOption) {
  return api.request('/api/v1/user/unregisterReason', {
    method: 'POST',
    auth: true,
    body: { option },
    schema: (s) => s.emptyDataSchema,
  });
}

/** DELETE /api/v1/auth/user: leaves the service; spec 000 §7 shows the server's `message` to the user. */
export async function leaveService(): Promise<string> {
  const { message } = await api.requestWithMessage('/api/v1/auth/user', {
    method: 'DELETE',
    auth: true,
    schema: (s) => s.emptyDataSchema,
  });
  return message;
}

/** POST /api/v1/auth/emailCode: sends a 6-digit code to the school e-mail. */
export function sendEmailCode(emailAddress: string) {
  return api.request('/api/v1/auth/emailCode', {
    method: 'POST',
    auth: true,
    body: { emailAddress },
    schema: (s) => s.emptyDataSchema,
  });
}

/** POST /api/v1/auth/emailCode/verify: success sets the status to verified. */
export function verifyEmailCode(emailAddress: string, authCode: string) {
  return api.request('/api/v1/auth/emailCode/verify', {
    method: 'POST',
    auth: true,
    body: { emailAddress, authCode },
    schema: (s) => s.emailCodeVerifyResponseSchema.shape.data,
  });
}

/** POST /api/v1/certificates/admission/verify, multipart field `file`; success sets the status to pending. */
export function uploadCertificate(file: File) {
  const form = new FormData();
  form.append(CERTIFICATE_UPLOAD_FIELD, file);
  return api.request('/api/v1/certificates/admission/verify', {
    method: 'POST',
    auth: true,
    body: form,
    schema: (s) => s.certificateUploadResponseSchema.shape.data,
  });
}

/** PATCH /api/v1/user/nickname: resolves with the nickname as the server stored it (cleaned). */
export async function changeNickname(nickname: string): Promise<string> {
  const data = await api.request('/api/v1/user/nickname', {
    method: 'PATCH',
    auth: true,
    body: { nickname },
    schema: (s) => s.nicknameResponseSchema.shape.data,
  });
  return data.nickname;
}
