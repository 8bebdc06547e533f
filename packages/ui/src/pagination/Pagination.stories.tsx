import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { onlyAt } from '../../../../.storybook/modes';
import { Pagination, type PaginationProps } from './Pagination';

const meta = {
  title: '컴포넌트/데이터/쪽 이동 · Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { pageCount: 20, defaultPage: 1, onPageChange: fn() },
  parameters: {
    chromatic: { modes: onlyAt(1280, 390) },
    docs: {
      description: {
        component:
          '긴 목록을 쪽으로 나눠 넘깁니다. 운영 콘솔의 표 아래에 놓이고, 서버가 쪽을 나눠 줄 때도 같은 모습입니다.\n\n' +
          '- **쪽 번호**: 첫 쪽과 끝 쪽, 지금 쪽과 그 양옆이 보이고, 건너뛴 쪽은 "…"입니다. 쪽을 옮겨도 단추 개수가 같아 마우스 아래 단추가 움직이지 않습니다.\n' +
          '- **이전·다음**: 첫 쪽과 끝 쪽에서는 누를 수 없습니다. 휴대폰 폭에서는 화살표만 보입니다(이름은 그대로).\n' +
          '- **요약과 쪽당 개수**: 전체 개수를 주면 왼쪽에 "전체 124건 중 21–40", 개수 바꾸기를 주면 오른쪽에 "20개씩" 고르기가 생깁니다.\n' +
          '- **화면낭독기**: "쪽 이동" 묶음 안에서 "3쪽", 지금 쪽은 "현재 쪽"으로 읽습니다. 요약은 바뀔 때 조용히 알려 줍니다.',
      },
    },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const nav = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('navigation', { name: '쪽 이동' });
const visiblePages = (canvasElement: HTMLElement) =>
  [...nav(canvasElement).querySelectorAll('[data-slot="pages"] > li')].map(
    (li) => li.querySelector('[aria-hidden="true"]')?.textContent ?? li.textContent,
  );

export const Default: Story = {
  name: '기본 (첫 쪽)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(nav(canvasElement));
    await expect(visiblePages(canvasElement)).toEqual(['1', '2', '3', '4', '5', '…', '20']);
    await expect(canvas.getByRole('button', { name: '1쪽' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: '이전' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: '이전' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

export const Middle: Story = {
  name: '가운데 쪽 (양쪽 …)',
  args: { defaultPage: 10 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(nav(canvasElement));
    await expect(visiblePages(canvasElement)).toEqual(['1', '…', '9', '10', '11', '…', '20']);
    // Keyboard: Tab moves through the buttons, Enter chooses.
    canvas.getByRole('button', { name: '10쪽' }).focus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(11);
    await expect(canvas.getByRole('button', { name: '11쪽' })).toHaveAttribute('aria-current', 'page');
    await expect(visiblePages(canvasElement)).toEqual(['1', '…', '10', '11', '12', '…', '20']);
  },
};

export const Last: Story = {
  name: '마지막 쪽',
  args: { defaultPage: 20 },
  play: async ({ canvasElement }) => {
    const canvas = within(nav(canvasElement));
    await expect(visiblePages(canvasElement)).toEqual(['1', '…', '16', '17', '18', '19', '20']);
    await expect(canvas.getByRole('button', { name: '다음' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '이전' })).toBeEnabled();
  },
};

export const Few: Story = {
  name: '쪽이 적을 때',
  args: { pageCount: 3, defaultPage: 2 },
  play: async ({ canvasElement }) => {
    await expect(visiblePages(canvasElement)).toEqual(['1', '2', '3']);
  },
};

function WithSizeDemo(args: PaginationProps) {
  const [page, setPage] = useState(2);
  const [pageSize, setPageSize] = useState(20);
  const total = 124;
  return (
    <Pagination
      {...args}
      page={page}
      onPageChange={(next) => {
        args.onPageChange?.(next);
        setPage(next);
      }}
      pageCount={Math.ceil(total / pageSize)}
      totalCount={total}
      pageSize={pageSize}
      onPageSizeChange={(next) => {
        args.onPageSizeChange?.(next);
        setPageSize(next);
        setPage(1);
      }}
    />
  );
}

export const WithSummaryAndSize: Story = {
  name: '요약과 쪽당 개수',
  args: { onPageSizeChange: fn() },
  render: (args) => <WithSizeDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('전체 124건 중 21–40')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '쪽당 개수' }), '50개씩');
    await expect(args.onPageSizeChange).toHaveBeenLastCalledWith(50);
    await expect(canvas.getByText('전체 124건 중 1–50')).toBeVisible();
    await expect(visiblePages(canvasElement)).toEqual(['1', '2', '3']);
    await userEvent.click(canvas.getByRole('button', { name: '3쪽' }));
    await expect(canvas.getByText('전체 124건 중 101–124')).toBeVisible();
  },
};

export const Disabled: Story = {
  name: '누를 수 없음 (불러오는 중)',
  args: { defaultPage: 4, disabled: true },
  play: async ({ canvasElement }) => {
    for (const button of within(nav(canvasElement)).getAllByRole('button'))
      await expect(button).toBeDisabled();
  },
};

export const CustomLabels: Story = {
  name: '다른 글자 (영어 제품)',
  args: {
    label: 'Pages',
    previousLabel: 'Previous',
    nextLabel: 'Next',
    formatPageLabel: (page) => `Page ${page}`,
    defaultPage: 3,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Pages' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  },
};
