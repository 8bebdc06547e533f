import {
  CREATE_TYPE_OPTIONS,
  canChooseCreateType,
  chooseHousingType,
  EDIT_TYPE_OPTIONS,
  HOUSING_TYPE_LABELS,
  type HousingType,
  isHousingType,
  josaRo,
  typeChangeResetsDraft,
  type WizardMode,
} from '@jjinbbang/domain';
import { AlertDialog, Chip, ChipGroup } from '@jjinbbang/ui';
import { useState } from 'react';
import { type StepContext, type StepFrame, StepLayout, StepMessage } from '../StepLayout';

export interface TypeStepViewProps {
  frame: StepFrame;
  /** The type the draft holds (what a change is measured against). */
  value: HousingType | null;
  onSubmit: (type: HousingType) => void;
  /** Where the change confirmation renders (stories keep it inside their root). */
  dialogContainer?: HTMLElement | null;
}

/**
 * spec 001 §2.3 / §2.4: the housing type. A type of another group starts a new draft, so choosing one asks
 * first; cancelling keeps everything, and confirming keeps the photos (they show the same room).
 */
export function TypeStepView({ frame, value, onSubmit, dialogContainer }: TypeStepViewProps) {
  const [selected, setSelected] = useState<HousingType | null>(value);
  const [pending, setPending] = useState<HousingType | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const options = frame.mode === 'edit' ? EDIT_TYPE_OPTIONS : CREATE_TYPE_OPTIONS;
  const choose = (next: string | null) => {
    if (!next || !isHousingType(next)) return;
    setMessage(null);
    if (frame.mode === 'create' && next !== selected && typeChangeResetsDraft(value, next)) setPending(next);
    else setSelected(next);
  };
  const mode: WizardMode = frame.mode;
  return (
    <StepLayout
      frame={frame}
      helper="유형에 따라 묻는 내용이 달라져요."
      valid={selected !== null && (mode === 'edit' || canChooseCreateType(selected).ok)}
      onNext={() => selected && onSubmit(selected)}
    >
      <ChipGroup
        type="single"
        label="찐빵 유형"
        className="jb-writing-chips"
        value={selected}
        onValueChange={choose}
        refuseSelect={(option) => {
          const allowed = isHousingType(option) ? canChooseCreateType(option) : { ok: true as const };
          return allowed.ok || mode === 'edit' ? undefined : allowed.message;
        }}
        onRefuse={(refusal) => setMessage(refusal.reason === 'blocked' ? refusal.detail : null)}
      >
        {options.map((type: HousingType) => (
          <Chip key={type} value={type}>
            {HOUSING_TYPE_LABELS[type]}
          </Chip>
        ))}
      </ChipGroup>
      <StepMessage message={message} />
      <AlertDialog.Root open={pending !== null} onOpenChange={(open) => !open && setPending(null)}>
        <AlertDialog.Content container={dialogContainer}>
          <AlertDialog.Title>
            {pending ? `${josaRo(HOUSING_TYPE_LABELS[pending])} 바꿀까요?` : '유형을 바꿀까요?'}
          </AlertDialog.Title>
          <AlertDialog.Description>
            유형을 바꾸면 지금까지 입력한 주소, 계약 정보, 장단점과 후기 내용이 지워져요. 올린 사진은 그대로
            남아요.
          </AlertDialog.Description>
          <AlertDialog.Actions>
            <AlertDialog.Cancel>그대로 둘게요</AlertDialog.Cancel>
            <AlertDialog.Action
              variant="danger"
              onClick={() => {
                setSelected(pending);
                setPending(null);
              }}
            >
              바꾸기
            </AlertDialog.Action>
          </AlertDialog.Actions>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </StepLayout>
  );
}

/** The type step in a wizard: a new type of another group resets the draft (photos stay with the wizard). */
export function TypeStep({ ctx }: { ctx: StepContext }) {
  return (
    <TypeStepView
      frame={ctx.frame}
      value={ctx.draft.housingType}
      onSubmit={(type) =>
        ctx.commit(
          ctx.mode === 'edit' ? { ...ctx.draft, housingType: type } : chooseHousingType(ctx.draft, type),
        )
      }
    />
  );
}
