import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StatusBadge } from '../status-badge';
import { SettingsRow } from './SettingsRow';

const meta = {
  title: '컴포넌트/계정/설정 줄 · SettingsRow',
  component: SettingsRow,
  tags: ['autodocs'],
  args: { children: '학교 인증하기', onClick: fn() },
  argTypes: { onClick: { description: '누르면 불립니다.', control: false } },
  parameters: {
    layout: 'fullscreen',
    frame: 'bleed',
    docs: {
      description: {
        component:
          '마이페이지와 계정 화면의 한 줄 메뉴입니다. 왼쪽에 글자(아이콘), 오른쪽에 현재 값과 › 표시가 놓이고, 줄 전체가 누르는 영역입니다(높이 56px).\n\n- ' +
          '**값**: "학교 인증"처럼 오른쪽에 지금 상태(인증 대기중)를 보여 줄 수 있습니다.\n- **위험**: "탈퇴하기"는 빨간 글자이고 › 없이 씁니다.\n- ' +
          '**비활성**: 흐리게 보이고 누를 수 없습니다(이미 인증을 마쳤을 때처럼).',
      },
    },
  },
} satisfies Meta<typeof SettingsRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '기본',
  play: async ({ canvasElement, args }) => {
    const row = within(canvasElement).getByRole('button', { name: '학교 인증하기' });
    await userEvent.click(row);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    row.blur();
    await userEvent.tab();
    await expect(row).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const WithValue: Story = {
  name: '오른쪽 값 (인증 대기중)',
  args: { children: '학교 인증', trailing: <StatusBadge status="pending" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /학교 인증/ })).toHaveTextContent(
      '인증 대기중',
    );
  },
};

export const Disabled: Story = {
  name: '비활성',
  args: { children: '학교 인증하기', trailing: <StatusBadge status="verified" />, disabled: true },
  play: async ({ canvasElement, args }) => {
    const row = within(canvasElement).getByRole('button', { name: /학교 인증하기/ });
    await expect(row).toBeDisabled();
    await expect(row).toHaveAttribute('data-disabled');
    await userEvent.click(row, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  name: '링크',
  args: { asChild: true, children: <a href="#new-student">신입생 인증</a> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '신입생 인증' });
    await expect(link).toHaveAttribute('data-component', 'SettingsRow');
    await expect(link.querySelector('[data-slot="chevron"]')).not.toBeNull();
  },
};

export const DisabledLink: Story = {
  name: '비활성 링크',
  args: { asChild: true, disabled: true, children: <a href="#new-student">신입생 인증</a> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '신입생 인증' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(link).not.toHaveFocus();
  },
};

export const Danger: Story = {
  name: '위험 (탈퇴하기)',
  args: { children: '탈퇴하기', tone: 'danger', chevron: false },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('button', { name: '탈퇴하기' });
    await expect(row).toHaveAttribute('data-tone', 'danger');
    await expect(row.querySelector('[data-slot="chevron"]')).toBeNull();
  },
};
