import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const REASONS = [
  { value: 'unreadable', label: '이미지를 알아볼 수 없어요' },
  { value: 'wrong-school', label: '학교가 맞지 않아요' },
  { value: 'not-certificate', label: '입학 증명서가 아니에요' },
  { value: 'other', label: '기타' },
];

const meta = {
  title: '컴포넌트/입력/고르기 · Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: '반려 사유', options: REASONS, onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          '여러 항목 중 하나를 고르는 칸입니다(반려 사유, 상태 필터, 쪽당 개수). 운영체제의 목록을 그대로 써서 마우스, 키보드(↑/↓, 글자 입력), ' +
          '화면낭독기, 휴대폰에서 모두 익숙하게 동작합니다.\n\n' +
          '- **이름 위치**: 폼에서는 위(stacked), 표 위 도구 줄에서는 왼쪽(inline)이나 숨김.\n' +
          '- **안내 문구**: 아직 고르지 않았을 때 흐린 안내("사유를 골라 주세요"). 목록에서는 고를 수 없습니다.\n' +
          '- **오류**: 빨간 테두리와 안내 문장. 화면낭독기가 칸과 함께 읽습니다.',
      },
    },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  name: '고르기 전 (안내 문구)',
  args: { placeholder: '사유를 골라 주세요', required: true },
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: '반려 사유' });
    await expect(select).toHaveValue('');
    await expect(select).toBeRequired();
    select.focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.selectOptions(select, '학교가 맞지 않아요');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('wrong-school');
    await userEvent.selectOptions(select, '');
    await expect(select).toHaveValue('wrong-school');
  },
};

export const Chosen: Story = {
  name: '고른 뒤',
  args: { defaultValue: 'other', helperText: '학생에게 이 사유가 알림으로 가요.' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: '반려 사유' });
    await expect(select).toHaveValue('other');
    await expect(select).toHaveAccessibleDescription('학생에게 이 사유가 알림으로 가요.');
  },
};

export const Invalid: Story = {
  name: '오류',
  args: { placeholder: '사유를 골라 주세요', errorText: '반려 사유를 골라 주세요' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: '반려 사유' });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription('반려 사유를 골라 주세요');
  },
};

export const InlineSmall: Story = {
  name: '도구 줄 (이름 왼쪽, 작게)',
  args: {
    label: '상태',
    layout: 'inline',
    size: 'sm',
    options: [
      { value: '', label: '전체' },
      { value: 'public', label: '공개' },
      { value: 'blinded', label: '임시조치' },
      { value: 'deleted', label: '삭제' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: '상태' });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, '임시조치');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('blinded');
  },
};

export const Disabled: Story = {
  name: '고를 수 없음',
  args: { disabled: true, defaultValue: 'unreadable' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: '반려 사유' })).toBeDisabled();
  },
};
