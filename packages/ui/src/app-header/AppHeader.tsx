import type * as React from 'react';
import { IconButton } from '../button';
import { BackIcon } from '../icons';
import { cx } from '../internal/cx';

export interface AppHeaderProps extends Omit<React.ComponentProps<'header'>, 'title'> {
  /** Logo shown at the start (home). Ignored when `onBack` shows a back button. */
  logo?: React.ReactNode;
  /** Shows a back button at the start and calls this when it is pressed. */
  onBack?: () => void;
  /** Accessible name of the back button. */
  backLabel?: string;
  /** Page title, centred. Rendered as a heading of `titleLevel`. */
  title?: React.ReactNode;
  titleLevel?: 1 | 2;
  /** Trailing actions (IconButtons, links). */
  actions?: React.ReactNode;
  /** Keeps the header pinned to the top while the page scrolls. */
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
