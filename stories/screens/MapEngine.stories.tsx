import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { atWidths } from '../../.storybook/modes';
import { OfflineMap, PinPicker } from '../../packages/app/src/map-engine';
import { StaticMap } from '../../packages/app/src/map-engine/StaticMap';
import { GAJWA, JEONSE_POINTS, LANDMARKS, POINTS, PRICED_POINTS } from './map-fixtures';

const meta = {
  title: '패턴/지도 엔진 · OfflineMap',
  component: OfflineMap,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '카카오 키가 없을 때 그리는 오프라인 지도. 캠퍼스는 "대학교 + 캠퍼스" 이름표가 겹치지 않는 곳에만 붙고, 가까운 레벨(3 이하)에서는 ' +
          '마커 옆에 건물 이름이, 넓은 레벨(9 이상)에서는 해안선이 보입니다. 축척 막대는 1·2·5 단위로 96px 안에 맞춥니다. ' +
          '마커는 supercluster로 묶습니다(레벨 3부터 60px 격자, 그 아래는 겹치는 마커만).',
      },
    },
    chromatic: { modes: atWidths(390, 768, 1280) },
  },
  args: {
    center: GAJWA,
    level: 3,
    points: POINTS,
    landmarks: LANDMARKS,
    focusLandmark: 'campus-1',
    onViewChange: fn(),
    onGroupPress: fn(),
  },
  decorators: [(Story) => <div style={{ height: 640, position: 'relative' }}>{Story()}</div>],
} satisfies Meta<typeof OfflineMap>;

export default meta;
type Story = StoryObj<typeof meta>;

type Rect = { left: number; top: number; right: number; bottom: number };
const overlap = (a: Rect, b: Rect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Every drawn label (campus and building names) against every other: none may overlap. */
async function expectLabelsApart(canvasElement: HTMLElement, atLeast: number) {
  await waitFor(() => {
    const labels = [
      ...canvasElement.querySelectorAll<HTMLElement>('[data-slot="landmark-label"], [data-slot="name"]'),
    ].map((el) => el.getBoundingClientRect());
    expect(labels.length).toBeGreaterThanOrEqual(atLeast);
    for (let i = 0; i < labels.length; i++)
      for (let j = i + 1; j < labels.length; j++)
        expect(overlap(labels[i] as Rect, labels[j] as Rect), `labels ${i} and ${j} overlap`).toBe(false);
  });
}

export const Level3: Story = {
  name: '레벨 3 · 건물 이름',
  parameters: {
    visual: {
      tolerancePixels: 4,
      toleranceReason:
        "The file's first capture draws a marker's edge with other anti-aliasing now and then (1 px seen at 390).",
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = canvas.getByRole('application', { name: '지도' });
    await expect(map).toHaveAttribute('data-level', '3');
    // Building names sit beside single markers at close levels; the opened campus is labelled.
    await expectLabelsApart(canvasElement, 2);
    await expect(canvas.getAllByText('가좌캠퍼스').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('img', { name: '축척 50m' })).toBeInTheDocument();
    // The offline note is only words over the map: a tap anywhere on it reaches the marker or map beneath.
    const note = canvas.getByText(/^오프라인 지도예요/);
    const box = note.getBoundingClientRect();
    for (const x of [box.left + 4, box.left + box.width / 2, box.right - 4]) {
      const hit = document.elementFromPoint(x, box.top + box.height / 2);
      await expect(hit && note.contains(hit)).toBe(false);
    }
  },
};

export const Priced: Story = {
  name: '가격 핀 · 월 실거주비',
  args: { points: PRICED_POINTS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A pin with enough priced leases says its median; the name carries it too.
    const priced = await canvas.findAllByRole('button', { name: /위치, 월 \d+$/ });
    await expect(priced.length).toBeGreaterThan(0);
    await expect(priced[0]?.querySelector('[data-slot="price"]')).toHaveTextContent(/^월 \d+$/);
    // An agency never has one.
    for (const agency of canvas.queryAllByRole('button', { name: /공인중개사 위치/ }))
      await expect(agency.querySelector('[data-slot="price"]')).toBeNull();
  },
};

export const PricedClusters: Story = {
  name: '가격 핀 · 묶음은 개수와 중앙값',
  args: { points: PRICED_POINTS, level: 6 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bubbles = await canvas.findAllByRole('button', { name: /곳 모음\s?,\s?중앙값 월 \d+$/ });
    await expect(bubbles.length).toBeGreaterThan(0);
  },
};

export const PricedJeonse: Story = {
  name: '가격 핀 · 전세는 보증금',
  args: { points: JEONSE_POINTS, priceMode: 'DEPOSIT_RENT' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const priced = await canvas.findAllByRole('button', { name: /위치, 전세 [\d.]+억?$/ });
    await expect(priced.length).toBeGreaterThan(0);
    await expect(canvas.queryAllByRole('button', { name: /위치, 월 / })).toHaveLength(0);
  },
};

export const Level6: Story = {
  name: '레벨 6 · 캠퍼스와 묶음',
  args: { level: 6 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expectLabelsApart(canvasElement, 1);
    await expect(canvas.getByText('가좌캠퍼스')).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: '축척 500m' })).toBeInTheDocument();
    // Clusters carry their counts; together every place is on the map.
    const bubbles = canvas.getAllByRole('button', { name: /곳 모음/ });
    await expect(bubbles.length).toBeGreaterThan(0);
    const singles = canvas.queryAllByRole('button', { name: / 위치$/ });
    const counted = bubbles.reduce((n, b) => n + Number((b.textContent ?? '').replace(/\D/g, '')), 0);
    await expect(counted + singles.length).toBe(args.points.length);
    // Wider than a neighbourhood, pressing a cluster zooms in until it splits (as Kakao's clusterer does).
    await userEvent.click(bubbles[0] as HTMLElement);
    await waitFor(() =>
      expect(Number(canvas.getByRole('application', { name: '지도' }).dataset.level)).toBeLessThan(6),
    );
    await expect(args.onGroupPress).not.toHaveBeenCalled();
  },
};

