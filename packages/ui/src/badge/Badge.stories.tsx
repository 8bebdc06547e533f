import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, type BadgeTone } from './Badge';

const meta = {
  title: '컴포넌트/콘텐츠/배지 · Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: '임시조치', tone: 'warning' },
  parameters: {
    docs: {
      description: {
        component:
          '짧은 상태나 개수를 알리는 둥근 글자입니다: 후기 상태(공개·임시조치·삭제), 인증 대기열의 "다시 올림", 메뉴 옆 대기 건수. ' +
          '색은 뜻을 돕기만 하고, 뜻은 늘 글자로 전합니다. 누를 수 없습니다.',
      },
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const TONES: { tone: BadgeTone; label: string }[] = [
  { tone: 'neutral', label: '처리완료' },
  { tone: 'brand', label: '다시 올림' },
  { tone: 'positive', label: '공개' },
  { tone: 'negative', label: '삭제' },
  { tone: 'warning', label: '임시조치' },
  { tone: 'info', label: '자동 판독' },
];

export const Default: Story = {
  name: '기본',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('임시조치')).toBeVisible();
  },
};

export const Tones: Story = {
  name: '모든 색',
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
      {TONES.map(({ tone, label }) => (
        <Badge key={tone} {...args} tone={tone}>
          {label}
        </Badge>
      ))}
      {TONES.map(({ tone, label }) => (
        <Badge key={`sm-${tone}`} {...args} tone={tone} size="sm">
          {label}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const { label } of TONES) await expect(within(canvasElement).getAllByText(label)).toHaveLength(2);
  },
};
