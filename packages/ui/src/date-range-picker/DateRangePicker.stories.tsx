import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { onlyAt } from '../../../../.storybook/modes';
import { DateRangePicker } from './DateRangePicker';

const TODAY = '2026-11-29';

const meta = {
  title: '컴포넌트/입력/기간 고르기 · DateRangePicker',
  component: DateRangePicker,
  tags: ['autodocs'],
  args: { today: TODAY, onValueChange: fn() },
  decorators: [(Story) => <div style={{ padding: 'var(--jb-space-5)' }}>{Story()}</div>],
  parameters: {
    layout: 'fullscreen',
    chromatic: { modes: onlyAt(1280) },
    docs: {
      description: {
        component:
          '시작일과 종료일을 고릅니다(운영 콘솔의 후기 검색, 활동 기록, 대시보드 기간). 칸을 누르면 두 달짜리 달력이 열리고, 첫 날과 끝 날을 차례로 ' +
          '누르면 닫힙니다. 왼쪽의 "오늘 · 최근 7일 · 최근 30일"은 한 번에 고릅니다. 값은 "2026-11-29" 같은 날짜 글자(ISO)로 나옵니다.\n\n' +
          '- **키보드**: 칸에서 Enter로 열면 고른 첫 날(없으면 오늘)에 포커스가 갑니다. ←/→ 하루, ↑/↓ 한 주, Home/End 그 주의 처음·끝, ' +
          'Page Up/Down 한 달, Shift와 함께 한 해. Enter나 Space로 고르고, Esc로 닫으면 칸으로 돌아갑니다.\n' +
          '- **고르는 중**: 첫 날을 고르면 아래에 "…부터. 끝나는 날을 고르세요."가 나오고, 포인터나 포커스를 따라 기간이 미리 칠해집니다. ' +
          '끝 날을 첫 날보다 앞에 골라도 순서를 맞춥니다.\n' +
          '- **고를 수 없는 날**: 처음·마지막 날(예: 오늘까지) 밖의 날은 흐리고 줄이 그어지며 눌러도 고르지 않습니다.\n' +
          '- **오늘**은 굵은 밑줄, 일요일은 빨간 글자입니다.',
      },
    },
  },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: /^기간/ });
const dialog = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('dialog', { name: '기간 고르기' });
const day = (scope: HTMLElement, name: string) =>
  within(scope).getByRole('button', { name: new RegExp(`^${name}`) });

