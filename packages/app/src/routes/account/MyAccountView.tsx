import {
  LEAVE_REASONS,
  type LeaveReasonOption,
  type VerificationRejection,
  type VerificationStatus,
} from '@jjinbbang/domain';
import {
  AppHeader,
  BottomSheet,
  Button,
  Checkbox,
  ConfirmSheet,
  SettingsRow,
  Skeleton,
  StatusBadge,
} from '@jjinbbang/ui';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { links } from '..';
import { type LoginControls, LoginPrompt } from '../common/LoginPrompt';
import { NicknameSheet } from './NicknameSheet';
import { NoticeDialog } from './NoticeDialog';
import { RejectionNotice } from './RejectionNotice';
import { PageLoading } from './shared';
import type { AccountViewer } from './viewer';
import './account.css';

export interface AccountNotice {
  title: string;
  description?: string;
  afterClose?: () => void;
}

/** One signed-in device as the list shows it. */
export interface DeviceRow {
  id: string;
  /** "iPhone · Safari". */
  device: string;
  /** This device ("이 기기"). */
  current: boolean;
  /** "3시간 전" (domain formatLastUsed). */
  lastUsed: string;
}

/** The devices signed in to the account (decisions.md: one session per device). */
export type DeviceList =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; rows: readonly DeviceRow[] };

export interface MyAccountViewProps {
  viewer: AccountViewer;
  /** "로그인한 기기" of a member. */
  devices: DeviceList;
  /** Asks for the device list again after it failed. */
  onRetryDevices: () => void;
  /** "다른 기기에서 모두 로그아웃" is on its way. */
  endingOthers: boolean;
  /** Ends every other device's session; resolves true once they are signed out. */
  onEndOtherDevices: () => Promise<boolean>;
  login: LoginControls;
  onBack: () => void;
  loggingOut: boolean;
  onLogout: () => void;
  /** Sends the reasons and leaves (spec 000 §4); resolves true once the account is gone. */
  onLeave: (reasons: LeaveReasonOption[]) => Promise<boolean>;
  /** Changes the nickname; resolves null once stored, or the Korean reason it was refused. */
  onNicknameChange: (nickname: string) => Promise<string | null>;
  /** The alert after leaving or a failure; it stays after the session is gone. */
  notice: AccountNotice | null;
  onNoticeClose: () => void;
}

type LeaveStep = 'idle' | 'confirm' | 'reasons';

/** `/myaccount`: status, verification links, logout and leaving the service (spec 000 §2, §4). */
export function MyAccountView({
  viewer,
  devices,
  onRetryDevices,
  endingOthers,
  onEndOtherDevices,
  login,
  onBack,
  loggingOut,
  onLogout,
  onLeave,
  onNicknameChange,
  notice,
  onNoticeClose,
}: MyAccountViewProps) {
  return (
    <>
      <AppHeader title="계정" onBack={onBack} />
      {viewer.kind === 'loading' ? (
        <PageLoading />
      ) : viewer.kind === 'member' ? (
        <SignedInAccount
          rejection={viewer.status === 'rejected' ? (viewer.user.rejection ?? null) : null}
          email={viewer.user.email}
          nickname={viewer.user.nickname}
          university={viewer.user.university}
          status={viewer.status}
          loggingOut={loggingOut}
          onLogout={onLogout}
          onLeave={onLeave}
          onNicknameChange={onNicknameChange}
          devicesSection={
            <SignedInDevices
              devices={devices}
              onRetry={onRetryDevices}
              ending={endingOthers}
              onEndOthers={onEndOtherDevices}
            />
          }
        />
      ) : (
        <LoginPrompt login={login} />
      )}
      <NoticeDialog
        open={notice !== null}
        title={notice?.title ?? ''}
        description={notice?.description}
        onClose={onNoticeClose}
      />
    </>
  );
}

