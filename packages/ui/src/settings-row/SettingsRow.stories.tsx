import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StatusBadge } from '../status-badge';
import { SettingsRow } from './SettingsRow';

const meta = {
  title: 'Components/Account/SettingsRow',
  component: SettingsRow,
  tags: ['autodocs'],
  args: { children: '학교 인증하기', onClick: fn() },
  decorators: [(Story) => <div style={{ width: 390 }}>{Story()}</div>],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '마이페이지·계정 페이지의 한 줄 항목. 기본은 버튼이고 `asChild`로 라우터 링크 등을 행으로 씁니다(자식의 내용이 레이블). ' +
          '`trailing`(오른쪽 글자나 배지), `icon`(앞 아이콘), `chevron`(기본 true), `tone`(default · danger), `disabled`. ' +
          '비활성 버튼은 `disabled`, 비활성 링크는 `aria-disabled`와 `tabIndex=-1`로 탭 순서에서 빠집니다. ' +
          '선택자: `[data-component="SettingsRow"]`, `[data-disabled]`, `[data-tone="danger"]`, `[data-slot="icon|value|chevron"]`.',
      },
    },
  },
} satisfies Meta<typeof SettingsRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
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
  args: { children: '학교 인증', trailing: <StatusBadge status="pending" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /학교 인증/ })).toHaveTextContent(
      '인증 대기중',
    );
  },
};

export const Disabled: Story = {
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
  args: { asChild: true, children: <a href="#new-student">신입생 인증</a> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '신입생 인증' });
    await expect(link).toHaveAttribute('data-component', 'SettingsRow');
    await expect(link.querySelector('[data-slot="chevron"]')).not.toBeNull();
  },
};

export const DisabledLink: Story = {
  args: { asChild: true, disabled: true, children: <a href="#new-student">신입생 인증</a> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '신입생 인증' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(link).not.toHaveFocus();
  },
};

export const Danger: Story = {
  args: { children: '탈퇴하기', tone: 'danger', chevron: false },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('button', { name: '탈퇴하기' });
    await expect(row).toHaveAttribute('data-tone', 'danger');
    await expect(row.querySelector('[data-slot="chevron"]')).toBeNull();
  },
};
