import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { BottomSheet, type BottomSheetRootProps } from './BottomSheet';

function SampleSheet(props: BottomSheetRootProps) {
  return (
    <BottomSheet.Root {...props}>
      <BottomSheet.Trigger asChild>
        <Button variant="secondary" style={{ margin: 'var(--jb-space-4)' }}>
          목록 보기
        </Button>
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
  title: '컴포넌트/시트와 대화상자/바텀 시트 · BottomSheet',
  component: BottomSheet.Root,
  subcomponents: {
    'BottomSheet.Content': BottomSheet.Content,
    'BottomSheet.Title': BottomSheet.Title,
    'BottomSheet.Body': BottomSheet.Body,
    'BottomSheet.Footer': BottomSheet.Footer,
    'BottomSheet.Close': BottomSheet.Close,
  },
  render: (args) => <SampleSheet {...args} />,
  tags: ['autodocs'],
  args: { onOpenChange: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '화면 아래에서 올라오는 시트입니다. 지도의 매물 목록, 필터, 확인 질문처럼 지금 화면을 떠나지 않고 잠깐 다른 내용을 보여 줄 때 씁니다. 뒤 화면은 어둡게 덮이고, ' +
          '시트 위쪽의 손잡이 막대로 끌 수 있다는 것을 알립니다.\n\n- **구성**: 손잡이, 제목, 설명, 스크롤되는 본문, 아래 고정 버튼 줄(홈 인디케이터만큼 ' +
          '여백).\n- **닫기**: 아래로 100px 넘게 밀기(덜 밀면 제자리로), 어두운 배경 누르기, Esc, 닫기 버튼. 닫히면 시트를 연 버튼으로 포커스가 ' +
          '돌아갑니다.\n- **포커스**: 열려 있는 동안 Tab은 시트 안에서만 돕니다. 손가락으로 열면 시트에 조용히 머물고(테두리 없음), 키보드로 열면 첫 버튼에 포커스 ' +
          '링이 보입니다.\n- **움직임**: 0.3초(필터 시트는 0.2초). 기기의 "동작 줄이기" 설정을 따릅니다.\n- **닫을 수 없음**: 보내는 중에는 ' +
          '밀기·배경·Esc로 닫히지 않습니다.\n\n확인 질문, 완료 안내, 필터처럼 자주 쓰는 모양은 "패턴"의 ConfirmSheet, CompletionSheet, ' +
          'FilterSheet를 보세요.',
      },
    },
  },
} satisfies Meta<typeof BottomSheet.Root>;

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

/** The sheet renders into the story's portal container, inside the canvas. */
const sheetGone = (canvasElement: HTMLElement) =>
  waitFor(() => expect(within(canvasElement).queryByRole('dialog')).toBeNull(), { timeout: 5000 });

async function openSheet(canvasElement: HTMLElement) {
  const body = within(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: '목록 보기' }));
  const sheet = await body.findByRole('dialog', { name: '주변 매물' });
  // vaul ignores drags while the sheet is still sliding in.
  await waitFor(() => expect(sheet.getAnimations().every((a) => a.playState === 'finished')).toBe(true), {
    timeout: 5000,
  });
  return sheet;
}

export const Default: Story = {
  name: '기본 (손가락으로 열림)',
  play: async ({ canvasElement, args }) => {
    const sheet = await openSheet(canvasElement);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(sheet).toHaveAttribute('data-state', 'open');
    await expect(sheet).toHaveAccessibleDescription('지도에서 고른 위치 근처의 건물이에요.');
    // Opened by a tap: focus rests on the sheet itself, with no ring on its first control.
    await expect(sheet).toHaveFocus();
    await expect(within(sheet).getByRole('button', { name: '닫기' })).not.toHaveFocus();
  },
};

export const KeyboardOpen: Story = {
  name: '키보드로 열림 (첫 버튼에 포커스)',
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: '목록 보기' }).focus();
    await userEvent.keyboard('{Enter}');
    const sheet = await within(canvasElement).findByRole('dialog', { name: '주변 매물' });
    // From the keyboard the first control gets focus, and its ring shows where the user is.
    await waitFor(() => expect(within(sheet).getByRole('button', { name: '닫기' })).toHaveFocus());
    await expect(within(sheet).getByRole('button', { name: '닫기' })).toHaveStyle({
      outlineStyle: 'solid',
      outlineColor: 'rgb(66, 26, 7)',
    });
  },
};

export const CloseButton: Story = {
  name: '닫기 버튼으로 닫고 다시 열기',
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '목록 보기' });
    const sheet = await openSheet(canvasElement);
    await userEvent.click(within(sheet).getByRole('button', { name: '닫기' }));
    await sheetGone(canvasElement);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
    await openSheet(canvasElement);
  },
};

export const SwipeDownClosesPast100px: Story = {
  name: '아래로 120px 밀면 닫힘',
  // vaul ignores drags for half a second after opening; with motion the sheet settles later than that.
  parameters: { motion: 'on' },
  play: async ({ canvasElement, args }) => {
    const sheet = await openSheet(canvasElement);
    await dragDown(sheet, 120);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await sheetGone(canvasElement);
    // Opened again for the picture.
    await openSheet(canvasElement);
  },
};

