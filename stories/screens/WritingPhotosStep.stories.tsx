import type { PhotoPickerItem } from '@jjinbbang/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { atWidths } from '../../.storybook/modes';
import { PHOTO_MESSAGES, preparePhoto } from '../../packages/app/src/routes/writing/photos';
import { type DraftPhotos, PhotosStepView } from '../../packages/app/src/routes/writing/steps/PhotosStep';
import { frameFor, pageDocs } from './WritingFixtures';

/** A small photo as a camera would hand it over, drawn in the browser (a gradient with a few shapes). */
async function cameraJpeg(name: string, type = 'image/jpeg', width = 640, height = 480): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
  const gradient = ctx.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, '#f6d6a8');
  gradient.addColorStop(1, '#6b8fb5');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#fff8';
  ctx.fillRect(width * 0.1, height * 0.2, width * 0.35, height * 0.5);
  const blob = await new Promise<Blob>((resolve) =>
    canvas.toBlob((b) => resolve(b as Blob), 'image/jpeg', 0.9),
  );
  return new File([blob], name, { type });
}

const photoUrl = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><rect width="120" height="120" fill="hsl(${hue} 45% 70%)"/></svg>`,
  )}`;
const stored: PhotoPickerItem[] = [
  { id: 'a', url: photoUrl(30) },
  { id: 'b', url: photoUrl(200) },
];

/** The photo step as the create wizard runs it: every picked file goes through the real preparation. */
function PhotosHarness({ initial = [], onSubmit }: { initial?: PhotoPickerItem[]; onSubmit: () => void }) {
  const [items, setItems] = useState<PhotoPickerItem[]>(initial);
  const [preparing, setPreparing] = useState<DraftPhotos['preparing']>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const photos: DraftPhotos = {
    items,
    ready: true,
    preparing,
    problems,
    remove: (id) => setItems((list) => list.filter((item) => item.id !== id)),
    add: (files) => {
      setProblems([]);
      void (async () => {
        const refused: string[] = [];
        for (const [index, file] of files.entries()) {
          setPreparing({ done: index, total: files.length });
          const prepared = await preparePhoto(file);
          if (prepared.ok) {
            const url = URL.createObjectURL(prepared.file);
            setItems((list) => [...list, { id: `${file.name}-${index}`, url }]);
          } else refused.push(prepared.message);
        }
        setPreparing(null);
        setProblems(refused);
      })();
    },
  };
  return <PhotosStepView frame={frameFor('photos')} kind="GENERAL" photos={photos} onSubmit={onSubmit} />;
}

const meta = {
  title: '화면/후기 쓰기/사진 · PhotosStepView',
  component: PhotosHarness,
  parameters: pageDocs(
    '방 사진을 올리는 단계입니다. 사진은 올리기 전에 휴대폰에서 줄이고(긴 변 2048px), 위치 정보(EXIF)는 지워집니다.\n\n- 사진마다 × 버튼으로 뺄 수 있습니다.\n- **오류**: 사진이 아닌 파일, 깨진 파일, 변환할 수 없는 HEIC는 파일 이름과 함께 거절됩니다.\n- 넓은 화면에서는 사진이 더 큰 칸으로 보입니다.',
  ),
  args: { onSubmit: fn() },
} satisfies Meta<typeof PhotosHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const upload = userEvent.setup({ applyAccept: false });

/** issue 12: the content decides, not the name — a real JPEG named .heic is accepted and converted. */
export const Valid: Story = {
  name: '기본',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await expect(canvas.getByRole('button', { name: '다음' })).toBeDisabled();
    await upload.upload(input, [await cameraJpeg('IMG_0001.heic', 'image/heic'), await cameraJpeg('방.jpg')]);
    await expect(await canvas.findByRole('img', { name: '2번째 사진' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: '다음' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** issue 12: an empty, broken or non-image file is refused at once, naming the file. */
export const Invalid: Story = {
  name: '오류',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    const broken = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])], 'broken.jpg', {
      type: 'image/jpeg',
    });
    await upload.upload(input, [
      new File([], 'empty.jpg', { type: 'image/jpeg' }),
      new File(['just some text'], 'memo.jpg', { type: 'image/jpeg' }),
      broken,
      await cameraJpeg('good.jpg'),
    ]);
    const alert = canvas.getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(PHOTO_MESSAGES.empty('empty.jpg')));
    await expect(alert).toHaveTextContent(PHOTO_MESSAGES.notImage('memo.jpg'));
    await expect(alert).toHaveTextContent(PHOTO_MESSAGES.broken('broken.jpg'));
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: '다음' })).toBeDisabled();
  },
};

export const FromConfirm: Story = {
  name: '확인에서 다시 열기',
  args: { initial: stored },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: '다음' })).toBeEnabled();
  },
};

export const Preparing: Story = {
  name: '사진 준비 중',
  render: () => (
    <PhotosStepView
      frame={frameFor('photos')}
      kind="GENERAL"
      photos={{
        items: stored.slice(0, 1),
        ready: true,
        preparing: { done: 1, total: 3 },
        problems: [],
        add: fn(),
        remove: fn(),
      }}
      onSubmit={fn()}
    />
  ),
  parameters: { chromatic: { modes: atWidths(390, 768) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('사진을 준비하고 있어요 (1/3)');
    // "다음" waits, busy, until every picked photo is ready.
    await expect(canvas.getByRole('button', { name: /^다음/ })).toBeDisabled();
  },
};
