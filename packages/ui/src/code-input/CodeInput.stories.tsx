import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { CodeInput } from './CodeInput';

const meta = {
  title: 'Components/Inputs/CodeInput',
  component: CodeInput,
  tags: ['autodocs'],
  args: { onValueChange: fn(), onComplete: fn() },
  decorators: [(Story) => <div style={{ width: 350 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          '인증번호 6자리 입력. 설계 선택: 칸마다 입력을 두는 대신 **입력 하나**를 여섯 칸 그림 위에 겹쳤습니다. 그래서 탭 정지점이 ' +
          '하나이고, 붙여넣기·지우기·선택과 OS의 일회용 코드 제안(`autocomplete="one-time-code"`, `inputmode="numeric"`)이 ' +
          '보통 입력처럼 동작하며 "자동으로 다음 칸"은 글자 수만큼 칸이 채워지는 것으로 보입니다. 숫자만 남기고 6자리에서 자릅니다' +
          '(도메인 `sanitizeVerificationCode`, 붙여넣은 "123-456"도 허용). 6자리가 되면 `onComplete(code)`. `value`/`defaultValue`/' +
          '`onValueChange`, `label`(기본 "인증번호 6자리"), `helperText`, `errorText`(예: "인증번호가 일치하지 않아요."). ' +
          '선택자: `[data-component="CodeInput"]`, `[data-complete]`, `[data-invalid]`, `[data-disabled]`, ' +
          '`[data-slot="box"][data-filled]`, `[data-slot="box"][data-active]`(초점 위치).',
      },
    },
  },
} satisfies Meta<typeof CodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '인증번호 6자리' });
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('12a3');
    await expect(input).toHaveValue('123');
    const boxes = canvasElement.querySelectorAll('[data-slot="box"]');
    await expect(boxes[2]).toHaveTextContent('3');
    await expect(boxes[3]).toHaveAttribute('data-active', 'true');
    await userEvent.keyboard('4567');
    await expect(input).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    await userEvent.keyboard('{Backspace}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('12345');
  },
};

export const Paste: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '인증번호 6자리' });
    await userEvent.click(input);
    await userEvent.paste('987-654');
    await expect(input).toHaveValue('987654');
    await expect(args.onComplete).toHaveBeenCalledWith('987654');
    await expect(canvasElement.querySelector('[data-component="CodeInput"]')).toHaveAttribute(
      'data-complete',
      'true',
    );
  },
};

export const WithError: Story = {
  args: { defaultValue: '111111', errorText: '인증번호가 일치하지 않아요.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '인증번호 6자리' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/인증번호가 일치하지 않아요/);
  },
};

export const ConfirmEnabledAtSix: Story = {
  render: function Render(args) {
    const [code, setCode] = useState('');
    return (
      <div style={{ display: 'grid', gap: 'var(--jb-space-5)' }}>
        <CodeInput
          {...args}
          value={code}
          onValueChange={setCode}
          helperText="메일이 오기까지 5분 정도 걸릴 수 있어요."
        />
        <Button disabled={code.length !== 6} fullWidth>
          확인
        </Button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '인증번호 6자리' });
    await userEvent.type(input, '12345');
    await expect(canvas.getByRole('button', { name: '확인' })).toBeDisabled();
    await userEvent.type(input, '6');
    await expect(canvas.getByRole('button', { name: '확인' })).toBeEnabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '12' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};