function SignedInAccount({
  rejection,
  email,
  nickname,
  university,
  status,
  loggingOut,
  onLogout,
  onLeave,
  onNicknameChange,
  devicesSection,
}: {
  rejection: VerificationRejection | null;
  email: string | null;
  nickname: string;
  university: string | null;
  status: VerificationStatus;
  loggingOut: boolean;
  onLogout: () => void;
  onLeave: (reasons: LeaveReasonOption[]) => Promise<boolean>;
  onNicknameChange: (nickname: string) => Promise<string | null>;
  devicesSection: ReactNode;
}) {
  const verified = status === 'verified';
  const [editingNickname, setEditingNickname] = useState(false);
  const [leaveStep, setLeaveStep] = useState<LeaveStep>('idle');
  return (
    <>
      <section className="jb-app-section" aria-labelledby="account-me">
        <h2 id="account-me" className="jb-app-section-title">
          내 정보
        </h2>
        <dl className="jb-account-facts">
          <div>
            <dt>닉네임</dt>
            <dd className="jb-account-nickname">
              <span>{nickname}</span>
              <Button
                size="sm"
                variant="secondary"
                aria-label="닉네임 바꾸기"
                onClick={() => setEditingNickname(true)}
              >
                바꾸기
              </Button>
            </dd>
          </div>
          <div>
            <dt>이메일</dt>
            <dd>{email ?? '등록된 이메일이 없어요'}</dd>
          </div>
          <div>
            <dt>학교</dt>
            <dd>{university ?? '학교 인증 전'}</dd>
          </div>
          <div>
            <dt>인증 상태</dt>
            <dd>
              <StatusBadge status={status} />
            </dd>
          </div>
        </dl>
      </section>

      <NicknameSheet
        open={editingNickname}
        onOpenChange={setEditingNickname}
        current={nickname}
        onSave={onNicknameChange}
      />

      <section className="jb-app-section" aria-labelledby="account-verify">
        <h2 id="account-verify" className="jb-app-section-title">
          학교 인증
        </h2>
        {rejection && <RejectionNotice rejection={rejection} headingLevel={3} />}
        <div className="jb-account-rows">
          {/* spec 000 §2: the verification row is disabled when verified. */}
          <SettingsRow asChild disabled={verified} trailing={<StatusBadge status={status} />}>
            <Link href={links.verifyChoice()} onClick={(event) => verified && event.preventDefault()}>
              학교 인증하기
            </Link>
          </SettingsRow>
          <SettingsRow asChild disabled={verified}>
            <Link href={links.verifyNewStudent()} onClick={(event) => verified && event.preventDefault()}>
              신입생 인증 (입학 증명서)
            </Link>
          </SettingsRow>
          <SettingsRow asChild disabled={verified}>
            <Link href={links.verifyCurrentStudent()} onClick={(event) => verified && event.preventDefault()}>
              재학생 인증 (학교 이메일)
            </Link>
          </SettingsRow>
        </div>
      </section>

      {devicesSection}

      <section className="jb-app-section" aria-labelledby="account-manage">
        <h2 id="account-manage" className="jb-app-section-title">
          계정 관리
        </h2>
        <div className="jb-account-rows">
          <SettingsRow chevron={false} disabled={loggingOut} onClick={onLogout}>
            로그아웃
          </SettingsRow>
          <SettingsRow chevron={false} tone="danger" onClick={() => setLeaveStep('confirm')}>
            탈퇴하기
          </SettingsRow>
        </div>
      </section>

      <ConfirmSheet
        open={leaveStep === 'confirm'}
        onOpenChange={(open) => !open && setLeaveStep((step) => (step === 'confirm' ? 'idle' : step))}
        title="정말 탈퇴하시겠어요?"
        description="탈퇴하면 좋아요한 후기와 건물이 모두 지워져요. 작성한 후기는 '익명의 찐빵이'로 남고, 계정 정보는 30일 뒤 완전히 삭제돼요."
        backLabel="돌아가기"
        confirmLabel="탈퇴하기"
        confirmVariant="danger"
        closeOnConfirm={false}
        onConfirm={() => setLeaveStep('reasons')}
      />
      <LeaveReasonSheet
        open={leaveStep === 'reasons'}
        onOpenChange={(open) => !open && setLeaveStep('idle')}
        onLeave={async (reasons) => {
          // A failure keeps the reasons open behind its alert, so the user can try again.
          if (await onLeave(reasons)) setLeaveStep('idle');
        }}
      />
    </>
  );
}

