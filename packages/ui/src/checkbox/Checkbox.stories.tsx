import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { Checkbox } from './Checkbox';
import { DEFAULT_TERMS_ITEMS, isTermsComplete, TermsAgreement } from './TermsAgreement';

const meta = {
  title: 'Components/Inputs/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: '사진 후기만 보기', onCheckedChange: fn() },
  decorators: [(Story) => <div style={{ width: 350 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          '`Checkbox`: 그린 상자 아래에 네이티브 체크박스를 둔 확인란(폼 전송·키보드·스크린 리더 그대로). 줄 전체가 누르는 ' +
          '영역이고 `checked`/`defaultChecked`/`onCheckedChange`, `variant`(default · emphasis)를 받습니다. ' +
          '`TermsAgreement`: 가입 약관 묶음(`<fieldset>`, 범례 기본 "약관 동의"). 기본 항목은 만 14세 이상이에요 (필수), ' +
          '찐빵 서비스 이용약관 동의 (필수), 개인정보 수집 및 이용 동의 (필수)이고 `items`로 바꿀 수 있습니다. "모두 동의"는 ' +
          '전부 켜거나 끄며, 모든 항목이 켜지면 스스로 켜집니다. `onViewDetail(id)`를 주면 상세가 있는 항목에 "보기" 버튼이 ' +
          '생깁니다(이름: "<항목> (필수) 보기"). 값은 켜진 항목 id 목록(`value`/`defaultValue`/`onValueChange`)이며 ' +
          '`isTermsComplete(items, value)`로 확인 버튼 활성 여부를 정합니다. 선택자: `[data-component="Checkbox"][data-state=' +
          '"checked" | "unchecked"]`, `[data-variant]`, `[data-disabled]`, `[data-slot="box" | "label"]`, ' +
          '`[data-component="TermsAgreement"][data-complete]`, `[data-slot="all" | "item" | "detail"]`.',
      },
    },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
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
  args: { disabled: true, label: '인증 완료' },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: '인증 완료' });
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const Terms: StoryObj<typeof TermsAgreement> = {
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
