import { STAFF_ROLE_LABELS, type StaffRole } from '@jjinbbang/domain';
import {
  AlertIcon,
  Button,
  CheckIcon,
  ConsoleLayout,
  HomeIcon,
  PencilIcon,
  SearchIcon,
  UserIcon,
} from '@jjinbbang/ui';
import type * as React from 'react';
import { Link } from 'wouter';
import {
  auditQuery,
  certificatesQuery,
  patterns,
  reportsQuery,
  reviewsQuery,
  wordsQuery,
} from '../routes/paths';
import { BrandMark } from './BrandMark';

export type NavId = 'dashboard' | 'certificates' | 'reports' | 'reviews' | 'words' | 'audit' | 'staff';

/** Waiting work, for the navigation's badges. */
export interface QueueCounts {
  certificates: number;
  reports: number;
  /** Reviews to look at: flagged for a prohibited word, or a blind their author asked staff to review. */
  reviews: number;
}

export interface ConsoleFrameProps {
  /** 지금 화면의 메뉴. 로그인한 뒤의 화면이 아니면 null. */
  active: NavId | null;
  /** 화면 제목(h1). */
  title: string;
  /** 로그인한 운영진. */
  staff: { displayName: string; role: StaffRole };
  /** 메뉴 옆에 보일 대기 건수. 아직 모르면 null. */
  counts: QueueCounts | null;
  /** "로그아웃"을 누르면 불립니다. */
  onSignOut: () => void;
  /** 로그아웃하는 중. */
  signingOut?: boolean;
  /** 지금 화면의 메뉴를 다시 누르면 불립니다(화면의 목록을 새로 읽음). */
  onRefresh?: () => void;
  /** 제목 오른쪽에 놓을 이 화면의 할 일(내보내기 단추 등). */
  actions?: React.ReactNode;
  children: React.ReactNode;
}

interface NavEntry {
  id: NavId;
  label: string;
  href: string;
  icon: React.ReactNode;
  count?: (counts: QueueCounts) => number;
  formatCount?: (count: number) => string;
  adminOnly?: boolean;
}

const SECTIONS: { title: string; items: NavEntry[] }[] = [
  {
    title: '검수',
    items: [
      { id: 'dashboard', label: '대시보드', href: patterns.dashboard, icon: <HomeIcon /> },
      {
        id: 'certificates',
        label: '입학 증명서',
        href: certificatesQuery.href(),
        icon: <CheckIcon />,
        count: (c) => c.certificates,
        formatCount: (n) => `대기 ${n}건`,
      },
      {
        id: 'reports',
        label: '신고',
        href: reportsQuery.href(),
        icon: <AlertIcon />,
        count: (c) => c.reports,
        formatCount: (n) => `접수 ${n}건`,
      },
      {
        id: 'reviews',
        label: '후기',
        href: reviewsQuery.href(),
        icon: <PencilIcon />,
        count: (c) => c.reviews,
        formatCount: (n) => `확인할 후기 ${n}건`,
      },
    ],
  },
  {
    title: '관리',
    items: [
      { id: 'words', label: '금칙어', href: wordsQuery.href(), icon: <SearchIcon /> },
      { id: 'audit', label: '활동 기록', href: auditQuery.href(), icon: <SearchIcon /> },
      { id: 'staff', label: '운영자', href: patterns.staff, icon: <UserIcon />, adminOnly: true },
    ],
  },
];

/** The console's frame around every signed-in page: navigation with queue counts, the title, the staff member. */
export function ConsoleFrame({
  active,
  title,
  staff,
  counts,
  onSignOut,
  signingOut = false,
  onRefresh,
  actions,
  children,
}: ConsoleFrameProps) {
  return (
    <ConsoleLayout.Root className="jbc-frame">
      <ConsoleLayout.Sidebar>
        <ConsoleLayout.Brand asChild>
          <Link href={patterns.dashboard}>
            <BrandMark />
            찐빵 운영
          </Link>
        </ConsoleLayout.Brand>
        <ConsoleLayout.Nav>
          {SECTIONS.map((section) => (
            <ConsoleLayout.NavSection key={section.title} title={section.title}>
              {section.items
                .filter((item) => !item.adminOnly || staff.role === 'admin')
                .map((item) => (
                  <ConsoleLayout.NavItem
                    key={item.id}
                    asChild
                    active={item.id === active}
                    icon={item.icon}
                    count={counts && item.count ? item.count(counts) : undefined}
                    formatCount={item.formatCount}
                  >
                    <Link href={item.href} onClick={() => item.id === active && onRefresh?.()}>
                      {item.label}
                    </Link>
                  </ConsoleLayout.NavItem>
                ))}
            </ConsoleLayout.NavSection>
          ))}
        </ConsoleLayout.Nav>
        <p className="jbc-frame-staff">
          <span className="jbc-frame-staffName">{staff.displayName}</span>
          {staff.displayName !== STAFF_ROLE_LABELS[staff.role] && (
            <span className="jbc-frame-staffRole">{STAFF_ROLE_LABELS[staff.role]}</span>
          )}
        </p>
      </ConsoleLayout.Sidebar>
      <ConsoleLayout.Header title={title}>
        {actions}
        <Button variant="ghost" size="sm" onClick={onSignOut} loading={signingOut}>
          로그아웃
        </Button>
      </ConsoleLayout.Header>
      <ConsoleLayout.Main>{children}</ConsoleLayout.Main>
    </ConsoleLayout.Root>
  );
}
