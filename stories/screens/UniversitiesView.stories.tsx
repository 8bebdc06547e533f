import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UniversitiesView } from '../../packages/app/src/routes/home/UniversitiesView';
import { universities } from './fixtures';
import { currentPath, screenParameters, withScreen } from './support';

const meta = {
  title: '화면/대학교 목록 · UniversitiesView',
  component: UniversitiesView,
  decorators: [withScreen],
  // Each state is its own full screen; a docs page stacking them (fixed navigation, sheets) would mislead.
  tags: ['!autodocs'],
  parameters: screenParameters('/universities', [390, 768, 1280]),
  args: { universities, status: 'ready', errorText: null, onRetry: fn(), onBack: fn() },
} satisfies Meta<typeof UniversitiesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  name: '기본',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '찐빵이 함께하는 대학교' })).toBeVisible();
    await expect(canvas.getByText(`모두 ${universities.length}곳`)).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: '대학교 목록' })).getAllByRole('listitem'),
    ).toHaveLength(universities.length);
    // The list belongs to home: its tab stays current.
    await expect(canvas.getByRole('link', { name: '홈' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: /부산대학교/ }));
    await expect(currentPath()).toBe('/?university=8');
    await userEvent.click(canvas.getByRole('button', { name: '뒤로 가기' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const Filtered: Story = {
  name: '이름으로 찾기',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Spaces do not matter: "부 산" finds 부산대학교 and 부산외국어대학교.
    await userEvent.type(canvas.getByRole('searchbox', { name: '대학교 이름으로 찾기' }), '부 산');
    await expect(canvas.getByText('2곳을 찾았어요')).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: '대학교 목록' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  },
};

export const NoMatch: Story = {
  name: '찾는 대학교 없음',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: '대학교 이름으로 찾기' }), '없는대학');
    await expect(canvas.getByRole('heading', { name: '찾는 대학교가 없어요' })).toBeVisible();
  },
};

export const Loading: Story = {
  name: '불러오는 중',
  args: { universities: [], status: 'loading' },
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText('대학교 목록을 불러오는 중');
    await expect(label.closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  name: '오류',
  args: { universities: [], status: 'error', errorText: '서버에 연결하지 못했어요.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('서버에 연결하지 못했어요.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
