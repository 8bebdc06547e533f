import { STAFF_ROLE_LABELS } from '@jjinbbang/domain';
import { useToast } from '@jjinbbang/ui';
import { useState } from 'react';
import { createStaff, updateStaff } from '../../api/actions';
import { errorMessage } from '../../api/errors';
import { queries } from '../../api/queries';
import { useQuery } from '../../api/swr';
import { withRo } from '../../format';
import { useSignedIn } from '../../session/context';
import { loadState } from '../../shell/load-state';
import { Shell } from '../../shell/Shell';
import { StaffView } from './StaffView';

export function StaffPage() {
  const session = useSignedIn();
  const admin = session.staff.role === 'admin';
  const toast = useToast();
  const list = useQuery(admin ? queries.staff() : null);
  const [pending, setPending] = useState<string | null>(null);

  const run = async (key: string, action: () => Promise<unknown>, done: string) => {
    setPending(key);
    try {
      await action();
      toast.show({ message: done, tone: 'positive' });
      return null;
    } catch (failure) {
      return errorMessage(failure);
    } finally {
      setPending(null);
    }
  };
  const runWithToast = async (key: string, action: () => Promise<unknown>, done: string) => {
    const failure = await run(key, action, done);
    if (failure) toast.show({ message: failure, tone: 'negative' });
  };

  return (
    <Shell active="staff" title="운영자">
      <StaffView
        canManage={admin}
        selfId={session.staff.id}
        staff={loadState({ ...list, data: list.data?.items })}
        pending={pending}
        onCreate={(member) =>
          run('create', () => createStaff(member), `${member.displayName}을(를) 더했어요.`)
        }
        onRoleChange={(member, role) =>
          runWithToast(
            `role-${member.id}`,
            () => updateStaff(member.id, { role }),
            `${member.displayName}의 역할을 ${withRo(STAFF_ROLE_LABELS[role])} 바꿨어요.`,
          )
        }
        onDisabledChange={(member, disabled) =>
          runWithToast(
            `disable-${member.id}`,
            () => updateStaff(member.id, { disabled }),
            disabled
              ? `${member.displayName}의 사용을 중지했어요.`
              : `${member.displayName}이(가) 다시 쓸 수 있어요.`,
          )
        }
      />
    </Shell>
  );
}
