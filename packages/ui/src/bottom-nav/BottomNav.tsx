import type * as React from 'react';
import { cx } from '../internal/cx';
import './BottomNav.css';

export interface BottomNavItem {
  label: string;
  /** The app's address for the tab; the nav never makes one up. */
  href: string;
  icon: React.ReactNode;
  /** The current page's tab (it gets aria-current="page"). */
  active?: boolean;
}

/** Props the nav puts on each link; spread them onto the router's link (it must render an `<a>`). */
export type BottomNavLinkProps = React.ComponentProps<'a'> & {
  href: string;
  'data-slot'?: string;
  'data-active'?: boolean;
};

export interface BottomNavProps extends Omit<React.ComponentProps<'nav'>, 'children'> {
  /** Tabs in order, given by the app (its routes own the addresses). */
  items: readonly BottomNavItem[];
  /** Hides the nav on pages without it (the app decides which). */
  hidden?: boolean;
  /** Renders each link, so the app can use its router: `renderLink={(props) => <Link {...props} />}`. */
  renderLink?: (props: BottomNavLinkProps, item: BottomNavItem) => React.ReactNode;
  /** Accessible name of the nav landmark. */
  label?: string;
}

const defaultRenderLink = (props: BottomNavLinkProps) => <a {...props} />;

export function BottomNav({
  items,
  hidden = false,
  renderLink = defaultRenderLink,
  label = '주요 메뉴',
  className,
  ...props
}: BottomNavProps) {
  return (
    <nav
      aria-label={label}
      hidden={hidden}
      data-component="BottomNav"
      data-state={hidden ? 'hidden' : 'visible'}
      className={cx('jb-BottomNav', className)}
      {...props}
    >
      <ul className="jb-BottomNav-list" data-slot="list">
        {items.map((item) => {
          const current = item.active === true;
          return (
            <li key={item.href} className="jb-BottomNav-item" data-slot="item">
              {renderLink(
                {
                  href: item.href,
                  className: 'jb-BottomNav-link',
                  'aria-current': current ? 'page' : undefined,
                  'data-slot': 'link',
                  'data-active': current || undefined,
                  children: (
                    <>
                      <span className="jb-BottomNav-icon" data-slot="icon" aria-hidden="true">
                        {item.icon}
                      </span>
                      <span className="jb-BottomNav-label" data-slot="label">
                        {item.label}
                      </span>
                    </>
                  ),
                },
                item,
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