export const Level10: Story = {
  name: '레벨 10 · 해안선',
  args: { level: 10, center: { lat: 35.1, lng: 128.4 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = canvas.getByRole('application', { name: '지도' });
    // Land and coastline arrive lazily from Natural Earth.
    await waitFor(() => expect(map).toHaveAttribute('data-land'), { timeout: 5000 });
    await expect(canvas.getByRole('img', { name: '축척 10km' })).toBeInTheDocument();
    await expectLabelsApart(canvasElement, 1);
  },
};

export const Level11: Story = {
  name: '레벨 11 · 여러 캠퍼스',
  args: { level: 11, center: { lat: 35.1, lng: 128.45 }, focusLandmark: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      () => expect(canvas.getByRole('application', { name: '지도' })).toHaveAttribute('data-land'),
      {
        timeout: 5000,
      },
    );
    await expect(canvas.getByRole('img', { name: '축척 20km' })).toBeInTheDocument();
    await expectLabelsApart(canvasElement, 2);
  },
};

export const ZoomKeys: Story = {
  name: '키보드로 확대·축소',
  args: { level: 5 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const map = canvas.getByRole('application', { name: '지도' });
    map.focus();
    await userEvent.keyboard('+');
    await waitFor(() => expect(map).toHaveAttribute('data-level', '4'));
    await expect(canvas.getByRole('img', { name: '축척 100m' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '지도 축소' }));
    await waitFor(() => expect(map).toHaveAttribute('data-level', '5'));
    await waitFor(() =>
      expect(args.onViewChange).toHaveBeenLastCalledWith(expect.objectContaining({ level: 5 })),
    );
  },
};

function PinPickerDemo() {
  const [value, setValue] = useState(GAJWA);
  return (
    <div style={{ padding: 16 }}>
      <PinPicker value={value} onChange={(lat, lng) => setValue({ lat, lng })} />
      <output data-testid="picked">
        {value.lat.toFixed(5)}, {value.lng.toFixed(5)}
      </output>
    </div>
  );
}

export const PinPickerStory: Story = {
  name: '핀 고르기',
  render: () => <PinPickerDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = canvas.getByRole('application', { name: /위치 고르기 지도/ });
    await expect(canvas.getByRole('img', { name: '고른 위치' })).toBeInTheDocument();
    map.focus();
    await userEvent.keyboard('{ArrowRight}');
    // The map moved under the pin: another spot (further east) is picked.
    await waitFor(() => expect(canvas.getByTestId('picked').textContent).not.toBe('35.15350, 128.09940'));
    await expect(canvas.getByRole('button', { name: '지도 확대' })).toBeEnabled();
  },
};

export const StaticMapStory: Story = {
  name: '정적 지도',
  render: () => (
    <div style={{ padding: 16 }}>
      <StaticMap lat={GAJWA.lat} lng={GAJWA.lng} name="가좌 원룸" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '가좌 원룸 위치 지도' })).toBeInTheDocument();
    // Not draggable or zoomable: no map widget, no zoom buttons.
    await expect(canvas.queryByRole('application')).toBeNull();
    await expect(canvas.queryByRole('button', { name: '지도 확대' })).toBeNull();
  },
};

/** issue 16: markers of loaded data move in the same task the gesture ends in (no request, no wait). */
export const SameFrame: Story = {
  name: '제스처가 끝난 그 프레임에 갱신',
  args: { level: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = canvas.getByRole('application', { name: '지도' });
    const first = () => canvasElement.querySelector<HTMLElement>('.jb-offline-map-marker');
    await waitFor(() => expect(first()).not.toBeNull());
    const before = first()?.style.transform;
    let frames = 0;
    requestAnimationFrame(() => frames++);
    // A gesture end (an arrow key here): the new positions are drawn before the next frame — React flushes the
    // discrete update in a microtask, and loaded markers need no request.
    map.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true, cancelable: true }));
    await Promise.resolve();
    const after = first()?.style.transform;
    await expect(frames).toBe(0);
    await expect(after).not.toBe(before);
  },
};

/** Two fingers apart zoom in; the map settles on a whole level about the fingers' midpoint. */
export const Pinch: Story = {
  name: '두 손가락으로 확대',
  args: { level: 6 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const map = canvas.getByRole('application', { name: '지도' });
    const box = map.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const touch = (type: string, pointerId: number, dx: number) =>
      map.dispatchEvent(
        new PointerEvent(type, {
          pointerId,
          pointerType: 'touch',
          isPrimary: pointerId === 1,
          clientX: x + dx,
          clientY: y,
          bubbles: true,
          cancelable: true,
        }),
      );
    touch('pointerdown', 1, -20);
    touch('pointerdown', 2, 20);
    for (const d of [40, 60, 80]) {
      touch('pointermove', 1, -d);
      touch('pointermove', 2, d);
    }
    touch('pointerup', 1, -80);
    touch('pointerup', 2, 80);
    // ×4 apart is two levels in.
    await waitFor(() => expect(map).toHaveAttribute('data-level', '4'));
    await waitFor(() =>
      expect(args.onViewChange).toHaveBeenLastCalledWith(expect.objectContaining({ level: 4 })),
    );
  },
};