export const Default: Story = {
  name: '기본 (첫 날과 끝 날 누르기)',
  play: async ({ canvasElement, args }) => {
    const field = trigger(canvasElement);
    await expect(field).toHaveAccessibleName('기간 기간을 골라 주세요');
    await userEvent.click(field);
    const calendar = await dialog(canvasElement);
    await expect(within(calendar).getByRole('grid', { name: '2026년 11월' })).toBeVisible();
    await expect(within(calendar).getByRole('grid', { name: '2026년 12월' })).toBeVisible();
    await expect(
      within(calendar)
        .getAllByRole('columnheader')
        .map((th) => th.textContent)
        .slice(0, 7),
    ).toEqual(['일', '월', '화', '수', '목', '금', '토']);
    const today = day(calendar, '2026년 11월 29일 일요일');
    await waitFor(() => expect(today).toHaveFocus());
    await expect(today).toHaveAttribute('aria-current', 'date');
    await userEvent.click(day(calendar, '2026년 11월 12일'));
    await expect(
      within(calendar).getByText('2026년 11월 12일 목요일부터. 끝나는 날을 고르세요.'),
    ).toBeVisible();
    await expect(args.onValueChange).not.toHaveBeenCalled();
    // The end may come first: the range is put in order.
    await userEvent.click(day(calendar, '2026년 11월 3일'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ start: '2026-11-03', end: '2026-11-12' });
    await waitFor(() => expect(within(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(field).toHaveAccessibleName('기간 2026.11.03 – 2026.11.12');
    // Open again: the range is drawn, its ends named.
    await userEvent.click(field);
    const again = await dialog(canvasElement);
    await expect(day(again, '2026년 11월 3일 화요일')).toHaveAccessibleName('2026년 11월 3일 화요일, 시작일');
    await expect(day(again, '2026년 11월 12일 목요일')).toHaveAccessibleName(
      '2026년 11월 12일 목요일, 종료일',
    );
    await expect(day(again, '2026년 11월 7일').closest('td')).toHaveAttribute('aria-selected', 'true');
  },
};

export const Keyboard: Story = {
  name: '키보드로 고르기',
  play: async ({ canvasElement, args }) => {
    const field = trigger(canvasElement);
    field.focus();
    await userEvent.keyboard('{Enter}');
    const calendar = await dialog(canvasElement);
    await waitFor(() => expect(day(calendar, '2026년 11월 29일')).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await expect(day(calendar, '2026년 11월 28일 토요일')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(day(calendar, '2026년 11월 21일')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(day(calendar, '2026년 11월 15일 일요일')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(day(calendar, '2026년 11월 21일 토요일')).toHaveFocus();
    // A month back turns the calendar to October and November.
    await userEvent.keyboard('{PageUp}');
    await expect(day(calendar, '2026년 10월 21일 수요일')).toHaveFocus();
    await expect(within(calendar).getByRole('grid', { name: '2026년 10월' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(
      within(calendar).getByText('2026년 10월 21일 수요일부터. 끝나는 날을 고르세요.'),
    ).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // The range follows the focus before the second choice.
    await expect(day(calendar, '2026년 10월 28일').closest('td')).toHaveAttribute('data-in-range', 'true');
    await userEvent.keyboard('{PageDown}');
    await expect(day(calendar, '2026년 12월 4일 금요일')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ start: '2026-10-21', end: '2026-12-04' });
    await waitFor(() => expect(field).toHaveFocus());
    // Escape closes without choosing; a year back with Shift+Page Up.
    await userEvent.keyboard('{Enter}');
    const again = await dialog(canvasElement);
    await waitFor(() => expect(day(again, '2026년 10월 21일')).toHaveFocus());
    await userEvent.keyboard('{Shift>}{PageUp}{/Shift}');
    await expect(day(again, '2025년 10월 21일 화요일')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(field).toHaveFocus());
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await dialog(canvasElement);
  },
};

export const Presets: Story = {
  name: '빠른 선택',
  play: async ({ canvasElement, args }) => {
    const field = trigger(canvasElement);
    await userEvent.click(field);
    let calendar = await dialog(canvasElement);
    const presets = within(calendar).getByRole('group', { name: '빠른 선택' });
    await userEvent.click(within(presets).getByRole('button', { name: '최근 7일' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ start: '2026-11-23', end: '2026-11-29' });
    await expect(field).toHaveAccessibleName('기간 2026.11.23 – 2026.11.29');
    await userEvent.click(field);
    calendar = await dialog(canvasElement);
    await expect(within(calendar).getByRole('button', { name: '최근 7일' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(calendar).getByRole('button', { name: '최근 30일' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ start: '2026-10-31', end: '2026-11-29' });
    await userEvent.click(field);
    calendar = await dialog(canvasElement);
    await userEvent.click(within(calendar).getByRole('button', { name: '오늘' }));
    await expect(field).toHaveAccessibleName('기간 2026.11.29');
    await userEvent.click(field);
    await dialog(canvasElement);
  },
};

export const UntilToday: Story = {
  name: '오늘까지만 (고를 수 없는 날)',
  args: { max: TODAY, min: '2026-10-05', defaultValue: { start: '2026-11-02', end: '2026-11-08' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(trigger(canvasElement));
    const calendar = await dialog(canvasElement);
    await waitFor(() => expect(day(calendar, '2026년 11월 2일')).toHaveFocus());
    // Looking back from today: October and November, not a December that cannot be chosen.
    await expect(within(calendar).getByRole('grid', { name: '2026년 10월' })).toBeVisible();
    await expect(within(calendar).getByRole('button', { name: '다음 달' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const early = day(calendar, '2026년 10월 4일');
    await expect(early).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(early);
    await expect(within(calendar).getByText('시작하는 날을 고르세요.')).toBeVisible();
    // The keyboard stops at the last day that can be chosen.
    day(calendar, '2026년 11월 29일').focus();
    await userEvent.keyboard('{ArrowRight}{PageDown}');
    await expect(day(calendar, '2026년 11월 29일')).toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Clear: Story = {
  name: '지우기',
  args: { defaultValue: { start: '2026-10-25', end: '2026-11-04' } },
  play: async ({ canvasElement, args }) => {
    const field = trigger(canvasElement);
    await expect(field).toHaveAccessibleName('기간 2026.10.25 – 2026.11.04');
    await userEvent.click(field);
    const calendar = await dialog(canvasElement);
    // A range across two months shows both.
    await expect(within(calendar).getByRole('grid', { name: '2026년 10월' })).toBeVisible();
    await expect(within(calendar).getByRole('grid', { name: '2026년 11월' })).toBeVisible();
    await userEvent.click(within(calendar).getByRole('button', { name: '지우기' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await expect(field).toHaveAccessibleName('기간 기간을 골라 주세요');
  },
};

export const MonthButtons: Story = {
  name: '달 넘기기 단추',
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const calendar = await dialog(canvasElement);
    await userEvent.click(within(calendar).getByRole('button', { name: '다음 달' }));
    await expect(within(calendar).getByRole('grid', { name: '2027년 1월' })).toBeVisible();
    await userEvent.click(within(calendar).getByRole('button', { name: '이전 달' }));
    await userEvent.click(within(calendar).getByRole('button', { name: '이전 달' }));
    await expect(within(calendar).getByRole('grid', { name: '2026년 10월' })).toBeVisible();
    // One tab stop in the calendars, on the day that moved with the months.
    await expect(calendar.querySelectorAll('.jb-DateRangePicker-day[tabindex="0"]')).toHaveLength(1);
    // A click outside the calendar closes it without choosing.
    await userEvent.click(within(canvasElement).getByText('기간', { exact: true }));
    await waitFor(() => expect(within(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger(canvasElement)).toHaveAccessibleName('기간 기간을 골라 주세요');
  },
};

export const Narrow: Story = {
  name: '좁은 화면 (한 달)',
  args: { months: 1, size: 'sm', defaultValue: { start: '2026-11-23', end: '2026-11-29' } },
  parameters: { chromatic: { modes: onlyAt(390) } },
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const calendar = await dialog(canvasElement);
    await expect(within(calendar).getAllByRole('grid')).toHaveLength(1);
    await expect(within(calendar).getByRole('button', { name: '최근 7일' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const AtRightEdge: Story = {
  name: '오른쪽 끝의 칸 (달력이 왼쪽으로 펼쳐짐)',
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const calendar = await dialog(canvasElement);
    // Hung from the field's right end, the calendar stays inside the window.
    await expect(calendar).toHaveAttribute('data-align', 'end');
    await expect(calendar.getBoundingClientRect().right).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    await expect(calendar.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
  },
};

export const Disabled: Story = {
  name: '고를 수 없음',
  args: { disabled: true, defaultValue: { start: '2026-11-01', end: '2026-11-29' } },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toBeDisabled();
  },
};
