import { useControllableState } from '@jjinbbang/hooks';
import type * as React from 'react';
import { BackIcon, ChevronRightIcon } from '../icons';
import { cx } from '../internal/cx';
import { Select } from '../select';
import { pageItems } from './pageItems';
import './Pagination.css';

export interface PaginationProps extends Omit<React.ComponentProps<'div'>, 'onChange'> {
  /** 지금 쪽(1부터). 화면이 직접 정할 때. */
  page?: number;
  /** 처음 쪽. 기본 1. */
  defaultPage?: number;
  /** 다른 쪽을 고르면 그 쪽 번호(1부터)와 함께 불립니다. */
  onPageChange?: (page: number) => void;
  /** 전체 쪽 수. 0이면 쪽 단추 없이 "이전"·"다음"만 비활성으로 보입니다. */
  pageCount: number;
  /** 지금 쪽 양옆에 보일 쪽 수. 기본 1(예: 1 … 4 5 6 … 20). */
  siblingCount?: number;
  /** 한 쪽에 보일 개수. 정하면 오른쪽에 개수 고르기가 생깁니다. */
  pageSize?: number;
  /** 개수를 바꾸면 새 개수와 함께 불립니다. */
  onPageSizeChange?: (pageSize: number) => void;
  /** 고를 수 있는 쪽당 개수. 기본 10, 20, 50, 100. */
  pageSizeOptions?: readonly number[];
  /** 전체 항목 수. 정하면 왼쪽에 "전체 124건 중 21–40"이 보입니다. */
  totalCount?: number;
  /** 모든 단추를 누를 수 없는 상태(불러오는 중). */
  disabled?: boolean;
  /** 화면낭독기가 쪽 이동 묶음을 부르는 이름. 기본 "쪽 이동". */
  label?: string;
  /** 이전 단추의 글자. 기본 "이전". */
  previousLabel?: string;
  /** 다음 단추의 글자. 기본 "다음". */
  nextLabel?: string;
  /** 쪽 단추를 화면낭독기가 읽는 말. 기본 "3쪽". */
  formatPageLabel?: (page: number) => string;
  /** 쪽당 개수 고르기의 이름. 기본 "쪽당 개수". */
  pageSizeLabel?: string;
  /** 쪽당 개수 항목의 글자. 기본 "20개씩". */
  formatPageSize?: (pageSize: number) => string;
  /** 왼쪽 요약의 글자. 기본 "전체 124건 중 21–40"(없으면 "전체 0건"). */
  formatRange?: (range: { from: number; to: number; total: number }) => string;
}

const DEFAULT_PAGE_SIZES = [10, 20, 50, 100] as const;
const numberFormat = new Intl.NumberFormat('ko-KR');

export const defaultFormatRange = ({ from, to, total }: { from: number; to: number; total: number }) =>
  total === 0
    ? '전체 0건'
    : `전체 ${numberFormat.format(total)}건 중 ${numberFormat.format(from)}–${numberFormat.format(to)}`;

/** Page numbers with gaps, previous and next, and an optional page-size choice and "전체 n건" summary. */
export function Pagination({
  page,
  defaultPage = 1,
  onPageChange,
  pageCount,
  siblingCount = 1,
  pageSize,
  onPageSizeChange,
  pageSizeOptions = DEFAULT_PAGE_SIZES,
  totalCount,
  disabled = false,
  label = '쪽 이동',
  previousLabel = '이전',
  nextLabel = '다음',
  formatPageLabel = (n) => `${n}쪽`,
  pageSizeLabel = '쪽당 개수',
  formatPageSize = (n) => `${n}개씩`,
  formatRange = defaultFormatRange,
  className,
  ...props
}: PaginationProps) {
  const [rawPage, setPage] = useControllableState({
    value: page,
    defaultValue: defaultPage,
    onChange: onPageChange,
  });
  const count = Math.max(0, Math.floor(pageCount));
  const current = Math.min(Math.max(1, rawPage), Math.max(1, count));
  const go = (next: number) => setPage(Math.min(Math.max(1, next), count));
  const sizes =
    pageSize !== undefined && !pageSizeOptions.includes(pageSize)
      ? [...pageSizeOptions, pageSize].sort((a, b) => a - b)
      : pageSizeOptions;

  return (
    <div data-component="Pagination" className={cx('jb-Pagination', className)} {...props}>
      {totalCount !== undefined && (
        <p className="jb-Pagination-summary" data-slot="summary" aria-live="polite">
          {formatRange({
            from: totalCount === 0 ? 0 : (current - 1) * (pageSize ?? 0) + 1,
            to: pageSize === undefined ? totalCount : Math.min(totalCount, current * pageSize),
            total: totalCount,
          })}
        </p>
      )}
      <nav aria-label={label} className="jb-Pagination-nav" data-slot="nav">
        <button
          type="button"
          className="jb-Pagination-step"
          data-slot="previous"
          disabled={disabled || current <= 1}
          onClick={() => go(current - 1)}
        >
          <BackIcon size={16} />
          <span className="jb-Pagination-stepLabel">{previousLabel}</span>
        </button>
        <ol className="jb-Pagination-pages" data-slot="pages">
          {pageItems(current, count, siblingCount).map((item) =>
            typeof item === 'number' ? (
              <li key={item}>
                <button
                  type="button"
                  className="jb-Pagination-page"
                  data-slot="page"
                  aria-current={item === current ? 'page' : undefined}
                  disabled={disabled}
                  onClick={() => go(item)}
                >
                  {/* The digit is what sighted users see; "3쪽" is what a screen reader says. */}
                  <span aria-hidden="true">{item}</span>
                  <span className="jb-visually-hidden">{formatPageLabel(item)}</span>
                </button>
              </li>
            ) : (
              <li key={item} className="jb-Pagination-gap" data-slot="gap" aria-hidden="true">
                …
              </li>
            ),
          )}
        </ol>
        <button
          type="button"
          className="jb-Pagination-step"
          data-slot="next"
          disabled={disabled || current >= count}
          onClick={() => go(current + 1)}
        >
          <span className="jb-Pagination-stepLabel">{nextLabel}</span>
          <ChevronRightIcon size={16} />
        </button>
      </nav>
      {pageSize !== undefined && onPageSizeChange && (
        <Select
          className="jb-Pagination-size"
          label={pageSizeLabel}
          hideLabel
          size="sm"
          disabled={disabled}
          value={String(pageSize)}
          onValueChange={(next) => onPageSizeChange(Number(next))}
          options={sizes.map((size) => ({ value: String(size), label: formatPageSize(size) }))}
        />
      )}
    </div>
  );
}
