import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
  title: 'Components/Media/ImageSlider',
  component: ImageSlider,
  tags: ['autodocs'],
  args: { images: photos(5), onIndexChange: fn() },
  parameters: {
    layout: 'fullscreen',
    frame: 'bleed',
    docs: {
      description: {
        component:
          '건물·후기 사진 슬라이더. 10 px 이상 옆으로 밀거나(`swipeThreshold`) 점을 누르거나 ←/→/Home/End 키로 넘기며, 0.3 s(`--jb-duration-slow`)로 움직입니다. ' +
          '사진이 10장 이하면 점을 모두, 그보다 많으면 현재 사진을 따라 움직이는 10개 창을 보여 주고 창 밖에 사진이 더 있는 쪽 끝 점은 작게 그립니다(`getDotWindow`). ' +
          '사진이 없으면 `emptyText`("등록된 사진이 없어요"), 불러오지 못한 사진은 `brokenText` 자리 표시를 보여 줍니다. `aspectRatio`(기본 4 / 3)로 틀을 고정해 ' +
          '레이아웃이 밀리지 않고, 이웃 사진 외에는 지연 로딩합니다. `backButton` 슬롯은 왼쪽 위에 놓입니다. `index`/`defaultIndex`/`onIndexChange`로 제어합니다. ' +
          '스크린 리더에는 "n / 전체"를 알립니다. 선택자: `[data-component="ImageSlider"]`, `[data-empty]`, `[data-dragging]`, 슬라이드 `[data-current]`·`[data-broken]`, ' +
          '점 `[data-current]`·`[data-size="edge"]`.',
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
  name: '0 images',
  args: { images: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('등록된 사진이 없어요')).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.getByRole('region', { name: '사진' })).toHaveAttribute('data-empty');
  },
};

export const OneImage: Story = {
  name: '1 image',
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
  name: '5 images (swipe)',
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
  },
};

export const TenImages: Story = {
  name: '10 images (all dots)',
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
  name: '11 images (window)',
  args: { images: photos(11) },
  play: async ({ canvasElement }) => {
    await expect(dotNumbers(canvasElement)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const edges = canvasElement.querySelectorAll('[data-size="edge"]');
    await expect(edges).toHaveLength(1);
    await expect(edges[0]).toHaveAccessibleName('10번째 사진 보기');
  },
};

export const ThirtyImages: Story = {
  name: '30 images (window follows)',
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
