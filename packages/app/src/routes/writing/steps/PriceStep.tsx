import {
  type ContractPrices,
  type ContractType,
  hasMonthlyRent,
  MONEY_FIELD_LABELS,
  type MoneyField,
  maintenanceCostInputOf,
  parseMoneyField,
  setContractPrices,
  VALIDATION_MESSAGES,
} from '@jjinbbang/domain';
import { AlertDialog, TextField } from '@jjinbbang/ui';
import { useState } from 'react';
import { numberInput, type StepContext, type StepFrame, StepLayout } from '../StepLayout';

export interface PriceInputs {
  deposit: string;
  monthlyRent: string;
  maintenanceCost: string;
}

export interface PriceStepViewProps {
  frame: StepFrame;
  contractType: ContractType;
  initial: PriceInputs;
  onSubmit: (prices: ContractPrices) => void;
  dialogContainer?: HTMLElement | null;
}

type PriceField = Exclude<MoneyField, 'dormitoryFee'>;

/**
 * spec 001 §5: amounts in 만원 with thousands separators; next asks whether the units are right. What is typed
 * is kept as typed: "45.5" stays 45.5 and is refused with a message instead of becoming 455, and an amount over
 * the field's limit is refused here instead of failing at the server.
 */
export function PriceStepView({
  frame,
  contractType,
  initial,
  onSubmit,
  dialogContainer,
}: PriceStepViewProps) {
  const withRent = hasMonthlyRent(contractType);
  const edit = frame.mode === 'edit';
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Record<PriceField, boolean>>({
    deposit: false,
    monthlyRent: false,
    maintenanceCost: false,
  });
  const [asking, setAsking] = useState(false);
  const fields: PriceField[] = withRent
    ? ['deposit', 'monthlyRent', 'maintenanceCost']
    : ['deposit', 'maintenanceCost'];
  // spec 001 §5: the edit flow may leave the maintenance cost empty (none).
  const required = (field: PriceField) => field !== 'maintenanceCost' || !edit;
  const results = Object.fromEntries(
    fields.map((field) => [field, parseMoneyField(field, values[field], { required: required(field) })]),
  ) as Record<PriceField, ReturnType<typeof parseMoneyField>>;
  const valid = fields.every((field) => results[field].ok);
  const errorOf = (field: PriceField) => {
    const result = results[field];
    if (result.ok) return undefined;
    // An empty field is pointed out once left; a wrong amount at once.
    return values[field].trim() === '' && !touched[field] ? undefined : result.message;
  };
  const amount = (field: PriceField) => {
    const result = results[field];
    return result?.ok ? result.value : null;
  };
  const field = (name: PriceField) => (
    <TextField
      key={name}
      label={
        name === 'maintenanceCost' && edit ? `${MONEY_FIELD_LABELS[name]} (선택)` : MONEY_FIELD_LABELS[name]
      }
      unit="만원"
      numeric="decimal"
      thousands
      required={required(name)}
      helperText={name === 'maintenanceCost' ? '관리비가 없으면 0을 입력해 주세요.' : undefined}
      value={values[name]}
      onValueChange={(value) => setValues((v) => ({ ...v, [name]: value }))}
      onBlur={() => setTouched((t) => ({ ...t, [name]: true }))}
      errorText={errorOf(name)}
    />
  );
  return (
    <StepLayout
      frame={frame}
      helper="금액은 만원 단위로 입력해 주세요."
      valid={valid}
      onNext={() => setAsking(true)}
    >
      <div className="jb-writing-fields">{fields.map(field)}</div>
      <AlertDialog.Root open={asking} onOpenChange={setAsking}>
        <AlertDialog.Content container={dialogContainer} aria-describedby={undefined}>
          <AlertDialog.Title className="jb-writing-prewrap">
            {VALIDATION_MESSAGES.priceUnitConfirm}
          </AlertDialog.Title>
          <AlertDialog.Actions>
            <AlertDialog.Cancel>다시 확인할게요</AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={() =>
                onSubmit({
                  deposit: amount('deposit'),
                  monthlyRent: withRent ? amount('monthlyRent') : null,
                  maintenanceCost: amount('maintenanceCost'),
                })
              }
            >
              맞아요
            </AlertDialog.Action>
          </AlertDialog.Actions>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </StepLayout>
  );
}

/** The 전세 or 월세 price screen of the draft's contract type. */
export function PriceStep({ ctx }: { ctx: StepContext }) {
  const { draft } = ctx;
  const contractType = draft.contractType ?? 'MONTHLY_RENT';
  return (
    <PriceStepView
      frame={ctx.frame}
      contractType={contractType}
      initial={{
        deposit: numberInput(draft.deposit),
        monthlyRent: numberInput(draft.monthlyRent),
        maintenanceCost: maintenanceCostInputOf(draft),
      }}
      onSubmit={(prices) => ctx.commit(setContractPrices({ ...draft, contractType }, prices))}
    />
  );
}
