import { Button, TextArea } from '@jjinbbang/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type DraftSchema, usePersistentDraft } from './usePersistentDraft';

const DEMO_KEY = 'storybook-review';
const STORAGE_KEY = `jjinbbang:draft:${DEMO_KEY}`;

interface ReviewDraft {
  content: string;
}

// Any zod schema fits here; a hand-written one keeps the demo free of dependencies.
const reviewDraftSchema: DraftSchema<ReviewDraft> = {
  safeParse: (value) =>
    typeof value === 'object' && value !== null && typeof (value as ReviewDraft).content === 'string'
      ? { success: true, data: { content: (value as ReviewDraft).content } }
      : { success: false },
};

function Editor() {
  const [draft, setDraft, { clear, savedAt, error, restored }] = usePersistentDraft(
    DEMO_KEY,
    { content: '' },
    { schema: reviewDraftSchema },
  );
  return (
    <div style={{ display: 'grid', gap: 'var(--jb-space-3)' }}>
      <TextArea
        label="리뷰 내용"
        rows={4}
        value={draft.content}
        onValueChange={(content) => setDraft({ content })}
      />
      <p role="status" style={{ margin: 0, color: 'var(--jb-color-text-secondary)' }}>
        {error
          ? '저장 공간이 부족해 임시 저장하지 못했어요.'
          : savedAt
            ? `자동 저장됨${restored ? ' (불러옴)' : ''}`
            : '아직 저장된 내용이 없어요.'}
      </p>
      <Button variant="secondary" size="sm" onClick={clear}>
        임시 저장 지우기
      </Button>
    </div>
  );
}

function PersistentDraftDemo() {
  const [open, setOpen] = useState(true);
  return (
    <div style={{ display: 'grid', gap: 'var(--jb-space-4)', width: 320 }}>
      <Button variant="secondary" size="sm" onClick={() => setOpen((value) => !value)}>
        {open ? '편집기 닫기' : '편집기 열기'}
      </Button>
      {open ? (
        <Editor />
      ) : (
        <p style={{ margin: 0 }}>편집기가 닫혔어요. 다시 열면 임시 저장된 글을 불러와요.</p>
      )}
    </div>
  );
}

const meta = {
  title: '훅/임시 저장 · usePersistentDraft',
  component: PersistentDraftDemo,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '`usePersistentDraft(key, initial, { debounceMs = 500, maxAgeMs = 24h, schema, storage, namespace, crossTab, onError, onDiscard })`',
          '→ `[value, setValue, { flush, clear, error, restored, discarded, savedAt }]`.',
          '',
          'A `useState` mirrored to local storage (spec 001 §3.1: debounce 500 ms, expiry 24 hours). Writes are',
          'debounced and flushed on `pagehide`, when the page is hidden and on unmount. Expired, corrupt or',
          'schema-invalid data is removed and the hook starts from `initial`; quota errors are reported through',
          '`error`/`onError`, never thrown. Other tabs writing or clearing the same key are followed.',
          '',
          '데모: 글을 쓰고 편집기를 닫았다 열면 임시 저장된 내용이 복원됩니다.',
        ].join('\n'),
      },
    },
  },
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
  },
} satisfies Meta<typeof PersistentDraftDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '기본: 임시 저장과 복원',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('typing is saved after the debounce', async () => {
      await userEvent.type(canvas.getByLabelText('리뷰 내용'), '채광이 좋아요');
      await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('자동 저장됨'));
      expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null').value).toEqual({
        content: '채광이 좋아요',
      });
    });
    await step('closing and reopening restores the draft', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '편집기 닫기' }));
      await userEvent.click(canvas.getByRole('button', { name: '편집기 열기' }));
      await expect(canvas.getByLabelText('리뷰 내용')).toHaveValue('채광이 좋아요');
      await expect(canvas.getByRole('status')).toHaveTextContent('자동 저장됨 (불러옴)');
    });
    await step('clearing removes the stored draft', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '임시 저장 지우기' }));
      await expect(canvas.getByLabelText('리뷰 내용')).toHaveValue('');
      expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    });
  },
};

export const DiscardsCorruptStorage: Story = {
  name: '깨진 저장 내용은 버림',
  beforeEach: () => {
    localStorage.setItem(STORAGE_KEY, '{"version":1,"savedAt":');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('리뷰 내용')).toHaveValue('');
    await expect(canvas.getByRole('status')).toHaveTextContent('아직 저장된 내용이 없어요.');
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  },
};

export const DiscardsExpiredDraft: Story = {
  name: '오래된 임시 저장은 버림',
  beforeEach: () => {
    const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ version: 1, savedAt: dayAgo, value: { content: '어제 글' } }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('리뷰 내용')).toHaveValue('');
  },
};
