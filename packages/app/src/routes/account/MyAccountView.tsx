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
  StatusBadge,
} from '@jjinbbang/ui';
import { useState } from 'react';
import { Link } from 'wouter';
import { type LoginControls, LoginPrompt } from '../common/LoginPrompt';
import { links } from '../routes';
import { RejectionNotice } from './RejectionNotice';
import { NoticeDialog, PageLoading } from './shared';
import type { AccountViewer } from './viewer';
import './account.css';

export interface AccountNotice {
  title: string;
  description?: string;
  afterClose?: () => void;
}

export interface MyAccountViewProps {
  viewer: AccountViewer;
  login: LoginControls;
  onBack: () => void;
  loggingOut: boolean;
  onLogout: () => void;
  /** Sends the reasons and leaves (spec 000 §4); resolves true once the account is gone. */
  onLeave: (reasons: LeaveReasonOption[]) => Promise<boolean>;
  /** The alert after leaving or a failure; it stays after the session is gone. */
  notice: AccountNotice | null;
  onNoticeClose: () => void;
}

type LeaveStep = 'idle' | 'confirm' | 'reasons';

/** `/myaccount`: status, verification links, logout and leaving the service (spec 000 §2, §4). */
export function MyAccountView({
  viewer,
  login,
  onBack,
  loggingOut,
  onLogout,
  onLeave,
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
}: {
  rejection: VerificationRejection | null;
  email: string | null;
  nickname: string;
  university: string | null;
  status: VerificationStatus;
  loggingOut: boolean;
  onLogout: () => void;
  onLeave: (reasons: LeaveReasonOption[]) => Promise<boolean>;
}) {
  const verified = status === 'verified';
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
            <dd>{nickname}</dd>
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
