import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { onlyAt } from '../../../../.storybook/modes';
import { BarChart } from './BarChart';
import type { ChartDatum } from './ChartFrame';
import { LineChart } from './LineChart';

/** The 30 days up to 2026-11-29, with counts drawn from fixed formulas so every run is the same. */
function days(count: (i: number) => number): ChartDatum[] {
  return Array.from({ length: 30 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 10, 29 - 29 + i));
    const [m, d] = [date.getUTCMonth() + 1, date.getUTCDate()];
    return { label: `${m}월 ${d}일`, tick: `${m}.${d}`, value: count(i) };
  });
}

const REVIEWS = days((i) => 6 + ((i * 7) % 11) + (i % 7 === 5 ? 9 : 0));
const VERIFICATIONS = days((i) => 2 + ((i * 5) % 7));
const REPORTS = days((i) => (i * 3) % 5);

const meta = {
  title: '컴포넌트/데이터/차트 · BarChart, LineChart',
  component: BarChart,
  subcomponents: { LineChart },
  tags: ['autodocs'],
  args: { title: '하루 후기 수 (최근 30일)', data: REVIEWS, seriesName: '후기' },
  parameters: {
    chromatic: { modes: onlyAt(1280, 390) },
    docs: {
      description: {
        component:
          '운영 콘솔 대시보드의 작은 차트입니다: 최근 30일 동안 하루에 올라온 후기, 인증, 신고 수. 막대 차트는 한 가지 수, 선 차트는 여러 수를 ' +
          '함께 봅니다(색마다 범례). 폭은 부모를 채우고, 좁으면 날짜 글자를 건너뛰어 겹치지 않게 합니다.\n\n' +
          '- **값 보기**: 마우스를 올리거나, Tab으로 차트에 들어와 ←/→(Home/End)로 옮기면 그날의 값이 말풍선으로 보입니다.\n' +
          '- **화면낭독기**: 그림의 이름으로 요약(기간, 합계, 최대·최소)을 읽고, 화살표로 옮길 때마다 그날의 값을 읽고, 모든 값은 숨은 표로도 있습니다.\n' +
          '- **자료 없음**: "표시할 자료가 없어요".',
      },
    },
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const tooltip = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-slot="tooltip"]');

export const Bars: Story = {
  name: '막대 (하루 후기 수)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = canvas.getByRole('figure', { name: '하루 후기 수 (최근 30일)' });
    const image = within(figure).getByRole('img');
    await expect(image).toHaveAccessibleName(
      '하루 후기 수 (최근 30일). 10월 31일부터 11월 29일까지. 후기: 합계 368건, 최대 11월 12일 22건, 최소 10월 31일 6건.',
    );
    await expect(image).toHaveAccessibleDescription('←, →로 하나씩 값을 들을 수 있어요.');
    // The data as a table, for screen readers and copying.
    const table = within(figure).getByRole('table', { name: '하루 후기 수 (최근 30일)' });
    await expect(within(table).getAllByRole('row')).toHaveLength(31);
    await expect(
      within(table).getByRole('rowheader', { name: '11월 29일' }).nextElementSibling,
    ).toHaveTextContent('11건');
    // Keyboard: focus starts on the latest day.
    await userEvent.tab();
    await expect(image).toHaveFocus();
    await expect(tooltip(canvasElement)).toHaveTextContent('11월 29일11건');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tooltip(canvasElement)).toHaveTextContent('11월 28일');
    await expect(canvas.getByText('11월 28일: 15건')).toBeInTheDocument();
    await userEvent.keyboard('{Home}');
    await expect(tooltip(canvasElement)).toHaveTextContent('10월 31일6건');
    await userEvent.keyboard('{End}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(tooltip(canvasElement)).toHaveTextContent('11월 26일');
  },
};

export const Hover: Story = {
  name: '막대에 마우스 올리기',
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img');
    const bars = canvasElement.querySelectorAll<SVGRectElement>('.jb-Chart-bars rect');
    const fifth = (bars[5] as SVGRectElement).getBoundingClientRect();
    await userEvent.pointer({
      target: image,
      coords: { clientX: fifth.x + fifth.width / 2, clientY: fifth.y + 2 },
    });
    await waitFor(() => expect(tooltip(canvasElement)).toHaveTextContent('11월 5일17건'));
    await expect(bars[5]).toHaveAttribute('data-active', 'true');
    await userEvent.unhover(image);
    await waitFor(() => expect(tooltip(canvasElement)).toBeNull());
    await userEvent.pointer({
      target: image,
      coords: { clientX: fifth.x + fifth.width / 2, clientY: fifth.y + 2 },
    });
    await waitFor(() => expect(tooltip(canvasElement)).not.toBeNull());
  },
};

export const Lines: StoryObj<typeof LineChart> = {
  name: '선 (후기 · 인증 · 신고)',
  args: {
    title: '하루 활동 (최근 30일)',
    series: [
      { name: '후기', data: REVIEWS },
      { name: '인증', data: VERIFICATIONS },
      { name: '신고', data: REPORTS },
    ],
  },
  render: (args) => <LineChart {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img');
    await expect(image.getAttribute('aria-label')).toContain('인증: 합계');
    await expect(image.getAttribute('aria-label')).toContain('신고: 합계 60건');
    await expect(canvasElement.querySelectorAll('.jb-Chart-legend li')).toHaveLength(3);
    const table = canvas.getByRole('table');
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['날짜', '후기', '인증', '신고']);
    image.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tooltip(canvasElement)).toHaveTextContent('11월 28일후기 15건인증 2건신고 4건');
    await expect(canvas.getByText('11월 28일: 후기 15건, 인증 2건, 신고 4건')).toBeInTheDocument();
  },
};

export const AllZero: Story = {
  name: '모두 0',
  args: { title: '하루 신고 수', data: days(() => 0), seriesName: '신고' },
  play: async ({ canvasElement }) => {
    const labels = [...canvasElement.querySelectorAll('.jb-Chart-grid text')].map((t) => t.textContent);
    await expect(labels).toEqual(['0', '1']);
    await expect(within(canvasElement).getByRole('img').getAttribute('aria-label')).toContain('합계 0건');
  },
};

export const Empty: Story = {
  name: '자료 없음',
  args: { data: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('표시할 자료가 없어요')).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const NarrowLabels: Story = {
  name: '좁은 폭 (날짜 건너뛰기)',
  parameters: { chromatic: { modes: onlyAt(390) } },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const ticks = [...canvasElement.querySelectorAll('.jb-Chart-axis text')].map((t) => t.textContent);
    // About 250 px for 30 days: every sixth date, ending on the latest.
    await expect(ticks.length).toBeLessThan(8);
    await expect(ticks.at(-1)).toBe('11.29');
    const svg = within(canvasElement).getByRole('img');
    await expect(svg.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};
