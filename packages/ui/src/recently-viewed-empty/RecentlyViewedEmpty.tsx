import type * as React from 'react';
import { Button } from '../button';
import { MapIcon, PencilIcon } from '../icons';
import { cx } from '../internal/cx';
import { EmptyState, type EmptyStateProps } from '../state-view';
import './RecentlyViewedEmpty.css';

export interface RecentlyViewedEmptyProps extends Omit<EmptyStateProps, 'title' | 'hint'> {
  /** 제목. 기본 "최근 본 후기가 없어요". */
  title?: React.ReactNode;
  /** 안내 문장. 기본 "지도에서 우리 학교 근처 찐 후기를 둘러보세요". */
  hint?: React.ReactNode;
  /** 정하면 "지도 둘러보기" 버튼을 그리고, 누를 때 부릅니다. */
  onBrowseMap?: () => void;
  /** 지도 버튼의 글자. 기본 "지도 둘러보기". */
  browseLabel?: string;
}

/**
 * Home's recently-viewed section with nothing in it (spec 000 §2: icon, no recently viewed reviews, a
 * suggestion to browse the map, a pencil icon).
 */
export function RecentlyViewedEmpty({
  icon = <MapIcon size={40} />,
  title = '최근 본 후기가 없어요',
  hint = '지도에서 우리 학교 근처 찐 후기를 둘러보세요',
  onBrowseMap,
  browseLabel = '지도 둘러보기',
  action,
  headingLevel = 3,
  layout = 'inline',
  className,
  ...props
}: RecentlyViewedEmptyProps) {
  return (
    <EmptyState
      data-component="RecentlyViewedEmpty"
      className={cx('jb-RecentlyViewedEmpty', className)}
      icon={icon}
      title={title}
      hint={
        <>
          {hint}
          <PencilIcon data-slot="pencil" className="jb-RecentlyViewedEmpty-pencil" size={16} />
        </>
      }
      headingLevel={headingLevel}
      layout={layout}
      action={
        action ??
        (onBrowseMap && (
          <Button variant="secondary" size="sm" onClick={onBrowseMap}>
            {browseLabel}
          </Button>
        ))
      }
      {...props}
    />
  );
}
