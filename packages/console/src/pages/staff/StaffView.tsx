import {
  ADMIN_LIMITS,
  type CreateStaffRequest,
  isValidStaffLogin,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  type Staff,
  type StaffRole,
} from '@jjinbbang/domain';
import {
  Badge,
  Button,
  DataTable,
  type DataTableColumn,
  EmptyState,
  Modal,
  Select,
  TextField,
} from '@jjinbbang/ui';
import { useMemo, useState } from 'react';
import { formatDateTime } from '../../format';
import { ConfirmDialog } from '../../parts/ConfirmDialog';
import { isLoading, type LoadState } from '../../shell/load-state';

export interface StaffViewProps {
  /** 관리자만 운영진을 보고 바꿀 수 있어요. */
  canManage: boolean;
  /** 보고 있는 운영진 자신(자기 계정은 사용 중지하거나 권한을 낮출 수 없음). */
  selfId: number;
  /** 운영진 목록. */
  staff: LoadState<readonly Staff[]>;
  /** 운영진을 더합니다. 실패하면 그 까닭으로, 성공하면 null로 풀립니다. */
  onCreate: (member: CreateStaffRequest) => Promise<string | null>;
  /** 역할을 바꿉니다. */
  onRoleChange: (member: Staff, role: StaffRole) => Promise<void>;
  /** 사용 중지하거나 다시 쓰게 합니다. */
  onDisabledChange: (member: Staff, disabled: boolean) => Promise<void>;
  /** 보내는 중인 일: 'create' 또는 `role-12`, `disable-12`. */
  pending: string | null;
}

interface Draft {
  login: string;
  displayName: string;
  role: StaffRole;
  password: string;
  email: string;
}
const EMPTY_DRAFT: Draft = { login: '', displayName: '', role: 'moderator', password: '', email: '' };

function check(draft: Draft): Partial<Record<keyof Draft, string>> {
  const login = draft.login.trim().toLowerCase();
  return {
    login: !login
      ? '아이디를 입력해 주세요.'
      : isValidStaffLogin(login)
        ? undefined
        : '아이디는 영문 소문자·숫자로 시작하는 3~40자(., _, - 포함)예요.',
    displayName: draft.displayName.trim() ? undefined : '이름을 입력해 주세요.',
    password:
      draft.password && draft.password.length < ADMIN_LIMITS.passwordMin
        ? `비밀번호는 ${ADMIN_LIMITS.passwordMin}자 이상이어야 해요.`
        : undefined,
    email:
      draft.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(draft.email.trim())
        ? '이메일 주소가 올바르지 않아요.'
        : undefined,
  };
}

