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
  title: '컴포넌트/입력/사진 고르기 · PhotoPicker',
  component: PhotoPicker,
  tags: ['autodocs'],
  args: { onValueChange: fn(), onRefuse: fn(), min: 2 },
  decorators: [(Story) => <div style={{ width: 350 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          '후기에 사진 여러 장을 올리는 칸입니다. 첫 칸의 "사진 추가"(카메라 아이콘과 "4/20" 같은 장수)를 누르면 기기의 사진 선택 창이 열리고, 고른 사진은 격자에 ' +
          '미리보기로 놓이며 오른쪽 위 ×로 지웁니다.\n\n- **장수**: 최대 20장. 넘게 고르면 넘친 사진은 빠지고 "사진은 최대 20장까지 올릴 수 있어요."가 ' +
          '뜹니다. 가득 찬 뒤 추가를 눌러도 같은 안내.\n- **최소 장수**: 일반·기숙사 후기는 2장 이상. 모자란 채로 다음을 누르면 빨간 안내가 뜹니다.\n- ' +
          '**거절**: 이미지가 아니거나 10MB를 넘는 파일은 빠지고 안내가 뜹니다.\n- **키보드**: 사진을 지우면 포커스가 다음 삭제 버튼(없으면 추가 버튼)으로 갑니다.',
      },
    },
  },
} satisfies Meta<typeof PhotoPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: '비어 있음',
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
  name: '사진 4장',
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
  name: '최대 20장 (넘친 사진 안내)',
  args: { defaultValue: photos(18) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const picked = images(4);
    await userEvent.upload(fileInput(canvasElement), picked);
    await expect(canvas.getAllByRole('img')).toHaveLength(20);
    await expect(canvas.getByText('사진은 최대 20장까지 올릴 수 있어요.')).toBeVisible();
    await expect(args.onRefuse).toHaveBeenCalledWith({
      reason: 'max',
      message: '사진은 최대 20장까지 올릴 수 있어요.',
      files: picked.slice(2),
    });
    const add = canvas.getByRole('button', { name: '사진 추가 20/20' });
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(add);
    await expect(args.onRefuse).toHaveBeenCalledTimes(2);
  },
};

export const Missing: Story = {
  name: '최소 장수 모자람 (오류)',
  args: { defaultValue: photos(1), showMissing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: '사진' });
    await expect(group).toHaveAttribute('data-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('사진을 2장 이상 올려 주세요.');
  },
};

export const RefusedFile: Story = {
  name: '거절: 이미지가 아님',
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
  name: '비활성',
  args: { defaultValue: photos(2), disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '사진 추가 2/20' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '1번째 사진 삭제' })).toBeDisabled();
  },
};
