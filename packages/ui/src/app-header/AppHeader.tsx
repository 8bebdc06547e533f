import type * as React from 'react';
import { IconButton } from '../button';
import { BackIcon } from '../icons';
import { cx } from '../internal/cx';
import './AppHeader.css';

export interface AppHeaderProps extends Omit<React.ComponentProps<'header'>, 'title'> {
  /** 왼쪽에 놓이는 로고(홈 화면). 뒤로 가기 버튼이 있으면 대신 그 버튼이 놓입니다. */
  logo?: React.ReactNode;
  /** 정하면 왼쪽에 뒤로 가기(‹) 버튼을 그리고, 누를 때 부릅니다. 상세 화면처럼 이전 화면이 있는 곳에 씁니다. */
  onBack?: () => void;
  /** 뒤로 가기 버튼을 화면낭독기가 읽는 이름. 기본 "뒤로 가기". */
  backLabel?: string;
  /** 가운데 화면 제목. 길면 한 줄에서 말줄임표로 줄어듭니다. */
  title?: React.ReactNode;
  /** 제목의 문서 단계(개발용). 화면의 첫 제목이면 1(기본), 이미 위에 제목이 있으면 2. */
  titleLevel?: 1 | 2;
  /** 오른쪽 끝에 놓이는 아이콘 버튼들(검색, 관심목록 등). */
  actions?: React.ReactNode;
  /** 켜면 화면을 내려도 머리글이 위에 붙어 있습니다. */
  sticky?: boolean;
}

export function AppHeader({
  logo,
  onBack,
  backLabel = '뒤로 가기',
  title,
  titleLevel = 1,
  actions,
  sticky = false,
  className,
  ...props
}: AppHeaderProps) {
  const Heading = titleLevel === 1 ? 'h1' : 'h2';
  return (
    <header
      data-component="AppHeader"
      data-sticky={sticky || undefined}
      className={cx('jb-AppHeader', className)}
      {...props}
    >
      <div className="jb-AppHeader-start" data-slot="start">
        {onBack ? (
          <IconButton label={backLabel} icon={<BackIcon />} onClick={onBack} data-slot="back" />
        ) : (
          logo && (
            <span className="jb-AppHeader-logo" data-slot="logo">
              {logo}
            </span>
          )
        )}
      </div>
      {title !== undefined && (
        <Heading className="jb-AppHeader-title" data-slot="title">
          {title}
        </Heading>
      )}
      <div className="jb-AppHeader-actions" data-slot="actions">
        {actions}
      </div>
    </header>
  );
}
