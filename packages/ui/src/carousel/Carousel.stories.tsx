import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, IconButton } from '../button';
import { BackIcon, ChevronRightIcon } from '../icons';
import { Carousel, type CarouselRootProps, useCarousel } from './Carousel';

function Arrows() {
  const { canScrollPrev, canScrollNext, scrollPrev, scrollNext } = useCarousel();
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 'var(--jb-space-2)' }}>
      <IconButton label="이전 항목" icon={<BackIcon />} disabled={!canScrollPrev} onClick={scrollPrev} />
      <IconButton
        label="다음 항목"
        icon={<ChevronRightIcon />}
        disabled={!canScrollNext}
        onClick={scrollNext}
      />
    </div>
  );
}

const notices = [
  '계약 전 등기부등본을 꼭 확인하세요',
  '관리비에 포함된 항목을 물어보세요',
  '입주 전 사진을 남겨 두세요',
  '전입신고는 14일 안에 하세요',
];

function GenericCarousel(props: Partial<CarouselRootProps>) {
  return (
    <Carousel.Root label="자취 꿀팁" {...props}>
      <Arrows />
      <Carousel.Viewport>
        <Carousel.Track>
          {notices.map((notice) => (
            <Carousel.Slide key={notice} style={{ flexBasis: 'calc(240px + var(--jb-Carousel-gap))' }}>
              <p
                style={{
                  margin: 0,
                  height: 96,
                  padding: 'var(--jb-space-5)',
                  boxSizing: 'border-box',
                  borderRadius: 'var(--jb-radius-lg)',
                  background: 'var(--jb-color-brand-50)',
                  color: 'var(--jb-color-text-primary)',
                }}
              >
                {notice}
              </p>
            </Carousel.Slide>
          ))}
        </Carousel.Track>
      </Carousel.Viewport>
    </Carousel.Root>
  );
}

const meta = {
  title: '컴포넌트/콘텐츠/캐러셀 · Carousel',
  component: Carousel.Root,
  subcomponents: { 'Carousel.Slide': Carousel.Slide },
  tags: ['autodocs'],
  args: { label: '자취 꿀팁', roleDescription: '캐러셀' },
  render: (args) => <GenericCarousel {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          '가로로 넘기는 카드 묶음의 틀입니다. 홈의 캠퍼스 목록처럼 카드를 손가락으로 밀어 넘기고, 손을 떼면 가장 가까운 카드 자리에 맞춰 멈춥니다. 카드의 폭과 간격, ' +
          '이전·다음 버튼의 모양은 쓰는 곳에서 정합니다(이 예시는 240px 카드와 오른쪽 위 화살표).\n\n- **키보드**: 카드 안에 포커스가 있으면 ←/→로 한 장씩 ' +
          '옮깁니다.\n- **화면낭독기**: "자취 꿀팁, 캐러셀" 영역 안에서 각 카드를 "2 / 4"처럼 위치와 함께 읽습니다.\n- **끝**: 처음과 끝에서는 해당 화살표가 ' +
          '흐려집니다.',
      },
    },
  },
} satisfies Meta<typeof Carousel.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithArrows: Story = {
  name: '화살표로 다음 카드',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: '자취 꿀팁' });
    const prev = canvas.getByRole('button', { name: '이전 항목' });
    const next = canvas.getByRole('button', { name: '다음 항목' });
    await expect(prev).toBeDisabled();
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);
    await waitFor(() => expect(prev).toBeEnabled());
    const viewport = canvasElement.querySelector<HTMLElement>('[data-slot="viewport"]');
    if (!viewport) throw new Error('no viewport');
    // the viewport's content edge (it pads for focus rings)
    const viewportLeft =
      viewport.getBoundingClientRect().left + Number.parseFloat(getComputedStyle(viewport).paddingLeft);
    const second = canvas.getByRole('group', { name: '2 / 4' }).firstElementChild as HTMLElement;
    // the engine eases in; wait for the second slide to come to rest at the start
    await waitFor(() => expect(Math.round(second.getBoundingClientRect().left - viewportLeft) || 0).toBe(0), {
      timeout: 5000,
    });
    await waitFor(() => expect(region).not.toHaveAttribute('data-scrolling'), { timeout: 5000 });
  },
};

