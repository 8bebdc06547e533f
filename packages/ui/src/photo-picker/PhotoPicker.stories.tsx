import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhotoPicker, type PhotoPickerItem } from './PhotoPicker';

const swatch = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><rect width="120" height="120" fill="${color}"/></svg>`,
  )}`;
const COLORS = ['#f9a063', '#ffc597', '#dd6429', '#8a3b34', '#efe6dd', '#1d5fa8'];
const photos = (n: number): PhotoPickerItem[] =>
  Array.from({ length: n }, (_, i) => ({ id: `p${i}`, url: swatch(COLORS[i % COLORS.length] as string) }));
const images = (n: number) =>
  Array.from(
    { length: n },
    (_, i) => new File([new Uint8Array(64)], `room-${i + 1}.jpg`, { type: 'image/jpeg' }),
  );

function fileInput(canvasElement: HTMLElement) {
  return canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
}

const meta = {
  title: 'Components/Inputs/PhotoPicker',
  component: PhotoPicker,
  tags: ['autodocs'],
  args: { onValueChange: fn(), onRefuse: fn(), min: 2 },
  decorators: [(Story) => <div style={{ width: 350 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          '후기 사진 여러 장 고르기. 첫 칸의 "사진 추가" 버튼(카메라 아이콘과 "n/20" 개수)이 여러 장 선택 창을 열고, 고른 사진은 ' +
          '격자에 미리보기와 삭제 버튼("n번째 사진 삭제")으로 놓입니다. `max`(기본 20)를 넘는 사진은 잘라 내고 ' +
          '"사진은 최대 20장까지 업로드할 수 있습니다."를 보이며 `onRefuse({ reason: "max", message, files })`를 부릅니다; ' +
          '가득 찬 뒤 추가를 눌러도 같은 안내가 나옵니다. 각 파일은 `validateFile`(기본 도메인 `validatePhotoFile`)로 검사해 ' +
          '거절되면 `reason: "file"`입니다. `min`은 호출하는 쪽이 정합니다(일반·기숙사 2, 부동산 0); `showMissing`이면 ' +
          '모자랄 때 `minMessage`를 오류로 보여 줍니다. 값은 `{id, url, file?, alt?}` 목록(`value`/`defaultValue`/' +
          '`onValueChange`)이고, 이 컴포넌트가 만든 object URL만 삭제 시 해제합니다. 삭제 후 초점은 다음 삭제 버튼 또는 추가 ' +
          '버튼으로 갑니다. 선택자: `[data-component="PhotoPicker"][data-count]`, `[data-full]`, `[data-invalid]`, ' +
          '`[data-disabled]`, `[data-slot="add" | "counter" | "grid" | "photo" | "remove" | "helper" | "error"]`.',
      },
    },
  },
} satisfies Meta<typeof PhotoPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: '사진 추가 0/20' });
    await expect(canvas.getByRole('group', { name: '사진' })).toHaveAccessibleDescription(
      '최소 2장, 최대 20장까지 올릴 수 있어요.',
    );
    await userEvent.tab();
    await expect(add).toHaveFocus();
    await userEvent.upload(fileInput(canvasElement), images(3));
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: '사진 추가 3/20' })).toBeVisible();
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};

export const WithPhotos: Story = {
  args: { defaultValue: photos(4) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '2번째 사진' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '2번째 사진 삭제' }));
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
    await expect(args.onValueChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ id: 'p0' }),
      expect.objectContaining({ id: 'p2' }),
      expect.objectContaining({ id: 'p3' }),
    ]);
    // focus moves to the photo that took the removed one's place
    await expect(canvas.getByRole('button', { name: '2번째 사진 삭제' })).toHaveFocus();
  },
};

export const MaximumEnforced: Story = {
  args: { defaultValue: photos(18) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const picked = images(4);
    await userEvent.upload(fileInput(canvasElement), picked);
    await expect(canvas.getAllByRole('img')).toHaveLength(20);
    await expect(canvas.getByText('사진은 최대 20장까지 업로드할 수 있습니다.')).toBeVisible();
    await expect(args.onRefuse).toHaveBeenCalledWith({
      reason: 'max',
      message: '사진은 최대 20장까지 업로드할 수 있습니다.',
      files: picked.slice(2),
    });
    const add = canvas.getByRole('button', { name: '사진 추가 20/20' });
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(add);
    await expect(args.onRefuse).toHaveBeenCalledTimes(2);
  },
};

export const Missing: Story = {
  args: { defaultValue: photos(1), showMissing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: '사진' });
    await expect(group).toHaveAttribute('data-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('사진을 2장 이상 올려 주세요.');
  },
};

export const RefusedFile: Story = {
  args: { min: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('최대 20장까지 올릴 수 있어요.')).toBeVisible();
    const gif = new File([new Uint8Array(8)], 'anim.gif', { type: 'image/gif' });
    await userEvent.upload(fileInput(canvasElement), [gif, ...images(1)]);
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
    await expect(args.onRefuse).toHaveBeenCalledWith(
      expect.objectContaining({ reason: 'file', files: [gif] }),
    );
    await expect(canvas.getByRole('group', { name: '사진' })).toHaveAttribute('data-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { defaultValue: photos(2), disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '사진 추가 2/20' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '1번째 사진 삭제' })).toBeDisabled();
  },
};
