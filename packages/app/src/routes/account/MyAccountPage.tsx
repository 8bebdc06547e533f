import { formatLastUsed } from '@jjinbbang/domain';
import { useToast } from '@jjinbbang/ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { changeNickname, endOtherDevices, leaveService, logout, sendLeaveReason } from '../../api/account';
import { errorMessage } from '../../api/errors';
import * as queries from '../../api/queries';
import { mutate, useQuery } from '../../api/swr';
import { useGoBack } from '../../hooks/useGoBack';
import { useStartLogin } from '../../hooks/useStartLogin';
import { resetSession } from '../../session/actions';
import { useSession } from '../../session/useSession';
import { links } from '..';
import { type AccountNotice, type DeviceList, MyAccountView } from './MyAccountView';
import { accountViewer } from './viewer';

const NICKNAME_FAILED = '닉네임을 바꾸지 못했어요. 잠시 후 다시 시도해 주세요.';
const LEAVE_FAILED = '탈퇴하지 못했어요. 잠시 후 다시 시도해 주세요.';

const DEVICES_FAILED = '로그인한 기기를 불러오지 못했어요.';
const END_OTHERS_FAILED = '다른 기기에서 로그아웃하지 못했어요. 잠시 후 다시 시도해 주세요.';

/**
 * `/myaccount`: the devices signed in (decisions.md: one session per device), logout of this device, signing the
 * other devices out, and leaving the service, with their server calls and session resets.
 */
export default function MyAccountPage() {
  const [, navigate] = useLocation();
  const session = useSession();
  const login = useStartLogin();
  const toast = useToast();
  const goBack = useGoBack(links.myPage());
  const [loggingOut, setLoggingOut] = useState(false);
  const [endingOthers, setEndingOthers] = useState(false);
  const sessions = useQuery(session.isAuthenticated ? queries.signedInDevices() : null);
  const now = Date.now();
  const devices: DeviceList = sessions.data
    ? {
        status: 'ready',
        rows: sessions.data.map((d) => ({
          id: d.id,
          device: d.device,
          current: d.current,
          lastUsed: formatLastUsed(d.lastUsedAt, now),
        })),
      }
    : sessions.error
      ? { status: 'error', message: errorMessage(sessions.error, DEVICES_FAILED) }
      : { status: 'loading' };

  const endOthers = async (): Promise<boolean> => {
    setEndingOthers(true);
    try {
      await endOtherDevices();
      await sessions.mutate();
      toast.show('다른 기기에서 모두 로그아웃했어요.');
      return true;
    } catch (error) {
      toast.show({ message: errorMessage(error, END_OTHERS_FAILED), tone: 'negative' });
      return false;
    } finally {
      setEndingOthers(false);
    }
  };
  // Kept here, not in the signed-in part: after leaving, the session is gone but the alert must stay.
  const [notice, setNotice] = useState<AccountNotice | null>(null);

  const signOut = async () => {
    setLoggingOut(true);
    try {
      await logout();
    } catch {
      // The local sign-out below still happens: a user must always be able to leave their session.
    }
    await resetSession();
    setLoggingOut(false);
    toast.show('로그아웃되었어요.');
    navigate(links.home());
  };

  return (
    <MyAccountView
      viewer={accountViewer(session)}
      devices={devices}
      onRetryDevices={() => void sessions.mutate()}
      endingOthers={endingOthers}
      onEndOtherDevices={endOthers}
      login={login}
      onBack={goBack}
      loggingOut={loggingOut}
      onLogout={() => void signOut()}
      onLeave={async (reasons) => {
        try {
          for (const option of reasons) await sendLeaveReason(option);
          const message = await leaveService();
          // spec 000 §4: on success the state is reset and the user goes to /.
          await resetSession();
          setNotice({ title: message || '탈퇴가 완료되었어요.', afterClose: () => navigate(links.home()) });
          return true;
        } catch (error) {
          setNotice({ title: errorMessage(error, LEAVE_FAILED) });
          return false;
        }
      }}
      onNicknameChange={async (nickname) => {
        try {
          await changeNickname(nickname);
          await mutate(queries.user().key);
          toast.show('닉네임을 바꿨어요.');
          return null;
        } catch (error) {
          // taken, a refused word or the day's limit: the server says which, beside the field
          return errorMessage(error, NICKNAME_FAILED);
        }
      }}
      notice={notice}
      onNoticeClose={() => {
        const afterClose = notice?.afterClose;
        setNotice(null);
        afterClose?.();
      }}
    />
  );
}
