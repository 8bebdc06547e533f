import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from '../button';
import { HeartIcon, SearchIcon } from '../icons';
import { AppHeader } from './AppHeader';

const meta = {
  title: '컴포넌트/화면 틀/머리글 · AppHeader',
  component: AppHeader,
  tags: ['autodocs'],
  argTypes: {
    'aria-label': {
      description:
        '화면낭독기가 머리줄을 부르는 이름(예: "찐빵 홈"). 로고만 있고 제목 글자가 없을 때 줍니다.',
    },
  },
  parameters: {
    layout: 'fullscreen',
    frame: 'bleed',
    docs: {
      description: {
        component:
          '화면 맨 위의 머리글입니다. 왼쪽에는 로고(홈) 또는 뒤로 가기 버튼, 가운데에는 화면 제목, 오른쪽에는 검색·관심목록 같은 아이콘 버튼이 놓입니다. 화면을 내려도 위에 ' +
          '붙어 있게 할 수 있습니다(고정).\n\n- **높이**: 56px, 화면 폭을 꽉 채웁니다.\n- **긴 제목**: 한 줄에서 말줄임표(…)로 줄어들고 버튼 자리를 ' +
          '침범하지 않습니다.\n- **접근성**: 머리글은 화면낭독기의 "배너" 영역이고, 제목은 화면의 첫 제목입니다.',
      },
    },
  },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLogo: Story = {
  name: '홈: 로고',
  args: { logo: '찐빵', 'aria-label': '찐빵 홈' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner', { name: '찐빵 홈' })).toHaveTextContent('찐빵');
    await expect(canvas.queryByRole('button', { name: '뒤로 가기' })).not.toBeInTheDocument();
  },
};

export const WithBackAndTitle: Story = {
  name: '상세: 뒤로 가기와 제목',
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
  name: '긴 제목과 아이콘 버튼 (고정)',
  parameters: {
    visual: {
      tolerancePixels: 4,
      toleranceReason: '말줄임표(…)로 잘린 제목의 끝 한두 픽셀이 그릴 때마다 조금씩 달라져요',
    },
  },
  args: {
    onBack: fn(),
    backLabel: '이전 화면',
    title: '서울대학교 관악캠퍼스 주변 자취방과 기숙사 후기',
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
