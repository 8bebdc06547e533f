import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ClusterBubble, MapMarker, MapMarkerPin } from './MapMarker';

const meta = {
  title: '컴포넌트/지도/지도 마커 · MapMarker',
  component: MapMarker,
  tags: ['autodocs'],
  args: { type: 'GENERAL', onClick: fn() },
  argTypes: {
    type: { control: 'inline-radio', options: ['GENERAL', 'DORMITORY', 'AGENCY'] },
    onClick: { description: '누르면 불립니다.', control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          '지도 위의 건물 표시입니다. 종류마다 색과 모양이 다릅니다: 원룸·투룸(주황), 기숙사(파랑), 부동산(초록). 누르면 아래에서 건물 시트가 열리고, 그동안 그 마커는 ' +
          '크게 보입니다.\n\n- **모음 (ClusterBubble)**: 멀리서 보면 가까운 건물들이 숫자 원("12")으로 모이고, 누르면 확대됩니다.\n- **키보드**: ' +
          '마커는 버튼이라 Tab으로 옮기고 Enter로 엽니다. 화면낭독기는 건물 이름을 읽습니다.\n- **고정 핀 (MapMarkerPin)**: 누를 수 없는 표시(위치 ' +
          '확인용).',
      },
    },
  },
} satisfies Meta<typeof MapMarker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const General: Story = {
  name: '원룸·투룸',
  play: async ({ canvasElement, args }) => {
    const marker = within(canvasElement).getByRole('button', { name: '일반 건물' });
    const rect = marker.getBoundingClientRect();
    await expect([rect.width, rect.height]).toEqual([40, 40]);
    await expect(marker).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    await expect(marker).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Dormitory: Story = {
  name: '기숙사',
  args: { type: 'DORMITORY' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '기숙사' })).toHaveAttribute(
      'data-type',
      'dormitory',
    );
  },
};

export const Agency: Story = {
  name: '부동산',
  args: { type: 'AGENCY', label: '온천천 공인중개사사무소' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: '온천천 공인중개사사무소' }),
    ).toHaveAttribute('data-type', 'agency');
  },
};

export const Selected: Story = {
  name: '골라짐 (크게)',
  args: { selected: true },
  play: async ({ canvasElement }) => {
    const marker = within(canvasElement).getByRole('button', { name: '일반 건물' });
    await expect(marker).toHaveAttribute('aria-pressed', 'true');
    await expect(marker).toHaveAttribute('data-selected');
  },
};

function SelectDemo() {
  const [selected, setSelected] = useState<string | null>(null);
  const markers = [
    { id: 'a', type: 'GENERAL', label: '장전 스위트빌' },
    { id: 'b', type: 'DORMITORY', label: '진리관' },
    { id: 'c', type: 'AGENCY', label: '온천천 공인중개사사무소' },
  ] as const;
  return (
    <div style={{ display: 'flex', gap: 'var(--jb-space-5)' }}>
      {markers.map((m) => (
        <MapMarker
          key={m.id}
          type={m.type}
          label={m.label}
          selected={selected === m.id}
          onClick={() => setSelected(m.id)}
        />
      ))}
    </div>
  );
}

export const SelectOne: Story = {
  name: '하나를 누르면 골라짐',
  render: () => <SelectDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '진리관' }));
    await expect(canvas.getByRole('button', { name: '진리관' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '장전 스위트빌' }));
    await expect(canvas.getByRole('button', { name: '진리관' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('button', { name: '장전 스위트빌' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Clusters: StoryObj<typeof ClusterBubble> = {
  name: '모음 (숫자 원)',
  render: () => (
    <div style={{ display: 'flex', gap: 'var(--jb-space-5)', alignItems: 'center' }}>
      <ClusterBubble count={3} />
      <ClusterBubble count={42} />
      <ClusterBubble count={1280} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /^건물 3\s?곳 모음$/ })).toHaveAttribute(
      'data-size',
      'sm',
    );
    await expect(canvas.getByRole('button', { name: /^건물 42\s?곳 모음$/ })).toHaveAttribute(
      'data-size',
      'md',
    );
    const large = canvas.getByRole('button', { name: /^건물 1,280\s?곳 모음$/ });
    await expect(large.querySelector('[data-slot="count"]')).toHaveTextContent('1,280');
    await expect(large.getBoundingClientRect().width).toBeGreaterThan(
      canvas.getByRole('button', { name: /^건물 3\s?곳/ }).getBoundingClientRect().width,
    );
  },
};

export const Priced: StoryObj<typeof MapMarker> = {
  name: '가격 표시 (핀과 모음)',
  render: () => (
    <div
      style={{
        display: 'flex',
        gap: 'var(--jb-space-5)',
        alignItems: 'flex-end',
        paddingTop: 'var(--jb-space-6)',
      }}
    >
      <MapMarker type="GENERAL" price="월 39" label="가좌 원룸 · 일반 건물 위치" />
      <MapMarker type="DORMITORY" price="월 28" label="진리관 · 기숙사 위치" />
      <MapMarker type="GENERAL" price="전세 1.2억" label="장전 스위트빌 · 일반 건물 위치" />
      <ClusterBubble count={12} price="월 41" />
      <ClusterBubble count={1280} price="월 123" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pin = canvas.getByRole('button', { name: '가좌 원룸 · 일반 건물 위치, 월 39' });
    await expect(pin.querySelector('[data-slot="price"]')).toHaveTextContent('월 39');
    // the price never wraps: one line, as tall as one line of its text
    const chip = canvas
      .getByRole('button', { name: /장전 스위트빌/ })
      .querySelector('[data-slot="price"]') as HTMLElement;
    await expect(chip.getBoundingClientRect().height).toBeLessThan(24);
    const cluster = canvas.getByRole('button', { name: /^건물 12\s?곳 모음\s?,\s?중앙값 월 41$/ });
    await expect(cluster).toHaveAttribute('data-priced');
    await expect(cluster.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const StaticPin: StoryObj<typeof MapMarkerPin> = {
  name: '고정 핀',
  render: () => (
    <div style={{ display: 'flex', gap: 'var(--jb-space-5)' }}>
      <MapMarkerPin type="GENERAL" label="장전 스위트빌 위치" />
      <MapMarkerPin type="DORMITORY" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '장전 스위트빌 위치' })).toHaveAttribute(
      'data-type',
      'general',
    );
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};