/** Drags a slide by `dx` px with the mouse (embla listens to mouse and touch events). */
async function drag(target: HTMLElement, dx: number) {
  const rect = target.getBoundingClientRect();
  const x = rect.left + rect.width / 2;
  const y = rect.top + rect.height / 2;
  await userEvent.pointer([
    { keys: '[MouseLeft>]', target, coords: { clientX: x, clientY: y } },
    { target, coords: { clientX: x + dx / 2, clientY: y } },
    { target, coords: { clientX: x + dx, clientY: y } },
    { keys: '[/MouseLeft]', target, coords: { clientX: x + dx, clientY: y } },
  ]);
}

/** spec 000 §9 on embla: over 10.8 px a drag moves one card and never counts as a tap; under it, it is a tap. */
export const SnapThreshold: Story = {
  name: '끌기 기준 10.8px',
  parameters: {
    visual: {
      tolerancePixels: 480,
      toleranceReason:
        'After a real drag the track rests on a sub-pixel offset that varies by run: the same text, anti-aliased differently (69–362 px seen).',
    },
  },
  render: () => {
    const pressed: string[] = [];
    return (
      <Carousel.Root label="자취 꿀팁" data-pressed="">
        <Carousel.Viewport>
          <Carousel.Track>
            {notices.map((notice) => (
              <Carousel.Slide key={notice} style={{ flexBasis: 'calc(240px + var(--jb-Carousel-gap))' }}>
                <Button
                  variant="secondary"
                  fullWidth
                  style={{ height: 96 }}
                  onClick={(event) => {
                    pressed.push(notice);
                    event.currentTarget.closest('section')?.setAttribute('data-pressed', pressed.join('|'));
                  }}
                >
                  {notice}
                </Button>
              </Carousel.Slide>
            ))}
          </Carousel.Track>
        </Carousel.Viewport>
      </Carousel.Root>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: '자취 꿀팁' });
    const viewport = canvasElement.querySelector('[data-slot="viewport"]') as HTMLElement;
    const startOf = (name: string) =>
      Math.round(
        (canvas.getByRole('group', { name }).getBoundingClientRect().left ?? 0) -
          viewport.getBoundingClientRect().left,
      );
    const first = canvas.getByRole('button', { name: notices[0] });
    // The engine attaches as the carousel mounts.
    await waitFor(() => expect(region).toHaveAttribute('data-ready'), { timeout: 5000 });
    // A slow 20 px drag (embla alone would fall back) advances to the second card, and opens nothing.
    await drag(first, -20);
    // The first card has moved out: the second one leads (within a gap of the start).
    await waitFor(() => expect(Math.abs(startOf('2 / 4'))).toBeLessThanOrEqual(16), { timeout: 5000 });
    await waitFor(() => expect(region).not.toHaveAttribute('data-scrolling'), { timeout: 5000 });
    await expect(region).toHaveAttribute('data-pressed', '');
    // A 6 px wobble is a tap: the card opens and the carousel stays.
    const second = canvas.getByRole('button', { name: notices[1] });
    // The 300 ms lock after that snap has ended: the next drag is taken.
    await waitFor(() => expect(region).not.toHaveAttribute('data-drag-locked'), { timeout: 5000 });
    await drag(second, -6);
    await userEvent.click(second);
    await expect(region.getAttribute('data-pressed')).toContain(notices[1]);
    await waitFor(() => expect(Math.abs(startOf('2 / 4'))).toBeLessThanOrEqual(16), { timeout: 5000 });
    // The wobble springs back over a few frames: the picture is taken once embla has settled on the card.
    await waitFor(() => expect(region).not.toHaveAttribute('data-scrolling'), { timeout: 5000 });
  },
};
