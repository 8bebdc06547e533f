import { Button } from '@jjinbbang/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BLOB_LOST_MESSAGE, useBlobStore } from './useBlobStore';

const DB_NAME = 'jjinbbang-storybook-blobs';
const NAMESPACE = 'review-create';

// A real 1×1 PNG so the previews are genuine images.
const PIXEL = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

function deleteDatabase(): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(DB_NAME);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
  });
}

function PhotoPicker({ expectedIds, onAdded }: { expectedIds: string[]; onAdded: (ids: string[]) => void }) {
  const store = useBlobStore(NAMESPACE, { dbName: DB_NAME, expectedIds });
  return (
    <div style={{ display: 'grid', gap: 'var(--jb-space-3)' }}>
      <label>
        사진 선택
        <input
          type="file"
          accept="image/*"
          multiple
          onChange={async (event) => {
            const added = await store.add(event.currentTarget.files ?? []);
            onAdded(added.map((entry) => entry.id));
          }}
        />
      </label>
      {store.missingIds.length > 0 ? (
        <p role="alert" style={{ margin: 0, color: 'var(--jb-color-negative)' }}>
          {BLOB_LOST_MESSAGE}
        </p>
      ) : null}
      <p role="status" style={{ margin: 0 }}>
        {store.status === 'loading' ? '사진을 불러오는 중' : `저장된 사진 ${store.entries.length}장`}
      </p>
      <ul style={{ display: 'flex', gap: 'var(--jb-space-3)', padding: 0, margin: 0, listStyle: 'none' }}>
        {store.entries.map((entry, index) => (
          <li key={entry.id} style={{ display: 'grid', gap: 'var(--jb-space-2)' }}>
            <img src={entry.url} alt={`선택한 사진 ${index + 1}`} width={48} height={48} />
            <Button variant="secondary" size="sm" onClick={() => store.remove(entry.id)}>
              사진 {index + 1} 삭제
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function BlobStoreDemo() {
  // Stands in for the draft's `images` list, which local storage keeps across a refresh.
  const [ids, setIds] = useState<string[]>([]);
  const [mount, setMount] = useState(0);
  return (
    <div style={{ display: 'grid', gap: 'var(--jb-space-4)', width: 340 }}>
      <PhotoPicker key={mount} expectedIds={ids} onAdded={(added) => setIds((prev) => [...prev, ...added])} />
      <Button variant="secondary" size="sm" onClick={() => setMount((n) => n + 1)}>
        새로고침처럼 다시 불러오기
      </Button>
      <Button
        variant="secondary"
        size="sm"
        onClick={async () => {
          await deleteDatabase();
          setMount((n) => n + 1);
        }}
      >
        브라우저가 사진 저장소를 비운 경우
      </Button>
    </div>
  );
}

const meta = {
  title: '훅/임시 사진 보관 · useBlobStore',
  component: BlobStoreDemo,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '`useBlobStore(namespace, { expectedIds, indexedDB, dbName })` → `{ status, persistent, entries, missingIds, error, add, remove, clear }`.',
          '',
          'Keeps draft photos as Blobs in IndexedDB so they survive a refresh (local storage cannot hold 20 photos).',
          'Each entry has an object URL the hook revokes on remove, clear and unmount. `missingIds` lists the',
          "`expectedIds` (the draft's image ids) that the store no longer holds, so the app can show",
          `'${BLOB_LOST_MESSAGE}' (spec 001 §8) instead of losing photos silently.`,
          'Without IndexedDB the store falls back to page memory (`persistent: false`); write failures such as a full',
          'disk are reported in `error` and never reject.',
        ].join('\n'),
      },
    },
  },
  beforeEach: async () => {
    await deleteDatabase();
  },
} satisfies Meta<typeof BlobStoreDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '기본: 사진 저장과 불러오기',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('저장된 사진 0장'));
    await step('picked photos are stored and previewed through object URLs', async () => {
      const files = ['a.png', 'b.png'].map((name) => new File([PIXEL], name, { type: 'image/png' }));
      await userEvent.upload(canvas.getByLabelText('사진 선택'), files);
      await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('저장된 사진 2장'));
      const image = canvas.getByRole<HTMLImageElement>('img', { name: '선택한 사진 1' });
      expect(image.src).toMatch(/^blob:/);
      await waitFor(() => expect(image.naturalWidth).toBe(1));
    });
    await step('photos survive a reload of the component', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '새로고침처럼 다시 불러오기' }));
      await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('저장된 사진 2장'));
      expect(canvas.queryByRole('alert')).toBeNull();
    });
    await step('removing one photo', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '사진 1 삭제' }));
      await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('저장된 사진 1장'));
    });
  },
};

export const ReportsLostPhotos: Story = {
  name: '사라진 사진 알림',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('저장된 사진 0장'));
    await userEvent.upload(
      canvas.getByLabelText('사진 선택'),
      new File([PIXEL], 'a.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('저장된 사진 1장'));
    await userEvent.click(canvas.getByRole('button', { name: '브라우저가 사진 저장소를 비운 경우' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(BLOB_LOST_MESSAGE));
  },
};
