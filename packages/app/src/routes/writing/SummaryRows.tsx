import type { SummaryRow, WizardStepId } from '@jjinbbang/domain';
import { ChevronRightIcon } from '@jjinbbang/ui';

export interface SummaryRowItem {
  row: SummaryRow;
  label: string;
  value: string;
  /** The step the row opens; null when it cannot be changed. */
  step: WizardStepId | null;
}

/** The rows of the confirm page and the edit hub (spec 001 §2.3, §2.4): label, value, tap to change. */
export function SummaryRows({
  rows,
  label,
  onOpen,
}: {
  rows: readonly SummaryRowItem[];
  /** Accessible name of the list. */
  label: string;
  onOpen: (step: WizardStepId) => void;
}) {
  return (
    <ul className="jb-writing-rows" aria-label={label}>
      {rows.map((row) => {
        const step = row.step;
        return (
          <li key={row.row}>
            {/* The name is the visible text plus what a tap does, so voice control can say what it sees. */}
            <button
              type="button"
              className="jb-writing-row"
              disabled={!step}
              onClick={() => step && onOpen(step)}
            >
              <span className="jb-writing-row-label">{row.label}</span>
              <span className="jb-writing-row-value">{row.value || '입력 필요'}</span>
              <span className="jb-visually-hidden">{step ? ', 수정하기' : ', 수정할 수 없어요'}</span>
              {step && <ChevronRightIcon size={16} aria-hidden="true" />}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
