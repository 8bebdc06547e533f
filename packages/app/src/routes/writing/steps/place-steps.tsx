import {
  CONTRACT_TYPE_LABELS,
  CONTRACT_TYPES,
  type ContractType,
  CREATE_TYPE_OPTIONS,
  canChooseCreateType,
  chooseHousingType,
  EDIT_TYPE_OPTIONS,
  FLOOR_LABELS,
  FLOOR_TYPES,
  type FloorType,
  HOUSING_TYPE_LABELS,
  type HousingType,
  isHousingType,
  type MarkerType,
  parseMoneyInput,
  type ReviewDraft,
  typeChangeResetsDraft,
  VALIDATION_MESSAGES,
  validateArea,
  validateEditContractPrice,
  validateFloorScreen,
  validateJeonse,
  validateMoneyInput,
  validateWolse,
} from '@jjinbbang/domain';
import { AlertDialog, Chip, ChipGroup, MapMarkerPin, SegmentedControl, TextField } from '@jjinbbang/ui';
import { useState } from 'react';
import { DEFAULT_CENTER, MapEngine } from '../../map/engine';
import { type StepContext, StepLayout, StepMessage } from '../StepLayout';

const noop = () => {};
/** spec 001 §2.3: the result map opens at level 3. */
const RESULT_MAP_LEVEL = 3;

export const numberInput = (value: number | null): string => (value === null ? '' : String(value));

function markerTypeOf(draft: ReviewDraft): MarkerType {
  if (draft.housingType === 'DORMITORY') return 'DORMITORY';
  if (draft.housingType === 'AGENCY') return 'AGENCY';
  return 'GENERAL';
}

// --- Type ----------------------------------------------------------------------------------------------

