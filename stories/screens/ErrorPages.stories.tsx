import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotFoundPage, UnexpectedErrorPage } from '../../packages/app/src/shell/ErrorPages';
import { currentPath, screenParameters, withScreen } from './support';

const meta = {
  title: '화면/오류 · ErrorPages',
  component: UnexpectedErrorPage,
  decorators: [withScreen],
  // Each state is its own full screen; a docs page stacking them (fixed navigation, sheets) would mislead.
  tags: ['!autodocs'],
  parameters: screenParameters('/no-such-page'),
  args: { onRetry: fn() },
} satisfies Meta<typeof UnexpectedErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  name: '페이지 없음',
  render: () => <NotFoundPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없어요' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '홈으로 가기' }));
    await expect(currentPath()).toBe('/');
  },
};

export const Unexpected: Story = {
  name: '예상하지 못한 오류',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '문제가 생겼어요' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
