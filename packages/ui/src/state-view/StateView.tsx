import type * as React from 'react';
import { useId } from 'react';
import { Button } from '../button';
import { AlertIcon, PencilIcon } from '../icons';
import { cx } from '../internal/cx';
import './StateView.css';

interface StateViewBaseProps extends Omit<React.ComponentProps<'section'>, 'title'> {
  /** 제목 위 그림(꾸밈). 없애려면 비웁니다. */
  icon?: React.ReactNode;
  /** 무슨 일인지 알리는 제목. 예: "관심목록이 비어 있어요". */
  title?: React.ReactNode;
  /** 제목 아래 다음에 할 일을 알리는 문장. */
  hint?: React.ReactNode;
  /** 아래에 놓이는 버튼이나 링크(예: "홈으로"). */
  action?: React.ReactNode;
  /** 제목의 문서 단계(개발용). */
  headingLevel?: 1 | 2 | 3;
  /** page(화면 전체 높이 가운데) · inline(구역 안에 작게). */
  layout?: 'page' | 'inline';
}

function StateView({
  kind,
  icon,
  title,
  hint,
  action,
  headingLevel = 2,
  layout = 'page',
  className,
  children,
  ...props
}: StateViewBaseProps & { kind: 'error' | 'empty'; title: React.ReactNode }) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      aria-labelledby={titleId}
      data-component={kind === 'error' ? 'ErrorState' : 'EmptyState'}
      data-kind={kind}
      data-layout={layout}
      className={cx('jb-StateView', className)}
      {...props}
    >
      {icon && (
        <span className="jb-StateView-icon" data-slot="icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading id={titleId} className="jb-StateView-title" data-slot="title">
        {title}
      </Heading>
      {hint && (
        <p className="jb-StateView-hint" data-slot="hint">
          {hint}
        </p>
      )}
      {children}
      {action && (
        <div className="jb-StateView-action" data-slot="action">
          {action}
        </div>
      )}
    </section>
  );
}

export interface ErrorStateProps extends StateViewBaseProps {
  /** 정하면 "다시 시도" 버튼을 그리고, 누를 때 부릅니다. */
  onRetry?: () => void;
  /** 다시 시도 버튼의 글자. 기본 "다시 시도". */
  retryLabel?: string;
}

/** decisions.md: a designed Korean error page — what happened, a way home, retry where it helps. */
export function ErrorState({
  icon = <AlertIcon size={48} />,
  title = '문제가 생겼어요',
  hint = '잠시 후 다시 시도해 주세요. 문제가 계속되면 홈으로 돌아가 주세요.',
  onRetry,
  retryLabel = '다시 시도',
  action,
  ...props
}: ErrorStateProps) {
  const actions =
    onRetry || action ? (
      <>
        {onRetry && (
          <Button variant="primary" onClick={onRetry}>
            {retryLabel}
          </Button>
        )}
        {action}
      </>
    ) : undefined;
  return <StateView kind="error" icon={icon} title={title} hint={hint} action={actions} {...props} />;
}

export interface EmptyStateProps extends StateViewBaseProps {}

export function EmptyState({
  icon = <PencilIcon size={48} />,
  title = '아직 내용이 없어요',
  ...props
}: EmptyStateProps) {
  return <StateView kind="empty" icon={icon} title={title} {...props} />;
}
