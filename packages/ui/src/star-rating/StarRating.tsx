import { formatRating, STAR_SCALE, toStarCount } from '@jjinbbang/domain';
import { useControllableState } from '@jjinbbang/hooks';
import * as React from 'react';
import { Button } from '../button';
import { cx } from '../internal/cx';
import './StarRating.css';

export type StarRatingSize = 'sm' | 'md' | 'lg';

function StarShape(props: React.ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...props}>
      <path d="M12 2.6l2.82 5.72 6.31.92-4.57 4.45 1.08 6.29L12 17.01l-5.64 2.97 1.08-6.29-4.57-4.45 6.31-.92z" />
    </svg>
  );
}

const defaultDisplayLabel = (rating: string, max: number) => `별점 ${max}점 만점에 ${rating}점`;

export interface StarRatingProps extends Omit<React.ComponentProps<'span'>, 'children'> {
  /** 별점(0~5). 소수는 반올림해 별을 채웁니다(4.5 → 5개). 숫자가 아니면 0으로 봅니다(스펙). */
  value: unknown;
  /** 별 크기. sm(12px, 목록 카드) · md(16px, 기본) · lg(24px, 상세 화면). */
  size?: StarRatingSize;
  /** stars(별 다섯 개) · compact(별 하나와 숫자 "4.5", 좁은 곳). */
  variant?: 'stars' | 'compact';
  /** 화면낭독기가 읽는 말을 만드는 규칙(개발용). 기본 "별점 5점 만점에 4점". */
  formatLabel?: (rating: string, max: number) => string;
}

/**
 * Read-only rating. Spec 000 §5: the rating is converted to a number (0 if invalid), rounded and shown as
 * filled and empty stars out of 5. Exposed to assistive technology as one image with a Korean name.
 */
export function StarRating({
  value,
  size = 'md',
  variant = 'stars',
  formatLabel = defaultDisplayLabel,
  className,
  ...props
}: StarRatingProps) {
  const classes = cx('jb-StarRating', className);
  if (variant === 'compact') {
    const rating = formatRating(value);
    return (
      <span
        role="img"
        aria-label={formatLabel(rating, STAR_SCALE)}
        data-component="StarRating"
        data-variant="compact"
        data-size={size}
        data-value={rating}
        className={classes}
        {...props}
      >
        <StarShape className="jb-StarRating-star" data-slot="star" data-filled="" />
        <span className="jb-StarRating-number" data-slot="number" aria-hidden="true">
          {rating}
        </span>
      </span>
    );
  }
  const count = toStarCount(value);
  return (
    <span
      role="img"
      aria-label={formatLabel(String(count), STAR_SCALE)}
      data-component="StarRating"
      data-variant="stars"
      data-size={size}
      data-value={count}
      className={classes}
      {...props}
    >
      {/* Each star is its drawing alone: a list page draws five per card. */}
      {Array.from({ length: STAR_SCALE }, (_, i) => (
        <StarShape
          // biome-ignore lint/suspicious/noArrayIndexKey: the five stars are positions, not items
          key={i}
          className="jb-StarRating-star"
          data-slot="star"
          data-filled={i < count ? '' : undefined}
        />
      ))}
    </span>
  );
}

export interface StarRatingInputProps
  extends Omit<React.ComponentProps<'div'>, 'defaultValue' | 'onChange' | 'children'> {
  /** 고른 별 수 1~5, 아직 안 골랐으면 0(화면이 직접 정할 때). */
  value?: number;
  /** 처음에 골라 둘 별 수. */
  defaultValue?: number;
  /** 별을 고르면 그 수와 함께 불립니다. */
  onValueChange?: (value: number) => void;
  /** 별 크기. sm · md · lg(기본 lg, 손가락으로 누르기 좋게). */
  size?: StarRatingSize;
  /** 폼으로 보낼 때의 이름(개발용). */
  name?: string;
  /** 꼭 골라야 하는지. */
  required?: boolean;
  /** 고를 수 없는 상태. 흐리게 보입니다. */
  disabled?: boolean;
  /** 화면낭독기가 별 묶음을 부르는 이름. 기본 "별점". */
  label?: string;
  /** 화면낭독기가 각 별을 읽는 말을 만드는 규칙(개발용). 기본 "별점 3점". */
  formatOptionLabel?: (stars: number) => string;
}

const defaultOptionLabel = (stars: number) => `별점 ${stars}점`;

/**
 * Star rating as a radio group of 1..5 (spec 001 §4: the rating modal takes 1 to 5 stars, hovering
 * previews them). Native radios give arrow-key selection and form participation.
 */
