import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBar } from './SearchBar';

const meta = {
  title: 'Components/Inputs/SearchBar',
  component: SearchBar,
  tags: ['autodocs'],
  args: { onSearch: fn(), onValueChange: fn() },
  decorators: [(Story) => <div style={{ width: 350 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          '지도 화면의 검색창(`role="search"` 폼). 자리표시자 기본값은 360 px에서도 잘리지 않는 "주소, 대학교 검색"이고 입력의 이름은 ' +
          '`label`(기본 "주소 및 대학교를 검색해 보세요", 문장 전체)입니다. Enter나 검색 버튼으로 제출하면 앞뒤 공백을 뺀 검색어가 비어 있지 않을 ' +
          '때만 `onSearch(keyword)`가 불립니다(빈 검색어면 버튼도 비활성). 내용이 있으면 지우기 버튼이 생기고 지운 뒤 입력에 ' +
          '초점을 돌려 둡니다. `value`/`defaultValue`/`onValueChange`, `placeholder`, `submitLabel`, `clearLabel`, `inputProps`. ' +
          '선택자: `[data-component="SearchBar"]`, `[data-empty]`, `[data-slot="input" | "clear" | "submit" | "icon"]`.',
      },
    },
  },
} satisfies Meta<typeof SearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
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
