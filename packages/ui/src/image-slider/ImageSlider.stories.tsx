import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../button';
import { BackIcon } from '../icons';
import { ImageSlider } from './ImageSlider';

const colours = ['#c2501f', '#1d5fa8', '#1f7a4a', '#8a3b34', '#8a4b00', '#5e514a'];

/** Numbered photos drawn inline, so stories need no network. */
function photos(count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="${colours[index % colours.length]}"/><text x="200" y="170" font-size="64" text-anchor="middle" fill="#fff" font-family="sans-serif">${index + 1}</text></svg>`;
    return `data:image/svg+xml,${encodeURIComponent(svg)}`;
  });
}

const meta = {
  title: '컴포넌트/콘텐츠/사진 슬라이더 · ImageSlider',
  component: ImageSlider,
  tags: ['autodocs'],
  args: { images: photos(5), onIndexChange: fn() },
  parameters: {
    layout: 'fullscreen',
    frame: 'bleed',
    docs: {
      description: {
        component:
          '건물·후기 상세 맨 위의 사진 넘기기입니다. 손가락으로 10px 넘게 옆으로 밀면 다음 사진으로 0.3초에 넘어가고, 덜 밀면 제자리로 돌아옵니다. 아래 점을 눌러도 ' +
          '넘어갑니다.\n\n- **점**: 사진이 10장 이하면 모두, 더 많으면 지금 사진을 따라 움직이는 10개만 보이고 양 끝 점은 작아집니다(더 있다는 뜻).\n- **사진 ' +
          '없음**: 회색 바탕에 "등록된 사진이 없어요".\n- **불러오지 못한 사진**: 그 자리에 "사진을 불러올 수 없어요".\n- **키보드**: 슬라이더에 포커스를 두고 ' +
          '←/→, Home/End. 화면낭독기는 "2 / 5"처럼 위치를 알립니다.\n- **뒤로 가기**: 왼쪽 위에 버튼을 놓을 수 있습니다.',
      },
    },
  },
} satisfies Meta<typeof ImageSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

function counter(canvasElement: HTMLElement) {
  return canvasElement.querySelector('[data-slot="counter"]')?.textContent;
}

function dotNumbers(canvasElement: HTMLElement): number[] {
  return within(canvasElement)
    .queryAllByRole('button', { name: /번째 사진 보기/ })
    .map((dot) => Number.parseInt(dot.getAttribute('aria-label') ?? '', 10));
}

export const NoImages: Story = {
  name: '사진 없음',
  args: { images: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('등록된 사진이 없어요')).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.getByRole('region', { name: '사진' })).toHaveAttribute('data-empty');
  },
};

export const OneImage: Story = {
  name: '사진 한 장 (밀어도 그대로)',
  args: { images: photos(1) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '사진 1' })).toBeInTheDocument();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(counter(canvasElement)).toBe('1 / 1');
    const viewport = canvasElement.querySelector<HTMLElement>('[data-slot="viewport"]');
    if (!viewport) throw new Error('no viewport');
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: viewport, coords: { clientX: 300, clientY: 100 } },
      { target: viewport, coords: { clientX: 200, clientY: 100 } },
      { keys: '[/MouseLeft]', target: viewport, coords: { clientX: 200, clientY: 100 } },
    ]);
    await expect(args.onIndexChange).not.toHaveBeenCalled();
  },
};

export const FiveImages: Story = {
  name: '사진 5장: 밀어서 넘기기',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const viewport = canvasElement.querySelector<HTMLElement>('[data-slot="viewport"]');
    if (!viewport) throw new Error('no viewport');
    const { top, left } = viewport.getBoundingClientRect();
    const y = top + 100;
    const swipe = (fromX: number, toX: number) =>
      userEvent.pointer([
        { keys: '[MouseLeft>]', target: viewport, coords: { clientX: left + fromX, clientY: y } },
        { target: viewport, coords: { clientX: left + (fromX + toX) / 2, clientY: y } },
        { target: viewport, coords: { clientX: left + toX, clientY: y } },
        { keys: '[/MouseLeft]', target: viewport, coords: { clientX: left + toX, clientY: y } },
      ]);
    await expect(dotNumbers(canvasElement)).toEqual([1, 2, 3, 4, 5]);
    // Swipes move the photos once the engine is attached (as the slider mounts).
    const root = canvasElement.querySelector('[data-component="ImageSlider"]');
    await waitFor(() => expect(root).toHaveAttribute('data-ready'), { timeout: 5000 });

    // under the 10 px threshold: stays
    await swipe(300, 292);
    await expect(args.onIndexChange).not.toHaveBeenCalled();
    await expect(counter(canvasElement)).toBe('1 / 5');

    await swipe(300, 200);
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await expect(counter(canvasElement)).toBe('2 / 5');
    await expect(canvas.getByRole('button', { name: '2번째 사진 보기' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await swipe(100, 200);
    await expect(counter(canvasElement)).toBe('1 / 5');

    await userEvent.click(canvas.getByRole('button', { name: '4번째 사진 보기' }));
    await expect(counter(canvasElement)).toBe('4 / 5');
    await expect(canvas.getByRole('group', { name: '4 / 5' })).toHaveAttribute('data-current');

    // just past the 10 px threshold: moves one photo
    await swipe(300, 288);
    await expect(counter(canvasElement)).toBe('5 / 5');
  },
};

export const TenImages: Story = {
  name: '사진 10장: 점 모두',
  args: { images: photos(10) },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: '사진' });
    await expect(dotNumbers(canvasElement)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    await expect(canvasElement.querySelectorAll('[data-size="edge"]')).toHaveLength(0);
    region.focus();
    await userEvent.keyboard('{End}');
    await expect(counter(canvasElement)).toBe('10 / 10');
    await userEvent.keyboard('{ArrowRight}');
    await expect(counter(canvasElement)).toBe('10 / 10');
    await userEvent.keyboard('{ArrowLeft}{Home}');
    await expect(counter(canvasElement)).toBe('1 / 10');
  },
};

export const ElevenImages: Story = {
  name: '사진 11장: 점 10개와 작은 끝 점',
  args: { images: photos(11) },
  play: async ({ canvasElement }) => {
    await expect(dotNumbers(canvasElement)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const edges = canvasElement.querySelectorAll('[data-size="edge"]');
    await expect(edges).toHaveLength(1);
    await expect(edges[0]).toHaveAccessibleName('10번째 사진 보기');
  },
};

export const ThirtyImages: Story = {
  name: '사진 30장: 점이 따라 움직임',
  args: { images: photos(30) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: '사진' });
    region.focus();
    await userEvent.keyboard('{ArrowRight>8/}');
    await expect(counter(canvasElement)).toBe('9 / 30');
    await expect(dotNumbers(canvasElement)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(counter(canvasElement)).toBe('11 / 30');
    // past the 10th image the window has moved on
    await expect(dotNumbers(canvasElement)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    await expect(canvas.getByRole('button', { name: '11번째 사진 보기' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const edges = [...canvasElement.querySelectorAll('[data-size="edge"]')].map((dot) =>
      dot.getAttribute('aria-label'),
    );
    await expect(edges).toEqual(['3번째 사진 보기', '12번째 사진 보기']);
    await userEvent.keyboard('{End}');
    await expect(dotNumbers(canvasElement)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
  },
};

export const BrokenImage: Story = {
  name: '불러오지 못한 사진',
  args: { images: [photos(1)[0] ?? '', 'data:image/png;base64,bm90LWFuLWltYWdl', ...photos(3).slice(2)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '2번째 사진 보기' }));
    const slide = canvas.getByRole('group', { name: '2 / 3' });
    await expect(await within(slide).findByText('사진을 불러올 수 없어요')).toBeVisible();
    await expect(slide).toHaveAttribute('data-broken');
    await expect(within(slide).queryByRole('img')).toBeNull();
  },
};

export const WithBackButton: Story = {
  name: '뒤로 가기 버튼',
  args: { backButton: <IconButton label="뒤로 가기" variant="filled" icon={<BackIcon />} onClick={fn()} /> },
  play: async ({ canvasElement }) => {
    const back = within(canvasElement).getByRole('button', { name: '뒤로 가기' });
    await expect(back).toBeVisible();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('region', { name: '사진' })).toHaveFocus();
    await userEvent.tab();
    await expect(back).toHaveFocus();
  },
};