export function StarRatingInput({
  value: valueProp,
  defaultValue = 0,
  onValueChange,
  size = 'lg',
  name,
  required = false,
  disabled = false,
  label = '별점',
  formatOptionLabel = defaultOptionLabel,
  className,
  onPointerLeave,
  ...props
}: StarRatingInputProps) {
  const [value, setValue] = useControllableState({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });
  const [preview, setPreview] = React.useState<number | null>(null);
  const generatedName = React.useId();
  const groupName = name ?? generatedName;
  const shown = preview ?? value;
  const hasLabelledBy = props['aria-labelledby'] !== undefined;
  return (
    <div
      role="radiogroup"
      aria-label={hasLabelledBy ? undefined : label}
      aria-required={required || undefined}
      aria-disabled={disabled || undefined}
      data-component="StarRatingInput"
      data-size={size}
      data-value={value}
      data-previewing={preview !== null ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      className={cx('jb-StarRatingInput', className)}
      onPointerLeave={(event) => {
        onPointerLeave?.(event);
        if (!event.defaultPrevented) setPreview(null);
      }}
      {...props}
    >
      {Array.from({ length: STAR_SCALE }, (_, i) => {
        const stars = i + 1;
        return (
          <label
            key={stars}
            className="jb-StarRatingInput-option"
            data-slot="option"
            data-filled={stars <= shown ? '' : undefined}
            data-checked={stars === value ? '' : undefined}
            onPointerEnter={() => {
              if (!disabled) setPreview(stars);
            }}
          >
            <input
              type="radio"
              className="jb-StarRatingInput-radio jb-visually-hidden"
              data-slot="radio"
              name={groupName}
              value={stars}
              checked={stars === value}
              required={required}
              disabled={disabled}
              aria-label={formatOptionLabel(stars)}
              onChange={() => setValue(stars)}
            />
            <span className="jb-StarRatingInput-star" data-slot="star" aria-hidden="true">
              <StarShape />
            </span>
          </label>
        );
      })}
    </div>
  );
}

export interface RatingPromptProps
  extends Omit<React.ComponentProps<'div'>, 'defaultValue' | 'onSubmit' | 'title'> {
  /** 고른 별 수(화면이 직접 정할 때). */
  value?: number;
  /** 처음에 골라 둘 별 수. */
  defaultValue?: number;
  /** 별을 고르면 불립니다. */
  onValueChange?: (value: number) => void;
  /** 아래 버튼을 누르면 고른 별 수와 함께 불립니다. 별을 고르기 전에는 버튼이 꺼져 있습니다. */
  onSubmit?: (rating: number) => void;
  /** 별 위의 질문. 기본 "별점을 선택해 주세요". */
  title?: React.ReactNode;
  /** 질문 아래 설명. 예: "이 집에 대한 전체 만족도를 알려 주세요." */
  description?: React.ReactNode;
  /** 아래 버튼의 글자. 기본 "업로드". */
  submitLabel?: React.ReactNode;
  /** 보내는 중. 버튼에 스피너가 돌고 다시 누를 수 없습니다. */
  submitting?: boolean;
}

/**
 * Content of the rating modal/sheet (spec 001 §4): 1 to 5 stars are required, hover previews them and the
 * submit button stays disabled until a star is chosen. Place it inside a Modal or BottomSheet.
 */
export function RatingPrompt({
  value: valueProp,
  defaultValue = 0,
  onValueChange,
  onSubmit,
  title = '별점을 선택해 주세요',
  description,
  submitLabel = '업로드',
  submitting = false,
  className,
  ...props
}: RatingPromptProps) {
  const [value, setValue] = useControllableState({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });
  const titleId = React.useId();
  const descriptionId = React.useId();
  // spec 001 §5: rating 1 to 5
  const valid = value >= 1 && value <= STAR_SCALE;
  return (
    <div
      data-component="RatingPrompt"
      data-valid={valid ? '' : undefined}
      className={cx('jb-RatingPrompt', className)}
      {...props}
    >
      <div id={titleId} className="jb-RatingPrompt-title" data-slot="title">
        {title}
      </div>
      {description !== undefined && (
        <div id={descriptionId} className="jb-RatingPrompt-description" data-slot="description">
          {description}
        </div>
      )}
      <StarRatingInput
        className="jb-RatingPrompt-stars"
        value={value}
        onValueChange={setValue}
        aria-labelledby={titleId}
        aria-describedby={description !== undefined ? descriptionId : undefined}
        required
        disabled={submitting}
      />
      <Button
        className="jb-RatingPrompt-submit"
        data-slot="submit"
        size="lg"
        fullWidth
        disabled={!valid}
        loading={submitting}
        onClick={() => {
          if (valid) onSubmit?.(value);
        }}
      >
        {submitLabel}
      </Button>
    </div>
  );
}
