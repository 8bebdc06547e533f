import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { Checkbox } from './Checkbox';
import { DEFAULT_TERMS_ITEMS, isTermsComplete, TermsAgreement } from './TermsAgreement';

const meta = {
  title: '컴포넌트/입력/체크박스 · Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: '사진 후기만 보기', onCheckedChange: fn() },
  decorators: [(Story) => <div style={{ width: 350 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          '켜고 끄는 선택 하나입니다. 네모를 눌러도, 옆 글자를 눌러도 체크됩니다. 필터의 "사진 후기만 보기"나 회원가입 약관 동의에 씁니다.\n\n- **모두 동의 ' +
          '(약관)**: 굵은 "모두 동의" 줄을 누르면 모든 항목이 함께 체크되고, 항목을 하나라도 풀면 모두 동의도 풀립니다. 필수 항목에는 "(필수)", 선택 항목에는 ' +
          '"(선택)"이 붙고, 전문이 있는 항목은 오른쪽 "보기" 버튼으로 엽니다.\n- **키보드**: Tab으로 옮기고 Space로 체크합니다.\n- **비활성**: 흐리게 ' +
          '보이고 바뀌지 않습니다.',
      },
    },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '기본 (체크 안 됨)',
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: '사진 후기만 보기' });
    await expect(box).not.toBeChecked();
    await userEvent.click(within(canvasElement).getByText('사진 후기만 보기'));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Checked: Story = {
  name: '체크됨',
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
    await expect(canvasElement.querySelector('[data-component="Checkbox"]')).toHaveAttribute(
      'data-state',
      'checked',
    );
  },
};

export const Disabled: Story = {
  name: '비활성',
  args: { disabled: true, label: '인증 완료' },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: '인증 완료' });
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const Terms: StoryObj<typeof TermsAgreement> = {
  name: '약관 동의: 모두 동의',
  args: { onViewDetail: fn(), onValueChange: fn() },
  render: function Render(args) {
    const [checked, setChecked] = useState<string[]>([]);
    return (
      <div style={{ display: 'grid', gap: 'var(--jb-space-5)' }}>
        <TermsAgreement
          {...args}
          value={checked}
          onValueChange={(next) => {
            args.onValueChange?.(next);
            setChecked(next);
          }}
        />
        <Button fullWidth disabled={!isTermsComplete(DEFAULT_TERMS_ITEMS, checked)}>
          동의하고 시작하기
        </Button>
      </div>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: '약관 동의' });
    const all = within(group).getByRole('checkbox', { name: '모두 동의' });
    const age = within(group).getByRole('checkbox', { name: '만 14세 이상이에요 (필수)' });
    const service = within(group).getByRole('checkbox', { name: '찐빵 서비스 이용약관 동의 (필수)' });
    const privacy = within(group).getByRole('checkbox', { name: '개인정보 수집 및 이용 동의 (필수)' });
    const confirm = canvas.getByRole('button', { name: '동의하고 시작하기' });

    // "agree all" toggles all
    await userEvent.click(all);
    for (const box of [age, service, privacy]) await expect(box).toBeChecked();
    await expect(confirm).toBeEnabled();
    await userEvent.click(all);
    for (const box of [age, service, privacy]) await expect(box).not.toBeChecked();
    await expect(confirm).toBeDisabled();

    // ...and turns itself on once all three are on
    await userEvent.click(age);
    await userEvent.click(service);
    await expect(all).not.toBeChecked();
    await userEvent.click(privacy);
    await expect(all).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['age', 'service', 'privacy']);
    await userEvent.click(service);
    await expect(all).not.toBeChecked();
    await expect(confirm).toBeDisabled();

    // detail links: the age item has none
    await expect(within(group).getAllByRole('button', { name: /보기$/ })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: '개인정보 수집 및 이용 동의 (필수) 보기' }));
    await expect(args.onViewDetail).toHaveBeenCalledWith('privacy');
  },
};

export const TermsKeyboard: StoryObj<typeof TermsAgreement> = {
  name: '약관 동의: 키보드로 체크',
  args: { onViewDetail: fn(), legend: '서비스 이용 동의', hideLegend: false },
  render: (args) => <TermsAgreement {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('서비스 이용 동의')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: '모두 동의' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: '만 14세 이상이에요 (필수)' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: '만 14세 이상이에요 (필수)' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '찐빵 서비스 이용약관 동의 (필수) 보기' })).toHaveFocus();
  },
};
