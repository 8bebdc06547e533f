import { HOUSING_TYPE_LABELS, josaRo, type PlaceMatch, type PlaceSearchItem } from '@jjinbbang/domain';
import { Button, TextField } from '@jjinbbang/ui';
import { useEffect, useRef, useState } from 'react';
import type { FoundAddress } from '../kakao-address';
import type { StepFrame } from '../StepLayout';
import { StepLayout } from '../StepLayout';

const ADDRESS_EMPTY_MESSAGE = '주소를 입력해 주세요.';

export interface AddressEntryValues {
  /** Road address. */
  address: string;
  /** Lot address. */
  addressDetail: string;
  /** Building name; not asked for a dormitory (its name comes with the campus). */
  detailedAddress: string;
  /** 건물관리번호 when the postcode widget gave one; null for an address typed by hand. */
  buildingCode: string | null;
}

/** What the student has typed so far, for the search of a registered place at that address. */
export interface TypedPlace {
  address: string;
  lotAddress: string;
  name: string;
}

/** How the registered place is named on the form, with its particles (건물이에요 / 기숙사예요). */
export interface MatchWording {
  /** "이미 등록된 건물이에요" */
  registered: string;
  /** "이 건물로 쓸게요" */
  use: string;
}

const BUILDING_WORDING: MatchWording = { registered: '이미 등록된 건물이에요', use: '이 건물로 쓸게요' };

/** Shows the postcode widget in `element` and reports the picked address (only with a Kakao key). */
export type AddressSearch = (element: HTMLElement, onFound: (found: FoundAddress) => void) => void;

export interface AddressEntryStepViewProps {
  frame: StepFrame;
  initial: AddressEntryValues;
  /** A dormitory's name is asked on its own screen. */
  asksBuildingName: boolean;
  onSubmit: (values: AddressEntryValues) => void;
  /** The postcode widget (a Kakao key is configured); without it the address is typed. */
  addressSearch?: AddressSearch;
  /** "건물 찾기로 돌아가기": back to the search over our own places. */
  onBackToSearch?: () => void;
  /** Told what is typed as it changes, so the place step can ask which registered place it names. */
  onTypedChange?: (typed: TypedPlace) => void;
  /** The registered place the typed address names: saving a new place would join it (or be refused). */
  match?: PlaceMatch['join'];
  /** "이 건물로 쓸게요": the review takes the registered place. */
  onUseMatch?: (place: PlaceSearchItem) => void;
  /** The noun of the offer (건물, 기숙사, 공인중개사) with its particles. */
  matchWording?: MatchWording;
}

/** Why saving a new place here would be refused, said before the student tries. */
function conflictText(join: NonNullable<PlaceMatch['join']>): string | null {
  if (join.conflict === 'type') {
    const type = josaRo(HOUSING_TYPE_LABELS[join.place.type]);
    return `${type} 등록된 곳이라 새로 등록할 수 없어요. 이 건물로 쓰면 후기의 유형도 ${type} 바뀌어요.`;
  }
  if (join.conflict === 'name') return '같은 주소에 다른 이름으로 등록되어 있어 새로 등록할 수 없어요.';
  return null;
}

/**
 * A new place: with a Kakao key the postcode widget fills road address, lot address and
 * 건물관리번호; without one (decisions.md) the address is typed. The pin comes on the next screen.
 */
export function AddressEntryStepView({
  frame,
  initial,
  asksBuildingName,
  onSubmit,
  addressSearch,
  onBackToSearch,
  onTypedChange,
  match = null,
  onUseMatch,
  matchWording = BUILDING_WORDING,
}: AddressEntryStepViewProps) {
  const [address, setAddress] = useState(initial.address);
  const [lotAddress, setLotAddress] = useState(initial.addressDetail);
  const [building, setBuilding] = useState(initial.detailedAddress);
  const [buildingCode, setBuildingCode] = useState(initial.buildingCode);
  const [touched, setTouched] = useState(false);
  const [searching, setSearching] = useState(false);
  const widget = useRef<HTMLDivElement>(null);
  const empty = address.trim() === '';
  useEffect(() => {
    onTypedChange?.({ address: address.trim(), lotAddress: lotAddress.trim(), name: building.trim() });
  }, [address, lotAddress, building, onTypedChange]);
  // The widget draws into its box once the box is on screen.
  useEffect(() => {
    const element = widget.current;
    if (!searching || !element || !addressSearch) return;
    addressSearch(element, (found) => {
      setAddress(found.address);
      setLotAddress(found.lotAddress);
      setBuildingCode(found.buildingCode);
      if (asksBuildingName && found.buildingName) {
        setBuilding((typed) => (typed.trim() === '' ? found.buildingName : typed));
      }
      setSearching(false);
    });
  }, [searching, addressSearch, asksBuildingName]);
  return (
    <StepLayout
      frame={frame}
      title="새 건물 등록"
      helper={
        addressSearch
          ? '주소 검색으로 도로명 주소를 고르면 다음 화면에서 지도에 위치를 표시해요.'
          : '도로명 주소를 입력하면 다음 화면에서 지도에 위치를 표시해요.'
      }
      valid={!empty}
      onNext={() =>
        onSubmit({
          address: address.trim(),
          addressDetail: lotAddress.trim(),
          detailedAddress: asksBuildingName ? building.trim() : initial.detailedAddress,
          // A code belongs to the address the widget gave: typing in the address field drops it.
          buildingCode,
        })
      }
    >
      <div className="jb-writing-fields">
        {addressSearch && (
          <button
            type="button"
            className="jb-writing-link"
            onClick={() => setSearching(true)}
            aria-expanded={searching}
          >
            주소 검색
          </button>
        )}
        {searching && <div ref={widget} className="jb-writing-postcode" data-testid="postcode-widget" />}
        <TextField
          label="도로명 주소"
          placeholder="예) 경남 진주시 진주대로 501"
          autoComplete="street-address"
          required
          value={address}
          onValueChange={(value) => {
            setAddress(value);
            setBuildingCode(null);
          }}
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
        <div className="jb-place-match" aria-live="polite">
          {match && onUseMatch && (
            <section className="jb-place-selected" aria-label={matchWording.registered}>
              <p className="jb-place-name">
                {`${matchWording.registered}: ${match.place.name || match.place.address} (후기 ${match.place.reviewCount}개)`}
              </p>
              <p className="jb-writing-secondary">{match.place.address}</p>
              {match.place.lotAddress && (
                <p className="jb-writing-secondary">지번 {match.place.lotAddress}</p>
              )}
              {conflictText(match) && <p className="jb-writing-secondary">{conflictText(match)}</p>}
              <Button variant="secondary" onClick={() => onUseMatch(match.place)}>
                {matchWording.use}
              </Button>
            </section>
          )}
        </div>
        {onBackToSearch && (
          <button type="button" className="jb-writing-link" onClick={onBackToSearch}>
            등록된 건물에서 다시 찾기
          </button>
        )}
      </div>
    </StepLayout>
  );
}
