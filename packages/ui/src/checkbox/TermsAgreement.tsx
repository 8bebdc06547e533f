import { useControllableState } from '@jjinbbang/hooks';
import type * as React from 'react';
import { useId } from 'react';
import { ChevronRightIcon } from '../icons';
import { cx } from '../internal/cx';
import { Checkbox } from './Checkbox';
import './Checkbox.css';

export interface TermsItem {
  id: string;
  label: string;
  required: boolean;
  /** Whether a "보기" button opens the full text. */
  hasDetail?: boolean;
}

/** spec 000 §5: three required agreements — age 14 or older, service terms, privacy terms. */
export const DEFAULT_TERMS_ITEMS: readonly TermsItem[] = [
  { id: 'age', label: '만 14세 이상이에요', required: true },
  { id: 'service', label: '찐빵 서비스 이용약관 동의', required: true, hasDetail: true },
  { id: 'privacy', label: '개인정보 수집 및 이용 동의', required: true, hasDetail: true },
];

/** True when every required item is among the checked ids (spec 000 §5: confirm needs all three). */
export function isTermsComplete(items: readonly TermsItem[], checked: readonly string[]): boolean {
  return items.every((item) => !item.required || checked.includes(item.id));
}

export interface TermsAgreementProps
  extends Omit<React.ComponentProps<'fieldset'>, 'defaultValue' | 'onChange'> {
  /** 동의 항목들: 이름, 필수 여부, 전문 "보기" 버튼 여부. 기본은 회원가입 약관 네 가지. */
  items?: readonly TermsItem[];
  /** 체크된 항목들의 id(화면이 직접 정할 때). */
  value?: string[];
  /** 처음에 체크해 둘 항목들의 id. */
  defaultValue?: string[];
  /** 체크가 바뀔 때 체크된 항목 id 목록과 함께 불립니다. */
  onValueChange?: (checked: string[]) => void;
  /** 항목의 "보기"를 누르면 그 항목 id와 함께 불립니다(전문을 여는 것은 화면의 몫). */
  onViewDetail?: (id: string) => void;
  /** 묶음의 제목. 기본 "약관 동의". */
  legend?: React.ReactNode;
  /** 제목을 눈에는 숨기고 화면낭독기에만 읽힙니다(화면에 이미 제목이 있을 때). */
  hideLegend?: boolean;
  /** "모두 동의" 줄의 글자. 누르면 모든 항목이 함께 체크되거나 풀립니다. */
  allLabel?: string;
  /** 필수 항목 뒤 표시. 기본 "(필수)". */
  requiredMark?: string;
  /** 선택 항목 뒤 표시. 기본 "(선택)". */
  optionalMark?: string;
  /** 전문 보기 버튼의 글자. 기본 "보기". */
  detailLabel?: string;
}

export function TermsAgreement({
  items = DEFAULT_TERMS_ITEMS,
  value,
  defaultValue = [],
  onValueChange,
  onViewDetail,
  legend = '약관 동의',
  hideLegend = true,
  allLabel = '모두 동의',
  requiredMark = '(필수)',
  optionalMark = '(선택)',
  detailLabel = '보기',
  className,
  ...props
}: TermsAgreementProps) {
  const [checked, setChecked] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const baseId = useId();
  // spec 000 §5: "agree all" is on exactly when every item is on.
  const allChecked = items.length > 0 && items.every((item) => checked.includes(item.id));

  return (
    <fieldset
      data-component="TermsAgreement"
      data-complete={isTermsComplete(items, checked) || undefined}
      className={cx('jb-TermsAgreement', className)}
      {...props}
    >
      <legend className={hideLegend ? 'jb-visually-hidden' : 'jb-TermsAgreement-legend'} data-slot="legend">
        {legend}
      </legend>
      <Checkbox
        id={`${baseId}-all`}
        variant="emphasis"
        label={allLabel}
        checked={allChecked}
        onCheckedChange={(on) => setChecked(on ? items.map((item) => item.id) : [])}
        data-slot="all"
        className="jb-TermsAgreement-all"
      />
      <ul className="jb-TermsAgreement-list" data-slot="list">
        {items.map((item) => {
          const labelText = `${item.label} ${item.required ? requiredMark : optionalMark}`;
          return (
            <li key={item.id} className="jb-TermsAgreement-item" data-slot="item">
              <Checkbox
                id={`${baseId}-${item.id}`}
                label={
                  <>
                    {item.label}{' '}
                    <span className="jb-TermsAgreement-mark" data-required={item.required || undefined}>
                      {item.required ? requiredMark : optionalMark}
                    </span>
                  </>
                }
                checked={checked.includes(item.id)}
                onCheckedChange={(on) =>
                  setChecked(
                    on
                      ? items.filter((i) => i.id === item.id || checked.includes(i.id)).map((i) => i.id)
                      : checked.filter((id) => id !== item.id),
                  )
                }
              />
              {item.hasDetail && onViewDetail && (
                <button
                  type="button"
                  className="jb-TermsAgreement-detail"
                  data-slot="detail"
                  aria-label={`${labelText} ${detailLabel}`}
                  onClick={() => onViewDetail(item.id)}
                >
                  {detailLabel}
                  <ChevronRightIcon size={14} />
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
