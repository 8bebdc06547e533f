import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from '../button';
import { HeartIcon, SearchIcon } from '../icons';
import { AppHeader } from './AppHeader';

const meta = {
  title: 'Components/Shell/AppHeader',
  component: AppHeader,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '화면 위의 머리글(`<header>`, banner 랜드마크). 시작 영역에는 `logo`(홈) 또는 `onBack`을 주면 뒤로 가기 버튼' +
          '(`backLabel` 기본 "뒤로 가기")이, 가운데에는 `title`(기본 `h1`, `titleLevel`로 변경), 끝에는 `actions`가 놓입니다. ' +
          '`sticky`면 스크롤해도 위에 붙어 있습니다. 선택자: `[data-component="AppHeader"]`, `[data-sticky]`, ' +
          '`[data-slot="start" | "logo" | "back" | "title" | "actions"]`.',
      },
    },
  },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLogo: Story = {
  args: { logo: '찐빵', 'aria-label': '찐빵 홈' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner', { name: '찐빵 홈' })).toHaveTextContent('찐빵');
    await expect(canvas.queryByRole('button', { name: '뒤로 가기' })).not.toBeInTheDocument();
  },
};

export const WithBackAndTitle: Story = {
  args: { onBack: fn(), title: '건물 상세' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '건물 상세' })).toBeVisible();
    await userEvent.tab();
    const back = canvas.getByRole('button', { name: '뒤로 가기' });
    await expect(back).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const WithActions: Story = {
  args: {
    onBack: fn(),
    backLabel: '이전 화면',
    title: '서울대학교 관악캠퍼스 주변',
    sticky: true,
    actions: (
      <>
        <IconButton label="검색" icon={<SearchIcon />} />
        <IconButton label="관심목록" icon={<HeartIcon />} />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '이전 화면' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '검색' })).toBeVisible();
    await expect(canvas.getByRole('banner')).toHaveAttribute('data-sticky', 'true');
  },
};