function LeaveReasonSheet({
  open,
  onOpenChange,
  onLeave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLeave: (reasons: LeaveReasonOption[]) => Promise<void>;
}) {
  const [chosen, setChosen] = useState<LeaveReasonOption[]>([]);
  const [busy, setBusy] = useState(false);
  const toggle = (option: LeaveReasonOption, on: boolean) =>
    setChosen((list) =>
      on
        ? LEAVE_REASONS.map((r) => r.option).filter((o) => o === option || list.includes(o))
        : list.filter((o) => o !== option),
    );

  return (
    <BottomSheet.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)} dismissible={!busy}>
      <BottomSheet.Content aria-describedby="leave-reason-hint">
        <BottomSheet.Handle />
        <BottomSheet.Title>탈퇴하는 이유를 알려 주세요</BottomSheet.Title>
        <BottomSheet.Description id="leave-reason-hint">
          더 나은 찐빵을 만드는 데 참고할게요. 하나 이상 골라 주세요.
        </BottomSheet.Description>
        <BottomSheet.Body>
          <fieldset className="jb-account-reasons" disabled={busy}>
            <legend className="jb-visually-hidden">탈퇴 사유</legend>
            {LEAVE_REASONS.map((reason) => (
              <Checkbox
                key={reason.option}
                label={reason.label}
                checked={chosen.includes(reason.option)}
                onCheckedChange={(on) => toggle(reason.option, on)}
              />
            ))}
          </fieldset>
        </BottomSheet.Body>
        <BottomSheet.Footer>
          <Button variant="secondary" size="lg" disabled={busy} onClick={() => onOpenChange(false)}>
            취소
          </Button>
          {/* spec 000 §4: confirm is enabled when at least one reason is chosen. */}
          <Button
            variant="danger"
            size="lg"
            disabled={chosen.length === 0}
            loading={busy}
            onClick={async () => {
              setBusy(true);
              try {
                await onLeave(chosen);
              } finally {
                setBusy(false);
              }
            }}
          >
            탈퇴하기
          </Button>
        </BottomSheet.Footer>
      </BottomSheet.Content>
    </BottomSheet.Root>
  );
}

/** "로그인한 기기": every device signed in to the account, this one first, and signing the others out. */
function SignedInDevices({
  devices,
  onRetry,
  ending,
  onEndOthers,
}: {
  devices: DeviceList;
  onRetry: () => void;
  ending: boolean;
  onEndOthers: () => Promise<boolean>;
}) {
  const [confirming, setConfirming] = useState(false);
  const others = devices.status === 'ready' ? devices.rows.filter((row) => !row.current).length : 0;
  return (
    <section className="jb-app-section" aria-labelledby="account-devices">
      <h2 id="account-devices" className="jb-app-section-title">
        로그인한 기기
      </h2>
      {devices.status === 'loading' ? (
        <div role="status" aria-label="로그인한 기기를 불러오는 중" className="jb-account-devices">
          <Skeleton shape="text" width="55%" />
          <Skeleton shape="text" width="35%" />
          <Skeleton shape="text" width="60%" />
        </div>
      ) : devices.status === 'error' ? (
        <div className="jb-account-devices-error">
          <p className="jb-account-error" role="alert">
            {devices.message}
          </p>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            다시 불러오기
          </Button>
        </div>
      ) : (
        <>
          <ul className="jb-account-devices">
            {devices.rows.map((row) => (
              <li key={row.id} className="jb-account-device" data-current={row.current || undefined}>
                <span className="jb-account-device-name">
                  <bdi>{row.device}</bdi>
                  {row.current && <span className="jb-account-device-badge">이 기기</span>}
                </span>
                <span className="jb-account-device-meta">
                  {row.current ? '지금 사용 중' : `마지막 사용 ${row.lastUsed}`}
                </span>
              </li>
            ))}
          </ul>
          {others > 0 ? (
            <div className="jb-account-rows">
              <SettingsRow chevron={false} disabled={ending} onClick={() => setConfirming(true)}>
                다른 기기에서 모두 로그아웃
              </SettingsRow>
            </div>
          ) : (
            <p className="jb-account-devices-hint">이 기기에서만 로그인되어 있어요.</p>
          )}
        </>
      )}
      <ConfirmSheet
        open={confirming}
        onOpenChange={(open) => !open && !ending && setConfirming(false)}
        title="다른 기기에서 모두 로그아웃할까요?"
        description={`이 기기를 뺀 ${others}대의 기기에서 로그아웃돼요. 그 기기에서 찐빵을 쓰려면 다시 로그인해야 해요.`}
        backLabel="취소"
        confirmLabel="로그아웃하기"
        closeOnConfirm={false}
        loading={ending}
        onConfirm={() => {
          void onEndOthers().then((done) => done && setConfirming(false));
        }}
      />
    </section>
  );
}
