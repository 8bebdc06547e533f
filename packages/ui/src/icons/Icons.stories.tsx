import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  AlertIcon,
  ArrowUpIcon,
  BackIcon,
  CalendarIcon,
  CameraIcon,
  CheckIcon,
  ChevronRightIcon,
  CloseIcon,
  FitIcon,
  HeartIcon,
  HomeIcon,
  MapIcon,
  PencilIcon,
  RotateIcon,
  SearchIcon,
  StarIcon,
  UserIcon,
  ZoomInIcon,
  ZoomOutIcon,
} from './index';

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
  ZoomInIcon,
  ZoomOutIcon,
  FitIcon,
  RotateIcon,
  CalendarIcon,
};

const meta = {
  title: '토큰/아이콘',
  component: HomeIcon,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          '찐빵의 작은 선 아이콘 모음입니다(24×24, 선 굵기 2, 글자 색을 따라감). 대부분 버튼이나 링크 안에서 꾸밈으로 쓰여 화면낭독기는 읽지 않고, 아이콘만으로 뜻을 ' +
          '전할 때만 이름을 붙입니다. 하트와 별은 채운 모양이 있습니다.',
      },
    },
  },
} satisfies Meta<typeof HomeIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gallery: Story = {
  name: '모든 아이콘',
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
    await expect(icons).toHaveLength(19);
    for (const icon of icons) await expect(icon).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Filled: Story = {
  name: '채운 하트와 별',
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
  name: '이름이 있는 아이콘',
  render: () => <AlertIcon title="주의" size={32} />,
  play: async ({ canvasElement }) => {
    const icon = within(canvasElement).getByRole('img', { name: '주의' });
    await expect(icon).toHaveAttribute('width', '32');
  },
};
