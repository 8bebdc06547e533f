import type * as React from 'react';
import { HeartIcon, HomeIcon, MapIcon, UserIcon } from '../icons';
import { cx } from '../internal/cx';

export interface BottomNavItem {
  /** Identifies the tab; the tab whose value equals `value` is the current page. */
  value: string;
  label: string;
  href: string;
  icon: React.ReactNode;
}

/** Props the nav puts on each link; spread them onto the router's link (it must render an `<a>`). */
export type BottomNavLinkProps = React.ComponentProps<'a'> & {
  href: string;
  'data-slot'?: string;
  'data-active'?: boolean;
};

export interface BottomNavProps extends Omit<React.ComponentProps<'nav'>, 'children'> {
  /** Tabs in order. Defaults to 홈, 관심목록, 지도, 나의 찐빵. */
  items?: readonly BottomNavItem[];
  /** Value of the current tab (it gets aria-current="page"). */
  value?: string;
  /** spec 000 §2: hidden on auth, account, review-writing, building and report pages. */
  hidden?: boolean;
  /** Renders each link, so the app can use its router: `renderLink={(props) => <Link {...props} />}`. */
  renderLink?: (props: BottomNavLinkProps, item: BottomNavItem) => React.ReactNode;
  /** Accessible name of the nav landmark. */
  label?: string;
}

export const DEFAULT_BOTTOM_NAV_ITEMS: readonly BottomNavItem[] = [
  { value: 'home', label: '홈', href: '/', icon: <HomeIcon /> },
  { value: 'heart', label: '관심목록', href: '/heart', icon: <HeartIcon /> },
  { value: 'map', label: '지도', href: '/map', icon: <MapIcon /> },
  { value: 'mypage', label: '나의 찐빵', href: '/mypage', icon: <UserIcon /> },
];

const defaultRenderLink = (props: BottomNavLinkProps) => <a {...props} />;

export function BottomNav({
  items = DEFAULT_BOTTOM_NAV_ITEMS,
  value,
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
          const current = item.value === value;
          return (
            <li key={item.value} className="jb-BottomNav-item" data-slot="item">
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
