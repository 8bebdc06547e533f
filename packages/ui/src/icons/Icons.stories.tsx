import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  AlertIcon,
  ArrowUpIcon,
  BackIcon,
  CameraIcon,
  CheckIcon,
  ChevronRightIcon,
  CloseIcon,
  HeartIcon,
  HomeIcon,
  MapIcon,
  PencilIcon,
  SearchIcon,
  StarIcon,
  UserIcon,
} from './Icons';

const all = {
  HomeIcon,
  HeartIcon,
  MapIcon,
  UserIcon,
  BackIcon,
  CloseIcon,
  SearchIcon,
  StarIcon,
  PencilIcon,
  CameraIcon,
  ChevronRightIcon,
  CheckIcon,
  AlertIcon,
  ArrowUpIcon,
};

const meta = {
  title: 'Foundations/Icons',
  component: HomeIcon,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          '작은 인라인 SVG 아이콘 모음(24×24, `currentColor` 선). 기본은 장식용이라 `aria-hidden`이며, 아이콘만으로 뜻을 전할 때는 ' +
          '`title`을 주면 `role="img"`와 `aria-label`이 붙습니다. `size`로 크기를, `filled`로 Heart·Star의 채움을 정합니다. ' +
          '선택자: `[data-component="Icon"]`, `[data-icon="Heart"]`, `[data-filled]`.',
      },
    },
  },
} satisfies Meta<typeof HomeIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gallery: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, 80px)',
        gap: 'var(--jb-space-4)',
        listStyle: 'none',
        padding: 0,
        margin: 0,
      }}
    >
      {Object.entries(all).map(([name, Icon]) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 'var(--jb-space-2)' }}>
          <Icon />
          <span style={{ fontSize: 'var(--jb-font-size-xs)' }}>{name.replace('Icon', '')}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll('svg[data-component="Icon"]');
    await expect(icons).toHaveLength(14);
    for (const icon of icons) await expect(icon).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Filled: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 'var(--jb-space-4)', color: 'var(--jb-color-heart)' }}>
      <HeartIcon filled />
      <StarIcon filled style={{ color: 'var(--jb-color-star)' }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const heart = canvasElement.querySelector('[data-icon="Heart"]');
    await expect(heart).toHaveAttribute('fill', 'currentColor');
    await expect(heart).toHaveAttribute('data-filled', 'true');
  },
};

export const Labelled: Story = {
  render: () => <AlertIcon title="주의" size={32} />,
  play: async ({ canvasElement }) => {
    const icon = within(canvasElement).getByRole('img', { name: '주의' });
    await expect(icon).toHaveAttribute('width', '32');
  },
};