/** 운영자: who may use the console, with what role (admin only). */
export function StaffView({
  canManage,
  selfId,
  staff,
  onCreate,
  onRoleChange,
  onDisabledChange,
  pending,
}: StaffViewProps) {
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [problems, setProblems] = useState<Partial<Record<keyof Draft, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [disabling, setDisabling] = useState<Staff | null>(null);

  const columns = useMemo<DataTableColumn<Staff>[]>(
    () => [
      {
        id: 'name',
        header: '이름',
        value: (s) => s.displayName,
        cell: (s) => (
          <span className="jbc-cellStack">
            <span className="jbc-cellMain">
              {s.displayName} {s.id === selfId && <Badge size="sm">나</Badge>}
            </span>
            {s.email && <span className="jbc-cellSub">{s.email}</span>}
          </span>
        ),
        rowHeader: true,
      },
      { id: 'login', header: '아이디', value: (s) => s.login, width: 140 },
      {
        id: 'role',
        header: '역할',
        cell: (s) => (
          <Badge tone={s.role === 'admin' ? 'brand' : 'neutral'}>{STAFF_ROLE_LABELS[s.role]}</Badge>
        ),
        width: 96,
      },
      {
        id: 'state',
        header: '상태',
        cell: (s) => (
          <Badge tone={s.disabled ? 'negative' : 'positive'}>{s.disabled ? '사용 중지' : '사용 중'}</Badge>
        ),
        width: 100,
      },
      {
        id: 'sso',
        header: '로그인',
        value: (s) => (s.oidcSubject ? '회사 계정' : '아이디·비밀번호'),
        width: 130,
      },
      {
        id: 'lastSignIn',
        header: '마지막 로그인',
        value: (s) => (s.lastSignInAt ? formatDateTime(s.lastSignInAt) : '없음'),
        width: 150,
      },
      {
        id: 'manage',
        header: '관리',
        width: 230,
        cell: (s) =>
          s.id === selfId ? (
            <span className="jbc-cellSub">내 계정</span>
          ) : (
            <span className="jbc-rowActions">
              <Button
                variant="secondary"
                size="sm"
                loading={pending === `role-${s.id}`}
                onClick={() => void onRoleChange(s, s.role === 'admin' ? 'moderator' : 'admin')}
                aria-label={`${s.displayName}의 역할을 ${s.role === 'admin' ? '운영자' : '관리자'}로 바꾸기`}
              >
                {s.role === 'admin' ? '운영자로 바꾸기' : '관리자로 바꾸기'}
              </Button>
              {s.disabled ? (
                <Button
                  variant="ghost"
                  size="sm"
                  loading={pending === `disable-${s.id}`}
                  onClick={() => void onDisabledChange(s, false)}
                  aria-label={`${s.displayName} 다시 쓰기`}
                >
                  다시 쓰기
                </Button>
              ) : (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setDisabling(s)}
                  aria-label={`${s.displayName} 사용 중지`}
                >
                  사용 중지
                </Button>
              )}
            </span>
          ),
      },
    ],
    [selfId, pending, onRoleChange, onDisabledChange],
  );

  if (!canManage) {
    return (
      <EmptyState title="관리자만 볼 수 있어요" hint="운영진을 더하거나 바꾸려면 관리자에게 요청해 주세요." />
    );
  }

  const data = staff.status === 'ready' ? staff.data : null;
  const change = (field: keyof Draft) => (value: string) => {
    setDraft({ ...draft, [field]: value });
    setProblems({ ...problems, [field]: undefined });
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = check(draft);
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    const result = await onCreate({
      login: draft.login.trim().toLowerCase(),
      displayName: draft.displayName.trim(),
      role: draft.role,
      ...(draft.password ? { password: draft.password } : {}),
      ...(draft.email.trim() ? { email: draft.email.trim() } : {}),
    });
    setFailure(result);
    if (!result) {
      setAdding(false);
      setDraft(EMPTY_DRAFT);
    }
  };

  return (
    <div className="jbc-page">
      <h2 className="jb-visually-hidden">운영진</h2>
      <div className="jbc-toolbarRow">
        <p className="jbc-hint">
          운영자는 검수와 후기 처리를, 관리자는 그에 더해 운영진과 금칙어 관리, 기록 내보내기를 할 수 있어요.
          명령줄에서는 npm run admin -- staff add 로 더해요.
        </p>
        <Button
          onClick={() => {
            setFailure(null);
            setProblems({});
            setAdding(true);
          }}
        >
          운영진 추가
        </Button>
      </div>
      <DataTable.Root
        label="운영진"
        rows={data ?? []}
        columns={columns}
        getRowId={(s) => String(s.id)}
        loading={isLoading(staff)}
        error={staff.status === 'error'}
        defaultPagination={{ pageIndex: 0, pageSize: 50 }}
      >
        <DataTable.Table
          minWidth={960}
          emptyTitle="운영진이 없어요"
          errorHint={staff.status === 'error' ? staff.message : undefined}
          onRetry={staff.status === 'error' ? staff.onRetry : undefined}
        />
      </DataTable.Root>

      <Modal.Root open={adding} onOpenChange={(open) => pending !== 'create' && setAdding(open)}>
        <Modal.Content busy={pending === 'create'} className="jbc-dialog">
          <Modal.Title>운영진 추가</Modal.Title>
          <Modal.Description>
            비밀번호를 비우면 회사 계정(OpenID Connect)으로만 로그인해요. 비밀번호는 본인에게 따로 안전하게
            전해 주세요.
          </Modal.Description>
          <form noValidate onSubmit={submit}>
            <Modal.Body>
              {failure && (
                <p className="jbc-notice" data-tone="negative" role="alert">
                  {failure}
                </p>
              )}
              <TextField
                label="아이디"
                value={draft.login}
                onValueChange={change('login')}
                errorText={problems.login}
                helperText="영문 소문자·숫자, 3~40자"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                required
              />
              <TextField
                label="이름"
                value={draft.displayName}
                onValueChange={change('displayName')}
                errorText={problems.displayName}
                maxLength={ADMIN_LIMITS.displayName}
                required
              />
              <Select
                label="역할"
                value={draft.role}
                onValueChange={(value) => setDraft({ ...draft, role: value as StaffRole })}
                options={STAFF_ROLES.map((value) => ({ value, label: STAFF_ROLE_LABELS[value] }))}
              />
              <TextField
                label="비밀번호 (선택)"
                type="password"
                value={draft.password}
                onValueChange={change('password')}
                errorText={problems.password}
                helperText={`${ADMIN_LIMITS.passwordMin}자 이상`}
                autoComplete="new-password"
              />
              <TextField
                label="이메일 (선택)"
                type="email"
                value={draft.email}
                onValueChange={change('email')}
                errorText={problems.email}
                helperText="회사 계정 로그인에 쓰는 이메일"
              />
            </Modal.Body>
            <Modal.Actions>
              <Modal.Close disabled={pending === 'create'}>취소</Modal.Close>
              <Button type="submit" loading={pending === 'create'}>
                추가
              </Button>
            </Modal.Actions>
          </form>
        </Modal.Content>
      </Modal.Root>
      <ConfirmDialog
        open={disabling !== null}
        onOpenChange={(open) => !open && setDisabling(null)}
        title={`${disabling?.displayName ?? ''}의 사용을 중지할까요?`}
        description="바로 로그아웃되고 다시 로그인할 수 없어요. 기록은 그대로 남고, 나중에 다시 쓰게 할 수 있어요."
        confirmLabel="사용 중지"
        destructive
        busy={disabling !== null && pending === `disable-${disabling.id}`}
        onConfirm={() => {
          if (disabling) void onDisabledChange(disabling, true).finally(() => setDisabling(null));
        }}
      />
    </div>
  );
}
