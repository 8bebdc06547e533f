import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ClusterBubble, MapMarker, MapMarkerPin } from './MapMarker';

const meta = {
  title: 'Components/Map/MapMarker',
  component: MapMarker,
  tags: ['autodocs'],
  args: { type: 'GENERAL', onClick: fn() },
  argTypes: { type: { control: 'inline-radio', options: ['GENERAL', 'DORMITORY', 'AGENCY'] } },
  parameters: {
    docs: {
      description: {
        component:
          '지도 마커(40×40). `type`(GENERAL · DORMITORY · AGENCY)마다 색(--jb-color-marker-*)과 그림이 다르고, 버튼이라 키보드로 닿습니다. ' +
          '이름은 기본 "일반 건물"·"기숙사"·"공인중개사"이며 `label`로 건물 이름 등을 줄 수 있습니다. `selected`면 크게 그려지고 `aria-pressed="true"`. ' +
          '`MapMarkerPin`(type · label)은 같은 모양의 그림(버튼 아님)으로 정적 지도에 씁니다. ' +
          '`ClusterBubble`(count · labelPrefix · labelSuffix, 이름 "건물 12곳 모음")은 여러 마커의 묶음으로, 개수에 따라 `[data-size="sm|md|lg"]`로 커집니다. ' +
          '선택자: `[data-component="MapMarker"]`, `[data-type="general|dormitory|agency"]`, `[data-selected]`, `[data-component="ClusterBubble"]`.',
      },
    },
  },
} satisfies Meta<typeof MapMarker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const General: Story = {
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
  args: { type: 'DORMITORY' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '기숙사' })).toHaveAttribute(
      'data-type',
      'dormitory',
    );
  },
};

export const Agency: Story = {
  args: { type: 'AGENCY', label: '온천천 공인중개사사무소' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: '온천천 공인중개사사무소' }),
    ).toHaveAttribute('data-type', 'agency');
  },
};

export const Selected: Story = {
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

export const StaticPin: StoryObj<typeof MapMarkerPin> = {
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
