import {
  CONTRACT_TYPE_LABELS,
  CONTRACT_TYPES,
  type ContractType,
  changeContractType,
} from '@jjinbbang/domain';
import { SegmentedControl } from '@jjinbbang/ui';
import { useState } from 'react';
import { type StepContext, type StepFrame, StepLayout } from '../StepLayout';

export interface ContractTypeStepViewProps {
  frame: StepFrame;
  value: ContractType | null;
  onSubmit: (contractType: ContractType) => void;
}

/**
 * spec 001 §2.3: 전세 or 월세. The choice is kept on this screen until "다음", which always goes on to the
 * price screen of the chosen type (a change never turns a 월세 deposit into a 전세 price unasked).
 */
export function ContractTypeStepView({ frame, value, onSubmit }: ContractTypeStepViewProps) {
  const [selected, setSelected] = useState<ContractType | null>(value);
  const changed = value !== null && selected !== null && selected !== value;
  return (
    <StepLayout
      frame={frame}
      helper={changed ? '계약 형태가 바뀌면 다음 화면에서 보증금과 월세를 다시 입력해요.' : undefined}
      valid={selected !== null}
      onNext={() => selected && onSubmit(selected)}
      nextLabel="다음"
    >
      <SegmentedControl
        label="계약 형태"
        fullWidth
        options={CONTRACT_TYPES.map((type) => ({ value: type, label: CONTRACT_TYPE_LABELS[type] }))}
        value={selected}
        onValueChange={setSelected}
      />
    </StepLayout>
  );
}

export function ContractTypeStep({ ctx }: { ctx: StepContext }) {
  return (
    <ContractTypeStepView
      frame={ctx.frame}
      value={ctx.draft.contractType}
      onSubmit={(contractType) => ctx.commit(changeContractType(ctx.draft, contractType))}
    />
  );
}
