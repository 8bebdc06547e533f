import { parseMoneyInput, REPORT_MAX_LENGTH } from '@jjinbbang/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea, TextField } from './TextField';

const meta = {
  title: '컴포넌트/입력/글 입력 · TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: '보증금', onValueChange: fn() },
  decorators: [(Story) => <div style={{ width: 350 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          '이름, 도움말, 오류 안내가 붙은 입력 칸입니다. 한 줄 칸(TextField)과 여러 줄 칸(TextArea, 신고 사유처럼 긴 글)이 있습니다.\n\n- **숫자 ' +
          '칸**: 보증금·월세·관리비는 숫자만 들어가고 "12,000"처럼 쉼표가 붙으며 뒤에 "만원"이 붙습니다. 면적·학점은 소수점 하나까지.\n- **오류**: 테두리가 ' +
          '빨개지고 도움말 자리에 빨간 안내가 나옵니다. 화면낭독기도 오류를 함께 읽습니다.\n- **글자 수 (TextArea)**: 오른쪽 아래에 "12/1000"이 보이고, ' +
          '최대 글자 수를 넘게 입력되지 않습니다.\n- **키보드**: 숫자 칸에서는 휴대폰의 숫자 키보드가 열립니다.',
      },
    },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Money: Story = {
  name: '금액 (천 단위 쉼표, 만원)',
  args: {
    numeric: 'integer',
    unit: '만원',
    helperText: '만원 단위로 입력해 주세요. 예) 500만원 → 500',
    placeholder: '0',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: '보증금' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAccessibleDescription(/만원/);
    // Full-width digits (a Korean keyboard) are read as digits.
    await userEvent.type(input, '１2000');
    await expect(input).toHaveValue('12,000');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('12000');
    await expect(parseMoneyInput(input.value)).toBe(12000);
    // caret stays after the same digit when typing in the middle
    input.setSelectionRange(1, 1);
    await userEvent.keyboard('5');
    await expect(input).toHaveValue('152,000');
    await expect(input.selectionStart).toBe(2);
  },
};

export const Area: Story = {
  name: '면적 (소수점, 평)',
  args: { label: '면적', numeric: 'decimal', unit: '평' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '면적' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '25.5');
    await expect(input).toHaveValue('25.5');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('25.5');
  },
};

export const NotANumber: Story = {
  name: '숫자가 아닌 입력 (그대로 두고 화면이 거절)',
  args: { numeric: 'integer', unit: '만원', errorText: '숫자만 입력해 주세요.' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '보증금' });
    // A sign, an exponent or a word is never dropped into another number ("-100" is not 100).
    await userEvent.type(input, '-1000');
    await expect(input).toHaveValue('-1000');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('-1000');
    await userEvent.clear(input);
    await userEvent.type(input, '5백');
    await expect(input).toHaveValue('5백');
    await expect(input).toHaveAccessibleDescription(/숫자만 입력해 주세요/);
  },
};

export const Capacity: Story = {
  name: '인원 (필수)',
  args: { label: '인원', numeric: 'integer', unit: '인실', defaultValue: '2', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /인원/ });
    await expect(input).toBeRequired();
    await expect(input).toHaveValue('2');
    await userEvent.clear(input);
    await userEvent.type(input, '4');
    await expect(input).toHaveValue('4');
  },
};

export const WithError: Story = {
  name: '오류',
  args: { label: '월세', numeric: 'integer', unit: '만원', errorText: '월세를 입력해 주세요!' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '월세' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/월세를 입력해 주세요!/);
  },
};

export const Text: Story = {
  name: '글자 칸 (도움말)',
  args: { label: '건물 이름', placeholder: '예) 찐빵하우스', helperText: '건물 입구의 이름을 적어 주세요.' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '건물 이름' });
    await userEvent.type(input, '관악 원룸 101');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('관악 원룸 101');
    await expect(input).toHaveAccessibleDescription('건물 입구의 이름을 적어 주세요.');
  },
};

export const Disabled: Story = {
  name: '비활성',
  args: { label: '관리비', numeric: 'integer', unit: '만원', defaultValue: '5', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: '관리비' })).toBeDisabled();
  },
};

export const Controlled: Story = {
  name: '값에 따라 바뀌는 화면',
  render: function Render(args) {
    const [value, setValue] = useState('300000');
    return (
      <div style={{ display: 'grid', gap: 'var(--jb-space-3)' }}>
        <TextField
          {...args}
          label="관리비"
          numeric="integer"
          unit="만원"
          value={value}
          onValueChange={setValue}
        />
        <output>저장될 값: {value}</output>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '관리비' });
    await expect(input).toHaveValue('300,000');
    await userEvent.clear(input);
    await userEvent.type(input, '30');
    await expect(canvas.getByText('저장될 값: 30')).toBeVisible();
  },
};

export const Report: StoryObj<typeof TextArea> = {
  name: '여러 줄: 신고 사유',
  render: (args) => <TextArea {...args} />,
  args: {
    label: '신고 사유',
    placeholder: '신고 사유를 자세히 적어 주세요.',
    maxLength: REPORT_MAX_LENGTH,
    onValueChange: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: '신고 사유' });
    await expect(area.getBoundingClientRect().height).toBeGreaterThanOrEqual(150);
    await expect(canvas.getByText('0/1000')).toBeVisible();
    await userEvent.type(area, '허위 후기예요');
    await expect(canvas.getByText('7/1000')).toBeVisible();
    await expect(area).toHaveAccessibleDescription('최대 1000자 중 7자 입력');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('허위 후기예요');
  },
};

export const TextAreaLimit: StoryObj<typeof TextArea> = {
  name: '여러 줄: 최대 글자 수',
  render: (args) => <TextArea {...args} />,
  args: { label: '한 줄 소개', maxLength: 10, defaultValue: '가나다라마바사아' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: '한 줄 소개' });
    await userEvent.type(area, '자차카타파');
    await expect(area).toHaveValue('가나다라마바사아자차');
    await expect(canvas.getByText('10/10')).toBeVisible();
  },
};

export const TextAreaError: StoryObj<typeof TextArea> = {
  name: '여러 줄: 오류',
  render: (args) => <TextArea {...args} />,
  args: {
    label: '후기 내용',
    maxLength: 1000,
    defaultValue: '좋아요',
    errorText: '최소 100자 이상 작성해야 해요!',
    helperText: '100자 이상 적어 주세요.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: '후기 내용' });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription(/최소 100자 이상 작성해야 해요!/);
    await expect(canvas.queryByText('100자 이상 적어 주세요.')).not.toBeInTheDocument();
  },
};
