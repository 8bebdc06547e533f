import type * as React from 'react';
import { useId } from 'react';
import { Button } from '../button';
import { ChevronRightIcon } from '../icons';
import { cx } from '../internal/cx';

export interface PromoBannerProps extends Omit<React.ComponentProps<'section'>, 'title'> {
  title?: React.ReactNode;
  description?: React.ReactNode;
  /** Text of the default action button. */
  actionLabel?: string;
  /** Called by the default action button. */
  onAction?: () => void;
  /** Replaces the default button, e.g. `<Button asChild size="sm"><Link href="/auth/student/verify">…</Link></Button>`. */
  action?: React.ReactNode;
  /** Decorative artwork at the end. */
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
