import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { onlyAt } from '../../../../.storybook/modes';
import { Button } from '../button';
import { AlertIcon, CheckIcon, HomeIcon, PencilIcon, SearchIcon, UserIcon } from '../icons';
import { Tabs } from '../tabs';
import { ConsoleLayout, type ConsoleLayoutRootProps } from './ConsoleLayout';

const PAGES = [
  { section: '검수', id: 'dashboard', label: '대시보드', icon: <HomeIcon /> },
  { section: '검수', id: 'certificates', label: '입학 증명서', icon: <CheckIcon />, count: 12 },
  { section: '검수', id: 'reports', label: '신고', icon: <AlertIcon />, count: 3 },
  { section: '검수', id: 'reviews', label: '후기', icon: <PencilIcon /> },
  { section: '관리', id: 'words', label: '금칙어', icon: <SearchIcon /> },
  { section: '관리', id: 'audit', label: '활동 기록', icon: <SearchIcon /> },
  { section: '관리', id: 'staff', label: '운영자', icon: <UserIcon /> },
] as const;

/** Stands in for the console's router link (wouter's Link renders an <a> and moves without a page load). */
function RouterLink({
  href,
  onNavigate,
  ...props
}: React.ComponentProps<'a'> & { href: string; onNavigate: (href: string) => void }) {
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        event.preventDefault();
        onNavigate(href);
      }}
    />
  );
}

function Console({ onNavigate, ...args }: ConsoleLayoutRootProps & { onNavigate: (href: string) => void }) {
  const [page, setPage] = useState('reports');
  const current = PAGES.find((p) => p.id === page) ?? PAGES[2];
  return (
    <ConsoleLayout.Root {...args}>
      <ConsoleLayout.Sidebar>
        <ConsoleLayout.Brand>찐빵 운영</ConsoleLayout.Brand>
        <ConsoleLayout.Nav>
          {['검수', '관리'].map((section) => (
            <ConsoleLayout.NavSection key={section} title={section}>
              {PAGES.filter((p) => p.section === section).map((p) => (
                <ConsoleLayout.NavItem
                  key={p.id}
                  asChild
                  active={p.id === page}
                  icon={p.icon}
                  count={'count' in p ? p.count : undefined}
                >
                  <RouterLink
                    href={`/console/${p.id}`}
                    onNavigate={(href) => {
                      onNavigate(href);
                      setPage(p.id);
                    }}
                  >
                    {p.label}
                  </RouterLink>
                </ConsoleLayout.NavItem>
              ))}
            </ConsoleLayout.NavSection>
          ))}
        </ConsoleLayout.Nav>
      </ConsoleLayout.Sidebar>
      <ConsoleLayout.Header title={current.label}>
        <span style={{ color: 'var(--jb-color-text-secondary)', fontSize: 'var(--jb-font-size-sm)' }}>
          운영자 김민지
        </span>
        <Button variant="ghost" size="sm">
          로그아웃
        </Button>
      </ConsoleLayout.Header>
      <ConsoleLayout.Main>
        <Tabs.Root defaultValue="open">
          <Tabs.List label="신고 상태">
            <Tabs.Trigger value="open" count={3}>
              접수
            </Tabs.Trigger>
            <Tabs.Trigger value="closed" count={128}>
              처리완료
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="open">처리를 기다리는 신고 3건이에요.</Tabs.Content>
          <Tabs.Content value="closed">처리한 신고 128건이에요.</Tabs.Content>
        </Tabs.Root>
      </ConsoleLayout.Main>
    </ConsoleLayout.Root>
  );
}

const meta = {
  title: '컴포넌트/화면 틀/콘솔 틀 · ConsoleLayout',
  component: ConsoleLayout.Root,
  subcomponents: {
    'ConsoleLayout.Sidebar': ConsoleLayout.Sidebar,
    'ConsoleLayout.Nav': ConsoleLayout.Nav,
    'ConsoleLayout.NavSection': ConsoleLayout.NavSection,
    'ConsoleLayout.NavItem': ConsoleLayout.NavItem,
    'ConsoleLayout.Header': ConsoleLayout.Header,
    'ConsoleLayout.Main': ConsoleLayout.Main,
  },
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    chromatic: { modes: onlyAt(1280, 1440) },
    docs: {
      description: {
        component:
          '데스크톱 운영 콘솔의 화면 틀입니다. 왼쪽에 제품 이름과 메뉴(묶음별 제목, 대기 건수), 위에 화면 제목과 할 일, 나머지가 본문입니다. ' +
          '메뉴와 위 막대는 본문을 스크롤해도 제자리에 있습니다.\n\n' +
          '- **메뉴**: 지금 화면의 메뉴는 주황으로 강조되고 화면낭독기가 "현재 페이지"로 읽습니다. 건수는 "입학 증명서 12건"처럼 읽습니다.\n' +
          '- **키보드**: 페이지에서 처음 Tab을 누르면 "본문으로 건너뛰기"가 나타나, 메뉴를 건너 본문으로 바로 갑니다.\n' +
          '- **라우터**: 메뉴 링크는 앱의 라우터 링크를 그대로 씁니다.\n' +
          '- **좁은 화면**(768px 미만): 메뉴가 위 막대 아래 한 줄로 바뀌어 옆으로 스크롤됩니다.',
      },
    },
  },
} satisfies Meta<typeof ConsoleLayout.Root>;

export default meta;
type Story = StoryObj<typeof Console>;

export const Default: Story = {
  name: '기본 (신고 화면)',
  args: { onNavigate: fn() },
  render: (args) => <Console {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: '운영 메뉴' });
    const review = within(nav).getByRole('group', { name: '검수' });
    await expect(within(review).getByRole('link', { name: '신고 3건' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(review).getByRole('link', { name: '입학 증명서 12건' })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(within(nav).getByRole('group', { name: '관리' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: '신고' })).toBeVisible();
    await expect(canvas.getByRole('banner')).toBeVisible();
    // The router's link: no page load, the app moves.
    await userEvent.click(within(review).getByRole('link', { name: '입학 증명서 12건' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/console/certificates');
    await expect(canvas.getByRole('heading', { level: 1, name: '입학 증명서' })).toBeVisible();
    await userEvent.click(within(review).getByRole('link', { name: '신고 3건' }));
  },
};

export const SkipLink: Story = {
  name: '본문으로 건너뛰기 (키보드)',
  args: { onNavigate: fn() },
  render: (args) => <Console {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skip = canvas.getByRole('link', { name: '본문으로 건너뛰기' });
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: '접수 3건' })).toHaveFocus();
    // Show the skip link in the picture.
    skip.focus();
  },
};

export const Narrow: Story = {
  name: '좁은 화면 (메뉴 한 줄)',
  args: { onNavigate: fn() },
  parameters: { chromatic: { modes: onlyAt(390) } },
  render: (args) => <Console {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: '운영 메뉴' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(7);
    const sidebar = canvasElement.querySelector('[data-slot="sidebar"]') as HTMLElement;
    await expect(sidebar.scrollWidth).toBeGreaterThan(sidebar.clientWidth);
    // Section titles still name the groups for screen readers.
    await expect(within(nav).getByRole('group', { name: '관리' })).toBeInTheDocument();
  },
};
