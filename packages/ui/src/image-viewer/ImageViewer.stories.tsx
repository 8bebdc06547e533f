import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { onlyAt } from '../../../../.storybook/modes';
import { ImageViewer, type ImageViewerImage } from './ImageViewer';

// Certificates drawn inline (no network): an upright A4 scan and one photographed sideways.
const svg = (width: number, height: number, body: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 620 877" preserveAspectRatio="none">${body}</svg>`,
  )}`;

const PAGE = `<rect width="620" height="877" fill="#fffdf8"/><rect x="28" y="28" width="564" height="821" fill="none" stroke="#8a6d3b" stroke-width="3"/>
<g font-family="Noto Sans CJK KR, sans-serif" fill="#2b211c" text-anchor="middle">
<text x="310" y="150" font-size="44" font-weight="700" letter-spacing="16">합격증명서</text>
<text x="120" y="270" font-size="20" text-anchor="start">성      명 : 김하늘</text>
<text x="120" y="315" font-size="20" text-anchor="start">생년월일 : 2007년 4월 12일</text>
<text x="120" y="360" font-size="20" text-anchor="start">모집단위 : 공과대학 컴퓨터공학부</text>
<text x="310" y="470" font-size="20">위 사람은 2026학년도 서울대학교</text>
<text x="310" y="505" font-size="20">신입학 전형에 합격하였음을 증명합니다.</text>
<text x="310" y="640" font-size="20">2026년 2월 10일</text>
<text x="310" y="740" font-size="30" font-weight="700">서울대학교 총장</text></g>
<circle cx="470" cy="730" r="34" fill="none" stroke="#c0392b" stroke-width="4"/><text x="470" y="740" font-size="22" fill="#c0392b" text-anchor="middle" font-family="Noto Sans CJK KR, sans-serif">직인</text>`;

const CERTIFICATE: ImageViewerImage = { src: svg(1240, 1754, PAGE), alt: '김하늘의 합격증명서 1쪽' };
const SIDEWAYS: ImageViewerImage = {
  src: svg(1754, 1240, `<g transform="translate(0 877) rotate(-90) scale(1.4146 0.7069)">${PAGE}</g>`),
  alt: '김하늘의 합격증명서를 옆으로 찍은 사진',
};
const BROKEN: ImageViewerImage = { src: 'data:image/png;base64,AAAA', alt: '손상된 파일' };

const meta = {
  title: '컴포넌트/콘텐츠/이미지 보기 · ImageViewer',
  component: ImageViewer,
  tags: ['autodocs'],
  args: { images: [CERTIFICATE], height: 520, onIndexChange: fn() },
  parameters: {
    chromatic: { modes: onlyAt(1280) },
    docs: {
      description: {
        component:
          '입학 증명서처럼 글자를 꼼꼼히 읽어야 하는 이미지를 봅니다. 처음에는 칸에 꼭 맞게 보이고, 확대·축소, 원본 크기(1:1), ' +
          '오른쪽으로 90° 돌리기를 할 수 있습니다. 확대하면 끌어서 옮깁니다.\n\n' +
          '- **키보드**(이미지 칸에 포커스): + / − 확대·축소, 0 화면에 맞춤, 1 원본 크기, R 돌리기(Shift+R 반대로), 확대했을 때 화살표로 옮기기, ' +
          '확대하지 않았을 때 ←/→로 이전·다음 이미지.\n' +
          '- **여러 장**: 위에 "1 / 2"와 이전·다음, 아래에 작은 그림 목록.\n' +
          '- **불러오지 못함**: 칸 안에 안내와 "다시 시도".\n' +
          '- **화면낭독기**: 비율과 각도("150%, 90도 돌림")를 바뀔 때 조용히 알려 줍니다.',
      },
    },
  },
} satisfies Meta<typeof ImageViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

const statusOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="status"]') as HTMLElement;
const percentOf = (canvasElement: HTMLElement) =>
  Number.parseInt(statusOf(canvasElement).textContent ?? '', 10);
const loaded = (canvasElement: HTMLElement) =>
  waitFor(() => expect(statusOf(canvasElement).textContent).toMatch(/^\d+%/));
const stageOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('group', { name: '이미지' });
const imageOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="image"]') as HTMLImageElement;
/** Where the image's centre is, from the stage's centre, in whole pixels. */
const offset = (canvasElement: HTMLElement) => {
  const stage = stageOf(canvasElement).getBoundingClientRect();
  const image = imageOf(canvasElement).getBoundingClientRect();
  return {
    x: Math.round(image.x + image.width / 2 - (stage.x + stage.width / 2)),
    y: Math.round(image.y + image.height / 2 - (stage.y + stage.height / 2)),
  };
};
/** Percentages are rounded: a step of ×1.25 from 37% may show 46% or 47%. */
const expectPercent = async (canvasElement: HTMLElement, expected: number) =>
  expect(Math.abs(percentOf(canvasElement) - expected)).toBeLessThanOrEqual(1);

export const Default: Story = {
  name: '기본 (확대·맞춤·돌리기)',
  parameters: { chromatic: { modes: onlyAt(1280, 1440) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '이미지 보기' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '김하늘의 합격증명서 1쪽' })).toBeInTheDocument();
    await loaded(canvasElement);
    const fitted = percentOf(canvasElement);
    await expect(canvas.getByRole('button', { name: '축소' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '확대' }));
    await expectPercent(canvasElement, fitted * 1.25);
    await userEvent.click(canvas.getByRole('button', { name: '원본 크기' }));
    await expect(statusOf(canvasElement)).toHaveTextContent('100%');
    await userEvent.click(canvas.getByRole('button', { name: '화면에 맞춤' }));
    await expect(percentOf(canvasElement)).toBe(fitted);
    await userEvent.click(canvas.getByRole('button', { name: '오른쪽으로 돌리기' }));
    await expect(statusOf(canvasElement)).toHaveTextContent(/90도 돌림$/);
    // Turned, the page is fitted again: 16 px from two edges of the stage, further from the others.
    await waitFor(() => {
      const stage = stageOf(canvasElement).getBoundingClientRect();
      const image = imageOf(canvasElement).getBoundingClientRect();
      expect(image.width).toBeGreaterThan(image.height);
      expect(image.width).toBeLessThanOrEqual(stage.width + 1);
      expect(image.height).toBeLessThanOrEqual(stage.height + 1);
      expect(Math.min(stage.width - image.width, stage.height - image.height)).toBeCloseTo(32, 0);
    });
  },
};

export const Keyboard: Story = {
  name: '키보드 단축키',
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const fitted = percentOf(canvasElement);
    const stage = stageOf(canvasElement);
    await expect(stage).toHaveAccessibleDescription(/\+와 -로 확대·축소/);
    stage.focus();
    await userEvent.keyboard('++');
    await expectPercent(canvasElement, fitted * 1.5);
    await userEvent.keyboard('-');
    await expectPercent(canvasElement, fitted * 1.25);
    await userEvent.keyboard('r');
    await expect(statusOf(canvasElement)).toHaveTextContent(/90도 돌림$/);
    await userEvent.keyboard('{Shift>}R{/Shift}');
    await expect(statusOf(canvasElement)).not.toHaveTextContent('돌림');
    await userEvent.keyboard('1');
    await expect(statusOf(canvasElement)).toHaveTextContent('100%');
    await userEvent.keyboard('0');
    await expect(percentOf(canvasElement)).toBe(fitted);
    // Zoomed in, arrows move the image (and never further than its edge).
    await userEvent.keyboard('+++');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(offset(canvasElement)).toEqual({ x: -48, y: 0 }));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(offset(canvasElement)).toEqual({ x: -48, y: -96 }));
  },
};

export const DragToPan: Story = {
  name: '확대해서 끌기',
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const stage = stageOf(canvasElement);
    await expect(stage).not.toHaveAttribute('data-pannable');
    stage.focus();
    await userEvent.keyboard('++++');
    await expect(stage).toHaveAttribute('data-pannable', 'true');
    const box = stage.getBoundingClientRect();
    const start = { clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 };
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: stage, coords: start },
      { target: stage, coords: { clientX: start.clientX - 40, clientY: start.clientY - 30 } },
      { target: stage, coords: { clientX: start.clientX - 80, clientY: start.clientY - 60 } },
      {
        keys: '[/MouseLeft]',
        target: stage,
        coords: { clientX: start.clientX - 80, clientY: start.clientY - 60 },
      },
    ]);
    await waitFor(() => expect(offset(canvasElement)).toEqual({ x: -80, y: -60 }));
    // Far beyond the edge: the image stops with its edge at the stage's edge.
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: stage, coords: start },
      { target: stage, coords: { clientX: start.clientX, clientY: start.clientY + 5000 } },
      {
        keys: '[/MouseLeft]',
        target: stage,
        coords: { clientX: start.clientX, clientY: start.clientY + 5000 },
      },
    ]);
    await waitFor(() =>
      expect(Math.round(imageOf(canvasElement).getBoundingClientRect().top)).toBe(Math.round(box.top)),
    );
  },
};

export const Several: Story = {
  name: '여러 장 (작은 그림 목록)',
  args: { images: [CERTIFICATE, SIDEWAYS] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expect(canvas.getByText('1 / 2')).toBeVisible();
    const list = canvas.getByRole('list', { name: '이미지 목록' });
    await expect(within(list).getByRole('button', { name: '2개 중 1번째 이미지' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(within(list).getByRole('button', { name: '2개 중 2번째 이미지' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await expect(
      canvas.getByRole('img', { name: '김하늘의 합격증명서를 옆으로 찍은 사진' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '다음 이미지' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Fitted (not zoomed): ←/→ on the image turn the pages.
    await loaded(canvasElement);
    stageOf(canvasElement).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(0);
    await expect(canvas.getByText('1 / 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '다음 이미지' }));
    await loaded(canvasElement);
    // Focus stays on the step button at the last image, so the shortcuts keep working.
    await expect(canvas.getByRole('button', { name: '다음 이미지' })).toHaveFocus();
    // The sideways photo is turned upright with one press of R; a new image starts upright again.
    await userEvent.keyboard('r');
    await expect(statusOf(canvasElement)).toHaveTextContent(/90도 돌림$/);
  },
};

export const Failed: Story = {
  name: '불러오지 못함',
  args: { images: [BROKEN] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '이미지를 불러오지 못했어요' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '확대' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    // It fails again (the file is broken) and says so again.
    await expect(await canvas.findByRole('heading', { name: '이미지를 불러오지 못했어요' })).toBeVisible();
  },
};

export const Empty: Story = {
  name: '이미지 없음',
  args: { images: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '올린 이미지가 없어요' })).toBeVisible();
  },
};

export const Narrow: Story = {
  name: '좁은 화면',
  args: { images: [CERTIFICATE, SIDEWAYS], height: 420 },
  parameters: { chromatic: { modes: onlyAt(390) } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: '오른쪽으로 돌리기' })).toBeVisible();
  },
};
