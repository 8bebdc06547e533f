import type * as React from 'react';
import { useId } from 'react';
import { Button } from '../button';
import { ChevronRightIcon } from '../icons';
import { cx } from '../internal/cx';
import './PromoBanner.css';

export interface PromoBannerProps extends Omit<React.ComponentProps<'section'>, 'title'> {
  /** 배너 제목. 기본 "진짜 후기는 인증된 학생에게서". */
  title?: React.ReactNode;
  /** 제목 아래 설명. */
  description?: React.ReactNode;
  /** 버튼의 글자. 기본 "학교 인증하기". */
  actionLabel?: string;
  /** 버튼을 누르면 불립니다. */
  onAction?: () => void;
  /** 기본 버튼 대신 놓을 버튼이나 링크(개발용). */
  action?: React.ReactNode;
  /** 오른쪽 그림(꾸밈). */
  illustration?: React.ReactNode;
}

// spec 000 §1: the banner invites users who want real reviews from verified students.
export function PromoBanner({
  title = '진짜 후기는 인증된 학생에게서',
  description = '학교 인증을 마치면 우리 학교 학생들이 남긴 자취방 후기를 무료로 볼 수 있어요.',
  actionLabel = '학교 인증하기',
  onAction,
  action,
  illustration,
  className,
  ...props
}: PromoBannerProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-component="PromoBanner"
      className={cx('jb-PromoBanner', className)}
      {...props}
    >
      <div className="jb-PromoBanner-body" data-slot="body">
        <h2 id={titleId} className="jb-PromoBanner-title" data-slot="title">
          {title}
        </h2>
        {description && (
          <p className="jb-PromoBanner-description" data-slot="description">
            {description}
          </p>
        )}
        <div className="jb-PromoBanner-action" data-slot="action">
          {action ?? (
            <Button size="sm" variant="primary" onClick={onAction}>
              {actionLabel}
              <ChevronRightIcon size={16} />
            </Button>
          )}
        </div>
      </div>
      {illustration && (
        <div className="jb-PromoBanner-illustration" data-slot="illustration" aria-hidden="true">
          {illustration}
        </div>
      )}
    </section>
  );
}
