import { parseMoneyInput, REPORT_MAX_LENGTH } from '@jjinbbang/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea, TextField } from './TextField';

const meta = {
  title: 'Components/Inputs/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: '보증금', onValueChange: fn() },
  decorators: [(Story) => <div style={{ width: 350 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          '라벨·도움말·오류 문구가 있는 한 줄 입력(`TextField`)과 여러 줄 입력(`TextArea`). `unit`(만원 · 평 · 인실)은 값 뒤에 ' +
          '붙고 입력의 설명으로 읽힙니다. `numeric="integer"`는 숫자만(금액·기숙사비·인원), `numeric="decimal"`은 숫자와 소수점 ' +
          '하나(면적·학점)를 받으며 도메인 규칙(`sanitizeDigits`, `sanitizeAreaInput`)으로 타이핑·붙여넣기를 걸러 냅니다. 정수는 ' +
          '기본으로 천 단위 쉼표를 보여 주고(`thousands`) 커서는 같은 숫자 뒤에 남습니다. 값(`value`/`defaultValue`/' +
          '`onValueChange`)은 쉼표 없는 문자열입니다(`parseNumericInput`으로 숫자 변환). `errorText`가 있으면 `aria-invalid`와 ' +
          '오류 문구가 도움말 대신 연결됩니다. `TextArea`는 최소 높이 150px, `maxLength`를 주면 "n/max" 글자 수를 실시간으로 ' +
          '보여 주고 그 이상은 입력되지 않습니다. 선택자: `[data-component="TextField" | "TextArea"]`, `[data-invalid]`, ' +
          '`[data-disabled]`, `[data-slot="label" | "control" | "input" | "unit" | "helper" | "error" | "counter"]`, ' +
          '`[data-slot="counter"][data-over]`, `[data-numeric]`.',
      },
    },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Money: Story = {
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
    await userEvent.type(input, '1a2-0.00');
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
  args: { label: '면적', numeric: 'decimal', unit: '평' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '면적' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '2x5.5.');
    await expect(input).toHaveValue('25.5');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('25.5');
  },
};

export const Capacity: Story = {
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
  args: { label: '월세', numeric: 'integer', unit: '만원', errorText: '월세를 입력해 주세요!' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '월세' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/월세를 입력해 주세요!/);
  },
};

export const Text: Story = {
  args: { label: '건물 이름', placeholder: '예) 찐빵하우스', helperText: '건물 입구의 이름을 적어 주세요.' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '건물 이름' });
    await userEvent.type(input, '관악 원룸 101');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('관악 원룸 101');
    await expect(input).toHaveAccessibleDescription('건물 입구의 이름을 적어 주세요.');
  },
};

export const Disabled: Story = {
  args: { label: '관리비', numeric: 'integer', unit: '만원', defaultValue: '5', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: '관리비' })).toBeDisabled();
  },
};

export const Controlled: Story = {
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
