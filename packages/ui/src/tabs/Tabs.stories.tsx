import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { onlyAt } from '../../../../.storybook/modes';
import { Tabs, type TabsRootProps } from './Tabs';

function ReportTabs(args: TabsRootProps) {
  return (
    <Tabs.Root {...args}>
      <Tabs.List label="신고 상태">
        <Tabs.Trigger value="open" count={12}>
          접수
        </Tabs.Trigger>
        <Tabs.Trigger value="closed" count={1284}>
          처리완료
        </Tabs.Trigger>
        <Tabs.Trigger value="all">전체</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="open">처리를 기다리는 신고 12건이에요.</Tabs.Content>
      <Tabs.Content value="closed">처리한 신고 1,284건이에요.</Tabs.Content>
      <Tabs.Content value="all">모든 신고예요.</Tabs.Content>
    </Tabs.Root>
  );
}

const meta = {
  title: '컴포넌트/탐색/탭 · Tabs',
  component: Tabs.Root,
  subcomponents: { 'Tabs.List': Tabs.List, 'Tabs.Trigger': Tabs.Trigger, 'Tabs.Content': Tabs.Content },
  tags: ['autodocs'],
  args: { defaultValue: 'open', onValueChange: fn() },
  render: (args) => <ReportTabs {...args} />,
  parameters: {
    chromatic: { modes: onlyAt(1280) },
    docs: {
      description: {
        component:
          '같은 화면 안의 내용을 몇 묶음으로 나눠 바꿔 봅니다. 운영 콘솔의 "접수 / 처리완료"처럼 탭 이름 옆에 건수를 둘 수 있고, ' +
          '화면낭독기는 "접수 12건, 탭, 선택됨"으로 읽습니다.\n\n' +
          '- **키보드**: Tab으로 탭 줄에 들어와 ←/→로 옮기면 바로 열립니다(Home/End는 처음·끝). 다시 Tab을 누르면 열린 내용으로 갑니다.\n' +
          '- **수동 열기**: 탭을 여는 데 시간이 걸리면(서버에서 불러오기) 화살표로 옮기기만 하고 Enter나 Space로 엽니다.\n' +
          '- **많은 탭**: 폭이 모자라면 탭 줄이 옆으로 스크롤됩니다.\n' +
          '- **큰 수**: 999를 넘으면 "999+"로 줄여 보이고, 화면낭독기는 정확한 수를 읽습니다.',
      },
    },
  },
} satisfies Meta<typeof Tabs.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '기본 (건수)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const open = canvas.getByRole('tab', { name: '접수 12건' });
    await expect(canvas.getByRole('tablist', { name: '신고 상태' })).toBeVisible();
    await expect(open).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: '접수 12건' })).toHaveTextContent('12건이에요');
    // 1,284 is shown as 999+ and read in full.
    const closed = canvas.getByRole('tab', { name: '처리완료 1,284건' });
    await expect(closed).toHaveTextContent('999+');
    await userEvent.click(closed);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('closed');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('1,284건이에요');
  },
};

export const Keyboard: Story = {
  name: '키보드로 옮기기',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: '접수 12건' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '처리완료 1,284건' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('closed');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: '전체' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '접수 12건' })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: '전체' })).toHaveFocus();
    // Tab leaves the tab row for the open panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: '전체' })).toHaveFocus();
  },
};

export const Manual: Story = {
  name: '수동 열기 (Enter로 열기)',
  args: { activationMode: 'manual' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: '접수 12건' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '처리완료 1,284건' })).toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('closed');
  },
};

export const DisabledTab: Story = {
  name: '고를 수 없는 탭',
  render: (args) => (
    <Tabs.Root {...args}>
      <Tabs.List label="인증 대기열" size="sm">
        <Tabs.Trigger value="open" count={3}>
          대기
        </Tabs.Trigger>
        <Tabs.Trigger value="ocr" disabled>
          자동 판독(꺼짐)
        </Tabs.Trigger>
        <Tabs.Trigger value="done" count={0}>
          처리완료
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="open">대기 중인 증명서 3건</Tabs.Content>
      <Tabs.Content value="done">처리한 증명서가 없어요</Tabs.Content>
    </Tabs.Root>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: '자동 판독(꺼짐)' })).toBeDisabled();
    canvas.getByRole('tab', { name: '대기 3건' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '처리완료 0건' })).toHaveFocus();
  },
};

const MANY = ['대시보드', '입학 증명서', '신고', '후기', '금칙어', '활동 기록', '운영자', '설정'];

export const Many: Story = {
  name: '많은 탭 (옆으로 스크롤)',
  parameters: { chromatic: { modes: onlyAt(390) } },
  args: { defaultValue: MANY[0] },
  render: (args) => (
    <Tabs.Root {...args}>
      <Tabs.List label="운영 메뉴">
        {MANY.map((name, i) => (
          <Tabs.Trigger key={name} value={name} count={i % 3 === 1 ? i * 4 : undefined}>
            {name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {MANY.map((name) => (
        <Tabs.Content key={name} value={name}>
          {name} 내용
        </Tabs.Content>
      ))}
    </Tabs.Root>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist', { name: '운영 메뉴' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    within(list).getByRole('tab', { name: '대시보드' }).focus();
    await userEvent.keyboard('{End}');
    const last = within(list).getByRole('tab', { name: '설정 28건' });
    await expect(last).toHaveFocus();
    // The focused tab is scrolled into view.
    await expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(
      list.getBoundingClientRect().right + 1,
    );
  },
};