export const ShortSwipeSpringsBack: Story = {
  name: '아래로 80px만 밀면 제자리로',
  // vaul ignores drags for half a second after opening; with motion the sheet settles later than that.
  parameters: { motion: 'on' },
  play: async ({ canvasElement, args }) => {
    const sheet = await openSheet(canvasElement);
    const lift = await dragDown(sheet, 80, { release: false });
    await expect(sheet.style.transform).toBe('translate3d(0px, 80px, 0px)');
    await lift();
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
    await expect(sheet).toHaveAttribute('data-state', 'open');
    await waitFor(() => expect(sheet.style.transform).toBe('translate3d(0px, 0px, 0px)'), { timeout: 5000 });
    await expect(within(canvasElement).getByRole('dialog', { name: '주변 매물' })).toBeVisible();
  },
};

export const EscapeReturnsFocus: Story = {
  name: 'Esc로 닫으면 포커스가 돌아감',
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '목록 보기' });
    await openSheet(canvasElement);
    await userEvent.keyboard('{Escape}');
    await sheetGone(canvasElement);
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await within(canvasElement).findByRole('dialog', { name: '주변 매물' });
  },
};

/** A sheet the screen opens itself (a map chip, a marker): a plain button sets `open`, there is no Trigger. */
function OpenedByScreen(props: BottomSheetRootProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" style={{ margin: 'var(--jb-space-4)' }} onClick={() => setOpen(true)}>
        필터 열기
      </Button>
      <BottomSheet.Root {...props} open={open} onOpenChange={setOpen}>
        <BottomSheet.Content>
          <BottomSheet.Handle />
          <BottomSheet.Title>계약 형태</BottomSheet.Title>
          <BottomSheet.Body>월세, 전세, 반전세 중에서 고를 수 있어요.</BottomSheet.Body>
          <BottomSheet.Footer>
            <BottomSheet.Close asChild>
              <Button>닫기</Button>
            </BottomSheet.Close>
          </BottomSheet.Footer>
        </BottomSheet.Content>
      </BottomSheet.Root>
    </>
  );
}

export const ReturnsFocusWithoutTrigger: Story = {
  name: '화면이 연 시트: 닫으면 연 버튼으로 포커스',
  render: (args) => <OpenedByScreen {...args} />,
  parameters: { visual: { skip: '닫힌 뒤의 모습은 버튼 하나뿐이고, 열린 모습은 "기본"과 같습니다' } },
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: '필터 열기' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    await within(canvasElement).findByRole('dialog', { name: '계약 형태' });
    await userEvent.keyboard('{Escape}');
    await sheetGone(canvasElement);
    await expect(opener).toHaveFocus();
    // After a tap too (a click focuses the button in Chromium; where it does not, there is nothing to return to).
    await userEvent.click(opener);
    const sheet = await within(canvasElement).findByRole('dialog', { name: '계약 형태' });
    await userEvent.click(within(sheet).getByRole('button', { name: '닫기' }));
    await sheetGone(canvasElement);
    await expect(opener).toHaveFocus();
  },
};

export const OverlayClickCloses: Story = {
  name: '어두운 배경을 누르면 닫힘',
  play: async ({ canvasElement, args }) => {
    await openSheet(canvasElement);
    const overlay = canvasElement.querySelector<HTMLElement>('[data-slot="overlay"]');
    if (!overlay) throw new Error('no overlay');
    await userEvent.click(overlay);
    await sheetGone(canvasElement);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await openSheet(canvasElement);
  },
};

export const FocusIsTrapped: Story = {
  name: '포커스가 시트 안에 머묾',
  play: async ({ canvasElement }) => {
    const sheet = await openSheet(canvasElement);
    await userEvent.tab();
    const close = within(sheet).getByRole('button', { name: '닫기' });
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(sheet.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
  },
};

export const NotDismissible: Story = {
  name: '닫을 수 없음 (처리 중)',
  args: { dismissible: false },
  play: async ({ canvasElement, args }) => {
    const sheet = await openSheet(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(sheet).toHaveAttribute('data-state', 'open');
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};

export const FilterSpeed: Story = {
  name: '빠른 움직임 (필터 시트, 0.2초)',
  args: { duration: 'normal' },
  play: async ({ canvasElement }) => {
    const sheet = await openSheet(canvasElement);
    await expect(sheet).toHaveAttribute('data-duration', 'normal');
    await expect(getComputedStyle(sheet).getPropertyValue('--jb-BottomSheet-duration').trim()).toBe('200ms');
  },
};

export const MotionOff: Story = {
  name: '애니메이션 끔',
  parameters: { motion: 'off' },
  play: async ({ canvasElement }) => {
    const sheet = await openSheet(canvasElement);
    await expect(getComputedStyle(sheet).animationDuration).toBe('0s');
  },
};
