import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { moderator, words } from '../../stories/fixtures';
import { CONSOLE_GLOBALS, consoleParameters, withConsole } from '../../stories/support';
import { WordsView } from './WordsView';

const meta = {
  title: '화면/운영/금칙어',
  component: WordsView,
  decorators: [withConsole],
  globals: CONSOLE_GLOBALS,
  tags: ['!autodocs'],
  parameters: consoleParameters(
    { path: '/words', nav: 'words', title: '금칙어' },
    '새로 쓰거나 고친 후기에서 찾을 말의 사전입니다. 후기 글은 바뀌지 않고 "금칙어 포함"으로 표시돼 운영진이 확인합니다. 관리자만 더하고, ' +
      '끄고, 지웁니다(지우기는 한 번 더 묻습니다). 띄어쓰기와 대소문자가 달라도 같은 말이라 이미 있는 말은 더할 수 없습니다.',
  ),
  args: {
    canEdit: true,
    search: '',
    onSearchChange: fn(),
    page: 0,
    onPageChange: fn(),
    words: { status: 'ready', data: { items: words, total: words.length } },
    onAdd: fn(async (_word: string): Promise<string | null> => null),
    onToggle: fn(async () => undefined),
    onDelete: fn(async () => undefined),
    pending: null,
  },
} satisfies Meta<typeof WordsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  name: '기본 (관리자)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '추가' }));
    await expect(canvas.getByText('금칙어를 입력해 주세요.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '새 금칙어' }), '사기꾼{Enter}');
    await expect(args.onAdd).toHaveBeenCalledWith('사기꾼');
    await userEvent.click(canvas.getByRole('button', { name: '존나 다시 켜기' }));
    await expect(args.onToggle).toHaveBeenCalledWith(expect.objectContaining({ word: '존나' }));
    await userEvent.click(canvas.getByRole('button', { name: '시발 지우기' }));
    const ask = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: "'시발'을(를) 지울까요?",
    });
    await expect(ask).toHaveTextContent('잠시 쓰지 않으려면 끄기를 쓰세요.');
  },
};

export const Duplicate: Story = {
  name: '이미 있는 말',
  args: { onAdd: fn(async (_word: string): Promise<string | null> => "'시발'은(는) 이미 사전에 있어요.") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '새 금칙어' }), '시 발{Enter}');
    await expect(await canvas.findByText("'시발'은(는) 이미 사전에 있어요.")).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '새 금칙어' })).toHaveValue('시 발');
  },
};

export const Moderator: Story = {
  name: '운영자 (읽기만)',
  args: { canEdit: false },
  parameters: { staff: moderator },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('금칙어를 더하거나 끄고 지우는 일은 관리자만 할 수 있어요.')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: '새 금칙어' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /지우기/ })).toBeNull();
  },
};

export const Empty: Story = {
  name: '비어 있음',
  args: { words: { status: 'ready', data: { items: [], total: 0 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '사전이 비어 있어요' })).toBeVisible();
  },
};

export const Loading: Story = {
  name: '불러오는 중',
  args: { words: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: /^금칙어 사전/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Failed: Story = {
  name: '오류',
  args: {
    words: { status: 'error', message: '서버에 문제가 생겼어요. 잠시 후 다시 시도해 주세요.', onRetry: fn() },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('서버에 문제가 생겼어요. 잠시 후 다시 시도해 주세요.'),
    ).toBeVisible();
  },
};
