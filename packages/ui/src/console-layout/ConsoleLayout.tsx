import * as Slot from 'radix-ui/slot';
import * as React from 'react';
import { Badge } from '../badge';
import { cx } from '../internal/cx';
import './ConsoleLayout.css';

// The frame of a desktop back office: a left sidebar (brand, navigation in sections with counts), a top bar
// (the page's title and actions) and the main area. Below 768 px the sidebar becomes a strip above the page.

const MainIdContext = React.createContext<string | undefined>(undefined);

export interface ConsoleLayoutRootProps extends React.ComponentProps<'div'> {
  /** 맨 처음 Tab에 나타나는 "본문으로 건너뛰기" 링크의 글자. */
  skipLinkLabel?: string;
}

/** The whole page: Sidebar, Header and Main inside, with a skip link to the main area first. */
function ConsoleLayoutRoot({
  skipLinkLabel = '본문으로 건너뛰기',
  className,
  children,
  ...props
}: ConsoleLayoutRootProps) {
  const mainId = React.useId();
  return (
    <MainIdContext value={mainId}>
      <div data-component="ConsoleLayout" className={cx('jb-ConsoleLayout', className)} {...props}>
        <a
          href={`#${mainId}`}
          className="jb-ConsoleLayout-skip"
          data-slot="skip-link"
          // Focus moves without a hash change, which an app's router would take for a new address.
          onClick={(event) => {
            event.preventDefault();
            event.currentTarget.ownerDocument.getElementById(mainId)?.focus();
          }}
        >
          {skipLinkLabel}
        </a>
        {children}
      </div>
    </MainIdContext>
  );
}

/** The left column: Brand, Nav and anything else (the signed-in staff member at the bottom). */
function ConsoleLayoutSidebar({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="sidebar" className={cx('jb-ConsoleLayout-sidebar', className)} {...props} />;
}

export interface ConsoleLayoutBrandProps extends React.ComponentProps<'div'> {
  /** 로고나 이름을 첫 화면 링크 같은 다른 요소로 그립니다(개발용). */
  asChild?: boolean;
}

/** The product's name at the top of the sidebar, e.g. "찐빵 운영". */
function ConsoleLayoutBrand({ asChild = false, className, ...props }: ConsoleLayoutBrandProps) {
  const Component = asChild ? Slot.Root : 'div';
  return <Component data-slot="brand" className={cx('jb-ConsoleLayout-brand', className)} {...props} />;
}

export interface ConsoleLayoutNavProps extends React.ComponentProps<'nav'> {
  /** 화면낭독기가 메뉴를 부르는 이름. 기본 "운영 메뉴". */
  label?: string;
}

function ConsoleLayoutNav({ label = '운영 메뉴', className, ...props }: ConsoleLayoutNavProps) {
  return (
    <nav aria-label={label} data-slot="nav" className={cx('jb-ConsoleLayout-nav', className)} {...props} />
  );
}

export interface ConsoleLayoutNavSectionProps extends Omit<React.ComponentProps<'div'>, 'title'> {
  /** 묶음의 제목. 예: "검수", "관리". */
  title: React.ReactNode;
}

/** A titled group of NavItems. */
function ConsoleLayoutNavSection({ title, className, children, ...props }: ConsoleLayoutNavSectionProps) {
  const titleId = React.useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of links, not a form fieldset
    <div
      role="group"
      aria-labelledby={titleId}
      data-slot="nav-section"
      className={cx('jb-ConsoleLayout-section', className)}
      {...props}
    >
      <p id={titleId} className="jb-ConsoleLayout-sectionTitle">
        {title}
      </p>
      <ul className="jb-ConsoleLayout-items">{children}</ul>
    </div>
  );
}

export interface ConsoleLayoutNavItemProps extends React.ComponentProps<'a'> {
  /** 지금 보고 있는 화면의 메뉴. 강조되고 화면낭독기가 "현재 페이지"로 읽습니다. */
  active?: boolean;
  /** 글자 앞 아이콘(꾸밈). */
  icon?: React.ReactNode;
  /** 글자 뒤 숫자(대기 중인 건수). 0이나 비우면 보이지 않습니다. */
  count?: number;
  /** 화면낭독기가 숫자를 읽는 말. 기본 "12건". */
  formatCount?: (count: number) => string;
  /** 라우터의 링크를 그대로 씁니다: `<NavItem asChild><Link href="/reports">신고</Link></NavItem>`(개발용). */
  asChild?: boolean;
}

const numberFormat = new Intl.NumberFormat('ko-KR');

/** One link of the navigation, with an optional icon and count. */
function ConsoleLayoutNavItem({
  active = false,
  icon,
  count,
  formatCount = (n) => `${numberFormat.format(n)}건`,
  asChild = false,
  className,
  children,
  ...props
}: ConsoleLayoutNavItemProps) {
  const Component = asChild ? Slot.Root : 'a';
  return (
    <li className="jb-ConsoleLayout-item">
      <Component
        data-slot="nav-item"
        data-active={active || undefined}
        aria-current={active ? 'page' : undefined}
        className={cx('jb-ConsoleLayout-link', className)}
        {...props}
      >
        {icon && (
          <span className="jb-ConsoleLayout-icon" aria-hidden="true">
            {icon}
          </span>
        )}
        <Slot.Slottable>{children}</Slot.Slottable>
        {count !== undefined && count > 0 && (
          <>
            <Badge
              size="sm"
              tone={active ? 'brand' : 'neutral'}
              className="jb-ConsoleLayout-count"
              aria-hidden="true"
            >
              {count > 999 ? '999+' : numberFormat.format(count)}
            </Badge>
            <span className="jb-visually-hidden"> {formatCount(count)}</span>
          </>
        )}
      </Component>
    </li>
  );
}

export interface ConsoleLayoutHeaderProps extends Omit<React.ComponentProps<'header'>, 'title'> {
  /** 화면의 제목(h1). 예: "신고". */
  title?: React.ReactNode;
}

/** The top bar: the page's title on the left, its actions (and the staff member) on the right. */
function ConsoleLayoutHeader({ title, className, children, ...props }: ConsoleLayoutHeaderProps) {
  return (
    <header data-slot="header" className={cx('jb-ConsoleLayout-header', className)} {...props}>
      {title && <h1 className="jb-ConsoleLayout-title">{title}</h1>}
      <div className="jb-ConsoleLayout-actions">{children}</div>
    </header>
  );
}

/** The page's own content; the skip link lands here. */
function ConsoleLayoutMain({ className, ...props }: React.ComponentProps<'main'>) {
  const id = React.use(MainIdContext);
  return (
    <main
      id={id}
      tabIndex={-1}
      data-slot="main"
      className={cx('jb-ConsoleLayout-main', className)}
      {...props}
    />
  );
}

export const ConsoleLayout = {
  Root: ConsoleLayoutRoot,
  Sidebar: ConsoleLayoutSidebar,
  Brand: ConsoleLayoutBrand,
  Nav: ConsoleLayoutNav,
  NavSection: ConsoleLayoutNavSection,
  NavItem: ConsoleLayoutNavItem,
  Header: ConsoleLayoutHeader,
  Main: ConsoleLayoutMain,
};