/** spec 001 §2.3 / §2.4: the housing type. Changing the type group starts a new draft. */
export function TypeStep({ ctx, onGroupReset }: { ctx: StepContext; onGroupReset?: () => void }) {
  const [message, setMessage] = useState<string | null>(null);
  const options = ctx.mode === 'edit' ? EDIT_TYPE_OPTIONS : CREATE_TYPE_OPTIONS;
  const choose = (value: string | null) => {
    if (!value || !isHousingType(value)) return;
    setMessage(null);
    const resets = typeChangeResetsDraft(ctx.draft.housingType, value);
    const next =
      ctx.mode === 'edit' ? { ...ctx.draft, housingType: value } : chooseHousingType(ctx.draft, value);
    if (resets) onGroupReset?.();
    ctx.update(next);
  };
  return (
    <StepLayout
      ctx={ctx}
      title="어떤 유형의 집에 살았나요?"
      helper="유형에 따라 묻는 내용이 달라져요."
      valid={ctx.draft.housingType !== null}
    >
      <ChipGroup
        type="single"
        label="찐빵 유형"
        className="jb-writing-chips"
        value={ctx.draft.housingType}
        onValueChange={choose}
        refuseSelect={(value) => {
          const allowed = isHousingType(value) ? canChooseCreateType(value) : { ok: true as const };
          return allowed.ok ? undefined : allowed.message;
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
    </StepLayout>
  );
}

const ADDRESS_EMPTY_MESSAGE = '주소를 입력해 주세요.';

// --- Address entry (decisions.md: manual address, no postal widget) ------------------------------------

export function AddressEntryStep({ ctx }: { ctx: StepContext }) {
  const isDorm = ctx.draft.housingType === 'DORMITORY';
  const [address, setAddress] = useState(ctx.draft.address);
  const [lotAddress, setLotAddress] = useState(ctx.draft.addressDetail);
  const [building, setBuilding] = useState(ctx.draft.detailedAddress);
  const [touched, setTouched] = useState(false);
  const empty = address.trim() === '';
  const goOn = () => {
    const roadAddress = address.trim();
    const moved = roadAddress !== ctx.draft.address;
    const next: ReviewDraft = {
      ...ctx.draft,
      address: roadAddress,
      addressDetail: lotAddress.trim(),
      detailedAddress: isDorm ? ctx.draft.detailedAddress : building.trim(),
      // A different address is a different building: its code and pin come anew.
      buildingCode: moved ? null : ctx.draft.buildingCode,
      latitude: moved ? null : ctx.draft.latitude,
      longitude: moved ? null : ctx.draft.longitude,
    };
    ctx.update(next);
    ctx.next(next);
  };
  return (
    <StepLayout
      ctx={ctx}
      title="주소를 입력해 주세요"
      helper="도로명 주소를 입력하면 다음 화면에서 지도에 위치를 표시해요."
      valid={!empty}
      onNext={goOn}
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
        {!isDorm && (
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

// --- Pin (address search step) -------------------------------------------------------------------------

/** decisions.md: without the geocoder the user places the pin: the map moves under a fixed centre pin. */
export function PinStep({ ctx }: { ctx: StepContext }) {
  const [center, setCenter] = useState({
    lat: ctx.draft.latitude ?? DEFAULT_CENTER.lat,
    lng: ctx.draft.longitude ?? DEFAULT_CENTER.lng,
  });
  const [level, setLevel] = useState(RESULT_MAP_LEVEL);
  const goOn = () => {
    const next = { ...ctx.draft, latitude: center.lat, longitude: center.lng };
    ctx.update(next);
    ctx.next(next);
  };
  return (
    <StepLayout
      ctx={ctx}
      title="지도에서 위치를 맞춰 주세요"
      helper="지도를 움직여 가운데 핀을 건물 위치에 놓아 주세요. 방향키로도 움직일 수 있어요."
      valid
      onNext={goOn}
      nextLabel={ctx.mode === 'edit' ? '완료' : '이 위치로 할게요'}
    >
      <p className="jb-writing-address">{ctx.draft.address}</p>
      <div className="jb-writing-map">
        <MapEngine
          center={center}
          level={level}
          points={[]}
          onViewChange={(view) => {
            setCenter(view.center);
            setLevel(view.level);
          }}
          onGroupPress={noop}
        />
        <span className="jb-writing-map-pin">
          <MapMarkerPin type={markerTypeOf(ctx.draft)} label="선택한 위치" />
        </span>
      </div>
      <p className="jb-writing-secondary">
        위도 {center.lat.toFixed(5)}, 경도 {center.lng.toFixed(5)}
      </p>
    </StepLayout>
  );
}

// --- Result (address confirmation) ---------------------------------------------------------------------

export function ResultStep({ ctx }: { ctx: StepContext }) {
  const center = {
    lat: ctx.draft.latitude ?? DEFAULT_CENTER.lat,
    lng: ctx.draft.longitude ?? DEFAULT_CENTER.lng,
  };
  return (
    <StepLayout ctx={ctx} title="이 위치가 맞나요?" helper="주소와 지도의 위치를 확인해 주세요." valid>
      <div className="jb-writing-map" data-static="">
        <MapEngine
          center={center}
          level={RESULT_MAP_LEVEL}
          points={[]}
          onViewChange={noop}
          onGroupPress={noop}
        />
        <span className="jb-writing-map-pin">
          <MapMarkerPin type={markerTypeOf(ctx.draft)} label={`${ctx.draft.detailedAddress} 위치`} />
        </span>
      </div>
      <dl className="jb-writing-summary">
        <dt>주소</dt>
        <dd>{ctx.draft.address}</dd>
        {ctx.draft.detailedAddress && (
          <>
            <dt>건물 이름</dt>
            <dd>{ctx.draft.detailedAddress}</dd>
          </>
        )}
      </dl>
    </StepLayout>
  );
}

// --- Floor (general types) -----------------------------------------------------------------------------

export function FloorStep({ ctx }: { ctx: StepContext }) {
  const [building, setBuilding] = useState(ctx.draft.detailedAddress);
  const [area, setArea] = useState(numberInput(ctx.draft.space));
  const [floor, setFloor] = useState<FloorType | null>(ctx.draft.floorType);
  const [touched, setTouched] = useState({ building: false, area: false });
  const result = validateFloorScreen({ buildingName: building, area, floorType: floor });
  const areaCheck = validateArea(area);
  const goOn = () => {
    const next = { ...ctx.draft, detailedAddress: building.trim(), space: Number(area), floorType: floor };
    ctx.update(next);
    ctx.next(next);
  };
  return (
    <StepLayout ctx={ctx} title="집 정보를 알려 주세요" valid={result.ok} onNext={goOn}>
      <div className="jb-writing-fields">
        <TextField
          label="건물 이름"
          required
          value={building}
          onValueChange={setBuilding}
          onBlur={() => setTouched((t) => ({ ...t, building: true }))}
          errorText={
            touched.building && building.trim() === '' ? VALIDATION_MESSAGES.buildingNameEmpty : undefined
          }
        />
        <TextField
          label="면적"
          unit="평"
          numeric="decimal"
          required
          value={area}
          onValueChange={setArea}
          onBlur={() => setTouched((t) => ({ ...t, area: true }))}
          errorText={touched.area && !areaCheck.ok ? areaCheck.message : undefined}
        />
        <ChipGroup
          type="single"
          label="층수"
          className="jb-writing-chips"
          value={floor}
          onValueChange={(value) =>
            setFloor((FLOOR_TYPES as readonly string[]).includes(value ?? '') ? (value as FloorType) : null)
          }
        >
          {FLOOR_TYPES.map((type) => (
            <Chip key={type} value={type}>
              {FLOOR_LABELS[type]}
            </Chip>
          ))}
        </ChipGroup>
      </div>
    </StepLayout>
  );
}

// --- Payment type --------------------------------------------------------------------------------------

export function ContractTypeStep({ ctx }: { ctx: StepContext }) {
  const choose = (value: ContractType) => {
    ctx.update({ ...ctx.draft, contractType: value });
  };
  return (
    <StepLayout ctx={ctx} title="어떤 계약 형태였나요?" valid={ctx.draft.contractType !== null}>
      <SegmentedControl
        label="계약 형태"
        fullWidth
        options={CONTRACT_TYPES.map((type) => ({ value: type, label: CONTRACT_TYPE_LABELS[type] }))}
        value={ctx.draft.contractType ?? undefined}
        onValueChange={choose}
      />
    </StepLayout>
  );
}

// --- Jeonse / wolse prices -----------------------------------------------------------------------------

/** spec 001 §5: 만원 amounts, digits only with separators; next asks whether the units are right. */
export function PriceStep({ ctx }: { ctx: StepContext }) {
  const isWolse = ctx.draft.contractType === 'MONTHLY_RENT';
  const edit = ctx.mode === 'edit';
  const [deposit, setDeposit] = useState(numberInput(ctx.draft.deposit));
  const [rent, setRent] = useState(numberInput(ctx.draft.monthlyRent));
  // A stored null fee after the deposit was entered is the 0 the user typed (spec 001 §5: 0 is stored as null).
  const [fee, setFee] = useState(
    ctx.draft.managementFee === null && ctx.draft.deposit !== null
      ? '0'
      : numberInput(ctx.draft.managementFee),
  );
  const [touched, setTouched] = useState({ deposit: false, rent: false, fee: false });
  const [asking, setAsking] = useState(false);
  const inputs = { deposit, monthlyRent: rent, maintenanceCost: fee };
  const result = edit
    ? validateEditContractPrice(isWolse ? 'MONTHLY_RENT' : 'DEPOSIT_RENT', inputs)
    : isWolse
      ? validateWolse(inputs)
      : validateJeonse(inputs);
  const fieldError = (field: keyof typeof touched, value: string, emptyMessage: string) => {
    if (!touched[field]) return undefined;
    const check = validateMoneyInput(value, emptyMessage);
    return check.ok ? undefined : check.message;
  };
  const commit = () => {
    const parsedFee = parseMoneyInput(fee);
    const next: ReviewDraft = {
      ...ctx.draft,
      deposit: parseMoneyInput(deposit),
      monthlyRent: isWolse ? parseMoneyInput(rent) : null,
      // spec 001 §5: a management fee of 0 is stored as null (the payload conversion maps 0 to null too).
      managementFee: parsedFee === 0 ? null : parsedFee,
    };
    ctx.update(next);
    ctx.next(next);
  };
  return (
    <StepLayout
      ctx={ctx}
      title={isWolse ? '월세 계약 조건을 알려 주세요' : '전세 계약 조건을 알려 주세요'}
      helper="금액은 만원 단위로 입력해 주세요."
      valid={result.ok}
      onNext={() => setAsking(true)}
    >
      <div className="jb-writing-fields">
        <TextField
          label="보증금"
          unit="만원"
          numeric="integer"
          required
          value={deposit}
          onValueChange={setDeposit}
          onBlur={() => setTouched((t) => ({ ...t, deposit: true }))}
          errorText={fieldError('deposit', deposit, VALIDATION_MESSAGES.depositEmpty)}
        />
        {isWolse && (
          <TextField
            label="월세"
            unit="만원"
            numeric="integer"
            required
            value={rent}
            onValueChange={setRent}
            onBlur={() => setTouched((t) => ({ ...t, rent: true }))}
            errorText={fieldError('rent', rent, VALIDATION_MESSAGES.monthlyRentEmpty)}
          />
        )}
        <TextField
          label={edit ? '관리비 (선택)' : '관리비'}
          unit="만원"
          numeric="integer"
          required={!edit}
          helperText="관리비가 없으면 0을 입력해 주세요."
          value={fee}
          onValueChange={setFee}
          onBlur={() => setTouched((t) => ({ ...t, fee: true }))}
          errorText={edit ? undefined : fieldError('fee', fee, VALIDATION_MESSAGES.maintenanceCostEmpty)}
        />
      </div>
      <AlertDialog.Root open={asking} onOpenChange={setAsking}>
        <AlertDialog.Content aria-describedby={undefined}>
          <AlertDialog.Title className="jb-writing-prewrap">
            {VALIDATION_MESSAGES.priceUnitConfirm}
          </AlertDialog.Title>
          <AlertDialog.Actions>
            <AlertDialog.Cancel>다시 확인할게요</AlertDialog.Cancel>
            <AlertDialog.Action onClick={commit}>맞아요</AlertDialog.Action>
          </AlertDialog.Actions>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </StepLayout>
  );
}
