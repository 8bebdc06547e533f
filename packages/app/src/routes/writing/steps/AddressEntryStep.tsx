import type { ReviewDraft } from '@jjinbbang/domain';
import { TextField } from '@jjinbbang/ui';
import { useState } from 'react';
import { type StepContext, type StepFrame, StepLayout } from '../StepLayout';

const ADDRESS_EMPTY_MESSAGE = '주소를 입력해 주세요.';

export interface AddressEntryValues {
  /** Road address. */
  address: string;
  /** Lot address. */
  addressDetail: string;
  /** Building name; not asked for a dormitory (its name comes with the campus). */
  detailedAddress: string;
}

export interface AddressEntryStepViewProps {
  frame: StepFrame;
  initial: AddressEntryValues;
  /** A dormitory's name is asked on its own screen. */
  asksBuildingName: boolean;
  onSubmit: (values: AddressEntryValues) => void;
}

/** decisions.md: a manual address (the postal widget is optional), then the pin on the next screen. */
export function AddressEntryStepView({
  frame,
  initial,
  asksBuildingName,
  onSubmit,
}: AddressEntryStepViewProps) {
  const [address, setAddress] = useState(initial.address);
  const [lotAddress, setLotAddress] = useState(initial.addressDetail);
  const [building, setBuilding] = useState(initial.detailedAddress);
  const [touched, setTouched] = useState(false);
  const empty = address.trim() === '';
  return (
    <StepLayout
      frame={frame}
      helper="도로명 주소를 입력하면 다음 화면에서 지도에 위치를 표시해요."
      valid={!empty}
      onNext={() =>
        onSubmit({
          address: address.trim(),
          addressDetail: lotAddress.trim(),
          detailedAddress: asksBuildingName ? building.trim() : initial.detailedAddress,
        })
      }
    >
      <div className="jb-writing-fields">
        <TextField
          label="도로명 주소"
          placeholder="예) 경남 진주시 진주대로 501"
          autoComplete="street-address"
          required
          value={address}
          onValueChange={setAddress}
          onBlur={() => setTouched(true)}
          errorText={touched && empty ? ADDRESS_EMPTY_MESSAGE : undefined}
        />
        <TextField
          label="지번 주소 (선택)"
          placeholder="예) 가좌동 900"
          value={lotAddress}
          onValueChange={setLotAddress}
        />
        {asksBuildingName && (
          <TextField
            label="건물 이름 (선택)"
            placeholder="예) 찐빵빌"
            value={building}
            onValueChange={setBuilding}
          />
        )}
      </div>
    </StepLayout>
  );
}

export function AddressEntryStep({ ctx }: { ctx: StepContext }) {
  const { draft } = ctx;
  return (
    <AddressEntryStepView
      frame={ctx.frame}
      initial={draft}
      asksBuildingName={draft.housingType !== 'DORMITORY'}
      onSubmit={(values) => {
        const moved = values.address !== draft.address;
        const next: ReviewDraft = {
          ...draft,
          ...values,
          // A different address is a different building: its code and pin come anew.
          buildingCode: moved ? null : draft.buildingCode,
          latitude: moved ? null : draft.latitude,
          longitude: moved ? null : draft.longitude,
        };
        ctx.commit(next);
      }}
    />
  );
}
