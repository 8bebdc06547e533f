import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { BottomSheet, type BottomSheetRootProps } from './BottomSheet';

function SampleSheet(props: BottomSheetRootProps) {
  return (
    <BottomSheet.Root {...props}>
      <BottomSheet.Trigger asChild>
        <Button variant="secondary">목록 보기</Button>
      </BottomSheet.Trigger>
      <BottomSheet.Content>
        <BottomSheet.Handle />
        <BottomSheet.Title>주변 매물</BottomSheet.Title>
        <BottomSheet.Description>지도에서 고른 위치 근처의 건물이에요.</BottomSheet.Description>
        <BottomSheet.Body>
          <ul style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 'var(--jb-space-4)' }}>
            {['하늘빌 원룸', '새싹하우스', '가좌 행복관 기숙사', '대학로 공인중개사'].map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </BottomSheet.Body>
        <BottomSheet.Footer>
          <BottomSheet.Close asChild>
            <Button>닫기</Button>
          </BottomSheet.Close>
        </BottomSheet.Footer>
      </BottomSheet.Content>
    </BottomSheet.Root>
  );
}

const meta = {
  title: 'Components/Sheets/BottomSheet',
  component: SampleSheet,
  tags: ['autodocs'],
  args: { onOpenChange: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '화면 아래에서 올라오는 시트. `BottomSheet.Root`(open · defaultOpen · onOpenChange · closeDistance · dismissible · duration) 안에 ' +
          '`Trigger`, `Content`(포털로 body에 렌더링, 딤 배경 포함), `Handle`, `Title`, `Description`, `Body`, `Footer`, `Close`를 조합합니다. ' +
          '아래로 `closeDistance`(기본 100 px)보다 많이 끌면 닫히고, 덜 끌면 제자리로 돌아갑니다(빠르게 튕기면 거리와 상관없이 닫힘). ' +
          '배경을 누르거나 Esc를 눌러도 닫히며, 열리면 포커스가 시트 안에 갇히고 닫히면 트리거로 돌아갑니다. ' +
          '애니메이션은 `--jb-duration-slow`(300 ms) 또는 `duration="normal"`일 때 `--jb-duration-normal`(200 ms)이고 모션 스위치를 따릅니다. ' +
          'Radix Dialog 위의 vaul을 감싼 것이라 엔진을 바꿔도 API는 그대로입니다. ' +
          '선택자: `[data-component="BottomSheet"]`, `[data-state="open|closed"]`, `[data-settled]`(여는 애니메이션 끝), `[data-duration]`.',
      },
    },
  },
} satisfies Meta<typeof SampleSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Drags the sheet by its handle like a finger: slowly, so vaul does not treat it as a flick (> 0.4 px/ms). */
async function dragDown(sheet: HTMLElement, distance: number, { release = true } = {}) {
  const handle = sheet.querySelector<HTMLElement>('[data-slot="handle"]');
  if (!handle) throw new Error('sheet has no handle');
  const rect = handle.getBoundingClientRect();
  const clientX = rect.left + rect.width / 2;
  const startY = rect.top + rect.height / 2;
  const steps = 8;
  // user-event leaves page coordinates at 0 unless given; vaul reads pageY.
  const at = (clientY: number) => ({
    clientX,
    clientY,
    pageX: clientX + window.scrollX,
    pageY: clientY + window.scrollY,
  });
  const finger = userEvent.setup({ delay: 60 });
  await finger.pointer([
    { keys: '[MouseLeft>]', target: handle, coords: at(startY) },
    ...Array.from({ length: steps }, (_, i) => ({
      target: handle,
      coords: at(startY + (distance * (i + 1)) / steps),
    })),
  ]);
  const lift = () => finger.pointer({ keys: '[/MouseLeft]', target: handle, coords: at(startY + distance) });
  if (release) await lift();
  return lift;
}

async function openSheet(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(within(canvasElement).getByRole('button', { name: '목록 보기' }));
  const sheet = await body.findByRole('dialog', { name: '주변 매물' });
  // vaul ignores drags while the sheet is still sliding in.
  await waitFor(() => expect(sheet).toHaveAttribute('data-settled'), { timeout: 5000 });
  return sheet;
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const sheet = await openSheet(canvasElement);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(sheet).toHaveAttribute('data-state', 'open');
    await expect(sheet).toHaveAccessibleDescription('지도에서 고른 위치 근처의 건물이에요.');
    // focus moved inside the sheet
    await expect(sheet.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    await userEvent.click(within(sheet).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(), {
      timeout: 5000,
    });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const SwipeDownClosesPast100px: Story = {
  name: 'Swipe 120 px closes',
  play: async ({ canvasElement, args }) => {
    const sheet = await openSheet(canvasElement);
    await dragDown(sheet, 120);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(), {
      timeout: 5000,
    });
  },
};

export const ShortSwipeSpringsBack: Story = {
  name: 'Swipe 80 px springs back',
  play: async ({ canvasElement, args }) => {
    const sheet = await openSheet(canvasElement);
    const lift = await dragDown(sheet, 80, { release: false });
    await expect(sheet.style.transform).toBe('translate3d(0px, 80px, 0px)');
    await lift();
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
    await expect(sheet).toHaveAttribute('data-state', 'open');
    await waitFor(() => expect(sheet.style.transform).toBe('translate3d(0px, 0px, 0px)'), { timeout: 5000 });
    await expect(
      within(canvasElement.ownerDocument.body).getByRole('dialog', { name: '주변 매물' }),
    ).toBeVisible();
  },
};

export const EscapeReturnsFocus: Story = {
  name: 'Esc closes and returns focus',
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '목록 보기' });
    await openSheet(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(), {
      timeout: 5000,
    });
    await expect(trigger).toHaveFocus();
  },
};

export const OverlayClickCloses: Story = {
  play: async ({ canvasElement, args }) => {
    await openSheet(canvasElement);
    const overlay = canvasElement.ownerDocument.body.querySelector<HTMLElement>('[data-slot="overlay"]');
    if (!overlay) throw new Error('no overlay');
    await userEvent.click(overlay);
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(), {
      timeout: 5000,
    });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const FocusIsTrapped: Story = {
  play: async ({ canvasElement }) => {
    const sheet = await openSheet(canvasElement);
    const close = within(sheet).getByRole('button', { name: '닫기' });
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(sheet.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
  },
};

export const NotDismissible: Story = {
  args: { dismissible: false },
  play: async ({ canvasElement, args }) => {
    const sheet = await openSheet(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(sheet).toHaveAttribute('data-state', 'open');
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};

export const FilterSpeed: Story = {
  name: 'Faster motion (duration="normal")',
  args: { duration: 'normal' },
  play: async ({ canvasElement }) => {
    const sheet = await openSheet(canvasElement);
    await expect(sheet).toHaveAttribute('data-duration', 'normal');
    await expect(getComputedStyle(sheet).getPropertyValue('--jb-BottomSheet-duration').trim()).toBe('200ms');
  },
};

export const MotionOff: Story = {
  name: 'Motion off (visual tests)',
  parameters: { motion: 'off' },
  play: async ({ canvasElement }) => {
    const sheet = await openSheet(canvasElement);
    await expect(getComputedStyle(sheet).animationDuration).toBe('0s');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(), {
      timeout: 5000,
    });
  },
};
