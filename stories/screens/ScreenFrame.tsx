// Layout helpers for the screen stories only: a 390 px phone frame and titled sections, styled with tokens.
import { BottomNav, HeartIcon, HomeIcon, MapIcon, UserIcon } from '@jjinbbang/ui';
import type * as React from 'react';
import { useId } from 'react';

export function ScreenFrame({
  nav,
  children,
}: {
  /** The bottom-nav tab to mark current; omit on pages that hide the nav (spec 000 §2). */
  nav?: 'home' | 'heart' | 'map' | 'mypage';
  children: React.ReactNode;
}) {
  return (
    <div
      data-jb-root
      style={{
        position: 'relative',
        width: 'var(--jb-layout-design-width)',
        minHeight: 844,
        margin: '0 auto',
        background: 'var(--jb-color-surface)',
        paddingBottom: nav ? 'var(--jb-bottom-nav-height)' : undefined,
      }}
    >
      {children}
      {nav && (
        <BottomNav
          items={[
            { label: '홈', href: '#home', icon: <HomeIcon />, active: nav === 'home' },
            { label: '관심목록', href: '#heart', icon: <HeartIcon />, active: nav === 'heart' },
            { label: '지도', href: '#map', icon: <MapIcon />, active: nav === 'map' },
            { label: '나의 찐빵', href: '#mypage', icon: <UserIcon />, active: nav === 'mypage' },
          ]}
        />
      )}
    </div>
  );
}

export function Section({
  title,
  action,
  children,
  muted = false,
}: {
  title: React.ReactNode;
  action?: React.ReactNode;
  children: React.ReactNode;
  muted?: boolean;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      style={{
        padding: 'var(--jb-space-6) var(--jb-space-page)',
        background: muted ? 'var(--jb-color-surface-muted)' : undefined,
      }}
    >
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 'var(--jb-space-3)',
        }}
      >
        <h2
          id={id}
          style={{
            margin: '0 0 var(--jb-space-3)',
            fontSize: 'var(--jb-font-size-lg)',
            fontWeight: 'var(--jb-font-weight-bold)',
            letterSpacing: 'var(--jb-letter-spacing-tight)',
          }}
        >
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export const textStyle = {
  primary: { margin: 0, color: 'var(--jb-color-text-primary)', fontSize: 'var(--jb-font-size-md)' },
  secondary: { margin: 0, color: 'var(--jb-color-text-secondary)', fontSize: 'var(--jb-font-size-sm)' },
} satisfies Record<string, React.CSSProperties>;

export function Logo() {
  return (
    <span
      style={{
        color: 'var(--jb-color-text-brand)',
        fontSize: 'var(--jb-font-size-xl)',
        fontWeight: 'var(--jb-font-weight-bold)',
        letterSpacing: 'var(--jb-letter-spacing-tight)',
      }}
    >
      찐빵
    </span>
  );
}
