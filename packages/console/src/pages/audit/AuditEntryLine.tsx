import { AUDIT_ACTION_LABELS, type AuditEntry } from '@jjinbbang/domain';
import { formatDateTime } from '../../format';

/** One audit entry on one line: when, who, what, and why. */
export function AuditEntryLine({ entry }: { entry: AuditEntry }) {
  return (
    <span className="jbc-cellStack">
      <span className="jbc-cellMain">
        {AUDIT_ACTION_LABELS[entry.action]}
        {entry.reason && <span className="jbc-cellReason"> — {entry.reason}</span>}
      </span>
      <span className="jbc-cellSub">
        {entry.actor ? `${entry.actor.displayName}(${entry.actor.login})` : '시스템'} ·{' '}
        {formatDateTime(entry.at)}
      </span>
    </span>
  );
}
