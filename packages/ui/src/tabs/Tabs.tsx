import * as RadixTabs from 'radix-ui/tabs';
import type * as React from 'react';
import { cx } from '../internal/cx';
import './Tabs.css';

export interface TabsRootProps extends React.ComponentProps<typeof RadixTabs.Root> {
  /** 열린 탭의 값(화면이 직접 정할 때). */
  value?: string;
  /** 처음 열 탭의 값. */
  defaultValue?: string;
  /** 다른 탭을 열면 그 값과 함께 불립니다. */
  onValueChange?: (value: string) => void;
  /** automatic(기본, 화살표로 옮기면 바로 열림) · manual(옮긴 뒤 Enter나 Space로 열기: 여는 데 시간이 걸릴 때). */
  activationMode?: 'automatic' | 'manual';
}

/** The tabs and their panels. `value` / `defaultValue` / `onValueChange` choose the open tab. */
function TabsRoot({ className, ...props }: TabsRootProps) {
  return <RadixTabs.Root data-component="Tabs" className={cx('jb-Tabs', className)} {...props} />;
}

export interface TabsListProps extends React.ComponentProps<typeof RadixTabs.List> {
  /** 화면낭독기가 탭 묶음을 부르는 이름. 예: "신고 상태". */
  label?: string;
  /** sm(40px, 패널 안) · md(48px, 기본, 화면 위). */
  size?: 'sm' | 'md';
}

/** The row of tabs; ←/→ move between them, Home/End jump to the ends. Scrolls sideways when it does not fit. */
function TabsList({ label, size = 'md', className, ...props }: TabsListProps) {
  return (
    <RadixTabs.List
      aria-label={label}
      data-slot="list"
      data-size={size}
      className={cx('jb-Tabs-list', className)}
      {...props}
    />
  );
}

const numberFormat = new Intl.NumberFormat('ko-KR');

export interface TabsTriggerProps extends React.ComponentProps<typeof RadixTabs.Trigger> {
  /** 이 탭을 가리키는 값(개발용). */
  value: string;
  /** 탭 이름 옆에 보일 개수(예: 접수 12). 화면낭독기는 "접수 12건"으로 읽습니다. */
  count?: number;
  /** 이보다 크면 "999+"처럼 줄여 보입니다. 기본 999. 화면낭독기는 정확한 수를 읽습니다. */
  maxCount?: number;
  /** 화면낭독기가 개수를 읽는 말. 기본 "12건". */
  formatCount?: (count: number) => string;
  /** 탭 이름. 짧게: "접수", "처리완료". */
  children?: React.ReactNode;
  /** 고를 수 없는 탭. */
  disabled?: boolean;
}

function TabsTrigger({
  count,
  maxCount = 999,
  formatCount = (n) => `${numberFormat.format(n)}건`,
  className,
  children,
  ...props
}: TabsTriggerProps) {
  return (
    <RadixTabs.Trigger data-slot="trigger" className={cx('jb-Tabs-trigger', className)} {...props}>
      <span className="jb-Tabs-label">{children}</span>
      {count !== undefined && (
        <>
          <span className="jb-Tabs-count" data-slot="count" aria-hidden="true">
            {count > maxCount ? `${numberFormat.format(maxCount)}+` : numberFormat.format(count)}
          </span>
          <span className="jb-visually-hidden"> {formatCount(count)}</span>
        </>
      )}
    </RadixTabs.Trigger>
  );
}

export interface TabsContentProps extends React.ComponentProps<typeof RadixTabs.Content> {
  /** 이 내용을 여는 탭의 값(개발용). */
  value: string;
}

/** One tab's panel, named by its tab. */
function TabsContent({ className, ...props }: TabsContentProps) {
  return <RadixTabs.Content data-slot="content" className={cx('jb-Tabs-content', className)} {...props} />;
}

export const Tabs = { Root: TabsRoot, List: TabsList, Trigger: TabsTrigger, Content: TabsContent };
