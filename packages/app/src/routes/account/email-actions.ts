import { sendEmailCode, verifyEmailCode } from '../../api/account';
import { errorMessage } from '../../api/errors';
import { storeVerificationStatus } from '../../session/actions';
import type { EmailVerificationActions } from './EmailVerificationFlow';
import {
  isAlreadyVerified,
  rememberedVerificationEmail,
  rememberVerificationEmail,
} from './verification-flow';

/** The e-mail flow's real server calls and session memory (both e-mail pages use them). */
export function emailVerificationActions(): EmailVerificationActions {
  return {
    sendCode: (email) => sendEmailCode(email).then(() => undefined),
    verifyCode: (email, code) => verifyEmailCode(email, code).then(() => undefined),
    markVerified: async () => {
      rememberVerificationEmail(null);
      await storeVerificationStatus('verified');
    },
    isAlreadyVerified,
    describeError: errorMessage,
    rememberedEmail: rememberedVerificationEmail(),
    rememberEmail: rememberVerificationEmail,
  };
}
