import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { CodeInput } from './CodeInput';

const meta = {
  title: '컴포넌트/입력/인증번호 입력 · CodeInput',
  component: CodeInput,
  tags: ['autodocs'],
  args: { onValueChange: fn(), onComplete: fn() },
  decorators: [(Story) => <div style={{ width: 350 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          '메일이나 문자로 받은 인증번호 6자리를 넣는 칸입니다. 여섯 칸처럼 보이지만 실제로는 입력 하나라서, 한 번에 붙여넣거나 휴대폰의 "문자에서 코드 자동 입력" 제안을 ' +
          '눌러도 한 번에 채워집니다.\n\n- **입력 중**: 지금 쓸 칸에 파란 테두리가 보이고, 채운 칸에는 숫자가 보입니다.\n- **숫자만**: "123-456"을 ' +
          '붙여넣어도 숫자만 남고 6자리에서 멈춥니다.\n- **오류**: 칸 테두리가 빨개지고 아래에 빨간 안내가 나옵니다.\n- **다 채움**: 여섯 자리가 되면 화면의 ' +
          '"확인" 버튼이 켜집니다(예시 참고).',
      },
    },
  },
} satisfies Meta<typeof CodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Typing: Story = {
  name: '입력 중',
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
  name: '붙여넣기',
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
  name: '오류',
  args: { defaultValue: '111111', errorText: '인증번호가 일치하지 않아요.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '인증번호 6자리' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/인증번호가 일치하지 않아요/);
  },
};

export const ConfirmEnabledAtSix: Story = {
  name: '다 채우면 확인 버튼 켜짐',
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
  name: '비활성',
  args: { disabled: true, defaultValue: '12' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};
