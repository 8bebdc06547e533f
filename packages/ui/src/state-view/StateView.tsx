import type * as React from 'react';
import { useId } from 'react';
import { Button } from '../button';
import { AlertIcon, PencilIcon } from '../icons';
import { cx } from '../internal/cx';

interface StateViewBaseProps extends Omit<React.ComponentProps<'section'>, 'title'> {
  /** Decorative icon above the title; pass `null` for none. */
  icon?: React.ReactNode;
  title?: React.ReactNode;
  /** A sentence under the title that says what to do next. */
  hint?: React.ReactNode;
  /** Buttons or links under the hint (e.g. `<Button asChild><Link href="/">홈으로</Link></Button>`). */
  action?: React.ReactNode;
  headingLevel?: 1 | 2 | 3;
  /** `page` fills the screen height and centres; `inline` sits inside a section. */
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
  /** Shows a retry button that calls this. */
  onRetry?: () => void;
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
