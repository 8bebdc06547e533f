import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBar } from './SearchBar';

const meta = {
  title: '컴포넌트/입력/검색창 · SearchBar',
  component: SearchBar,
  tags: ['autodocs'],
  args: { onSearch: fn(), onValueChange: fn() },
  decorators: [(Story) => <div style={{ width: 350 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          '지도 화면 위의 검색창입니다. 주소나 대학교 이름을 넣고 Enter나 돋보기 버튼을 누르면 검색합니다.\n\n- **빈 검색어**: 검색 버튼이 꺼져 있고 Enter를 ' +
          '눌러도 아무 일도 없습니다.\n- **지우기**: 글자가 있으면 × 버튼이 생기고, 누르면 지운 뒤 다시 입력할 수 있게 칸에 커서를 둡니다.\n- **다른 문구**: ' +
          '대학교 찾기처럼 안내 문구와 버튼 이름을 바꿔 쓸 수 있습니다.',
      },
    },
  },
} satisfies Meta<typeof SearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: '비어 있음 (검색 버튼 꺼짐)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('search');
    const input = within(search).getByRole('searchbox', { name: '주소 및 대학교를 검색해 보세요' });
    await expect(input).toHaveAttribute('placeholder', '주소, 대학교 검색');
    await expect(canvas.getByRole('button', { name: '검색' })).toBeDisabled();
    await userEvent.type(input, '   {Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const Submits: Story = {
  name: '검색하기',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox');
    await userEvent.type(input, '  서울대학교 {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('서울대학교');
    await userEvent.click(canvas.getByRole('button', { name: '검색' }));
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
  },
};

export const Clear: Story = {
  name: '검색어 지우기',
  args: { defaultValue: '관악구 봉천동' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '검색어 지우기' }));
    const input = canvas.getByRole('searchbox');
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    await expect(canvas.queryByRole('button', { name: '검색어 지우기' })).not.toBeInTheDocument();
  },
};

export const CustomText: Story = {
  name: '다른 문구 (대학교 찾기)',
  args: { placeholder: '대학교 이름', label: '대학교 찾기', submitLabel: '찾기' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: '대학교 찾기' }), '부산대');
    await userEvent.click(canvas.getByRole('button', { name: '찾기' }));
    await expect(args.onSearch).toHaveBeenCalledWith('부산대');
  },
};

/** For tight bars: the magnifier is the submit button (the map's top bar at 360 px). */
export const IconSubmit: Story = {
  name: '아이콘 제출 (좁은 막대)',
  args: { submit: 'icon', onSearch: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: '검색' });
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByRole('searchbox'), '  가좌동 ');
    await userEvent.click(submit);
    await expect(args.onSearch).toHaveBeenCalledWith('가좌동');
  },
};
