// Auth, verification and user calls (api-contract §2, §3).
import * as z from 'zod';
import { CERTIFICATE_REJECT_REASONS } from '../admin/vocabulary';
import { DEVICE_LABEL_MAX } from '../rules/device';
import { NICKNAME_MESSAGES, nicknameProblem } from '../rules/nickname';
import { VERIFICATION_CODE_LENGTH } from '../rules/validation';
import {
  countSchema,
  dateTimeSchema,
  emptyResponseSchema,
  envelopeSchema,
  idSchema,
  leaveReasonOptionSchema,
  requestText,
  wireVerificationStatusSchema,
} from './common';
import { OAUTH_PROVIDERS, WIRE_LIMITS } from './constants';

/** An e-mail address: RFC 5321's 254 characters at most. */
const emailAddressSchema = z.email().max(WIRE_LIMITS.email);

export const tokenPairSchema = z.object({ accessToken: z.string().min(1), refreshToken: z.string().min(1) });
export type TokenPair = z.infer<typeof tokenPairSchema>;

// POST /api/v1/auth
export const loginRequestSchema = z.object({
  oauthProvider: z.enum(OAUTH_PROVIDERS),
  oauthCode: requestText(WIRE_LIMITS.oauthCode).min(1),
  redirectUri: z.url().max(WIRE_LIMITS.oauthCode),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginSignedInSchema = tokenPairSchema.extend({
  email: z.string().nullable(),
  signupToken: z.never().optional(),
});
export const loginNeedsSignupSchema = z.object({
  signupToken: z.string().min(1),
  accessToken: z.never().optional(),
});
/** An existing user gets tokens; a new social account gets a signup token. */
export type LoginNeedsSignup = z.infer<typeof loginNeedsSignupSchema>;
export const loginDataSchema = z.union([loginSignedInSchema, loginNeedsSignupSchema]);
export type LoginData = z.infer<typeof loginDataSchema>;
export const loginResponseSchema = envelopeSchema(loginDataSchema);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

// POST /api/v1/auth/signup (Bearer signup token, no body)
export const signupResponseSchema = envelopeSchema(tokenPairSchema);
export type SignupResponse = z.infer<typeof signupResponseSchema>;

// PUT /api/v1/auth/tokenRefresh (Bearer refresh token, empty body)
export const tokenRefreshResponseSchema = envelopeSchema(tokenPairSchema);
export type TokenRefreshResponse = z.infer<typeof tokenRefreshResponseSchema>;

// DELETE /api/v1/auth/logout, DELETE /api/v1/auth/user: `message` is what the user is shown.
export const logoutResponseSchema = emptyResponseSchema;
export const leaveResponseSchema = emptyResponseSchema;

// GET /api/v1/auth/sessions: every device signed in to the account (decisions.md: one refresh token per device).
export const signedInDeviceSchema = z.object({
  /** Opaque id of the device's session. */
  id: z.string().min(1).max(64),
  /** "iPhone · Safari" (domain deviceLabel). */
  device: z.string().max(DEVICE_LABEL_MAX),
  signedInAt: dateTimeSchema,
  /** The last sign-in or renewal of the device (renewals happen about every half hour while it is used). */
  lastUsedAt: dateTimeSchema,
  /** The device that asked ("이 기기"). */
  current: z.boolean(),
});
export type SignedInDevice = z.infer<typeof signedInDeviceSchema>;
export const sessionListResponseSchema = envelopeSchema(
  z.object({ sessions: z.array(signedInDeviceSchema) }),
);
export type SessionListResponse = z.infer<typeof sessionListResponseSchema>;

// DELETE /api/v1/auth/sessions?scope=others ("다른 기기에서 모두 로그아웃") or scope=all ("모든 기기에서 로그아웃")
export const SESSION_END_SCOPES = ['others', 'all'] as const;
export type SessionEndScope = (typeof SESSION_END_SCOPES)[number];
export const endSessionsQuerySchema = z.object({ scope: z.enum(SESSION_END_SCOPES) });
export type EndSessionsQuery = z.infer<typeof endSessionsQuerySchema>;
export const endSessionsResponseSchema = envelopeSchema(z.object({ ended: countSchema }));
export type EndSessionsResponse = z.infer<typeof endSessionsResponseSchema>;

// POST /api/v1/user/unregisterReason
export const unregisterReasonRequestSchema = z.object({ option: leaveReasonOptionSchema });
export type UnregisterReasonRequest = z.infer<typeof unregisterReasonRequestSchema>;
export const unregisterReasonResponseSchema = emptyResponseSchema;

// POST /api/v1/auth/emailCode
export const emailCodeRequestSchema = z.object({ emailAddress: emailAddressSchema });
export type EmailCodeRequest = z.infer<typeof emailCodeRequestSchema>;
export const emailCodeResponseSchema = emptyResponseSchema;

// POST /api/v1/auth/emailCode/verify
export const emailCodeVerifyRequestSchema = z.object({
  emailAddress: emailAddressSchema,
  authCode: z.string().regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`)),
});
export type EmailCodeVerifyRequest = z.infer<typeof emailCodeVerifyRequestSchema>;
/** The new status (always 인증완료 on success). */
export const verificationStatusDataSchema = z.object({ univAuthentication: wireVerificationStatusSchema });
export type VerificationStatusData = z.infer<typeof verificationStatusDataSchema>;
export const emailCodeVerifyResponseSchema = envelopeSchema(verificationStatusDataSchema);
export type EmailCodeVerifyResponse = z.infer<typeof emailCodeVerifyResponseSchema>;

// POST /api/v1/certificates/admission/verify (multipart field `file`) → status pending
export const certificateUploadResponseSchema = envelopeSchema(verificationStatusDataSchema);
export type CertificateUploadResponse = z.infer<typeof certificateUploadResponseSchema>;

/**
 * Why the staff refused the student's certificate (반려): the reason's code and Korean label, the staff's note, and
 * when. Present while the student is rejected; they upload again from the certificate page.
 */
export const verificationRejectionSchema = z.object({
  reason: z.enum(CERTIFICATE_REJECT_REASONS),
  label: z.string(),
  note: z.string().nullable(),
  rejectedAt: dateTimeSchema,
});
export type VerificationRejection = z.infer<typeof verificationRejectionSchema>;

// GET /api/v1/user
export const userSchema = z.object({
  id: idSchema,
  email: z.string().nullable(),
  /** null until verified with a university. */
  university: z.string().nullable(),
  univAuthentication: wireVerificationStatusSchema,
  nickname: z.string(),
  /** 반려: set (with univAuthentication 미인증) while the staff's rejection stands; null or absent otherwise. */
  rejection: verificationRejectionSchema.nullish(),
});
export type User = z.infer<typeof userSchema>;
export const userResponseSchema = envelopeSchema(userSchema);
export type UserResponse = z.infer<typeof userResponseSchema>;

// PATCH /api/v1/user/nickname
/** The new nickname, as typed: the server cleans it (rules/nickname.ts) and answers with what it stored. */
export const nicknameRequestSchema = z.object({
  // bounded before the rule runs: the rule then counts characters and names the problem in Korean
  nickname: z
    .string({ error: NICKNAME_MESSAGES.empty })
    .max(WIRE_LIMITS.nicknameInput, { error: NICKNAME_MESSAGES.tooLong })
    .superRefine((value, context) => {
      const problem = nicknameProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
});
export type NicknameRequest = z.infer<typeof nicknameRequestSchema>;
export const nicknameResponseSchema = envelopeSchema(z.object({ nickname: z.string() }));
export type NicknameResponse = z.infer<typeof nicknameResponseSchema>;
