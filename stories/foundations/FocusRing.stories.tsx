import {
  Button,
  Checkbox,
  Chip,
  HeartToggle,
  PromoBanner,
  SearchBar,
  SegmentedControl,
  Select,
  SettingsRow,
  SortSelect,
  TextField,
} from '@jjinbbang/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';

/** Every kind of focusable control in the kit, in tab order, on white and on the brand colour. */
function Controls() {
  return (
    <div style={{ display: 'grid', gap: 'var(--jb-space-5)', width: 350 }}>
      <div style={{ display: 'flex', gap: 'var(--jb-space-3)', flexWrap: 'wrap' }}>
        <Button>후기 작성하기</Button>
        <Button variant="secondary">취소</Button>
        <Chip selected>월세</Chip>
        <HeartToggle liked={false} onLikedChange={() => {}} />
      </div>
      <Checkbox label="사진 후기만 보기" />
      <SearchBar placeholder="학교, 동네, 건물 이름" />
      <TextField label="보증금" />
      <Select
        label="상태"
        options={[
          { value: '', label: '전체' },
          { value: 'open', label: '접수' },
        ]}
      />
      <SortSelect />
      <SegmentedControl
        aria-label="계약 형태"
        options={[
          { value: 'monthly', label: '월세' },
          { value: 'jeonse', label: '전세' },
        ]}
        defaultValue="monthly"
      />
      <SettingsRow>알림 설정</SettingsRow>
      <div style={{ padding: 'var(--jb-space-5)', background: 'var(--jb-color-brand-600)' }}>
        <PromoBanner />
      </div>
    </div>
  );
}

const meta = {
  title: '토큰/포커스 링',
  component: Controls,
  parameters: {
    docs: {
      description: {
        component:
          '키보드로 옮겨 다닐 때 보이는 테두리(포커스 링)는 모든 컨트롤에서 하나입니다: `--jb-focus-outline`(2px, 가장 짙은 ' +
          '찐빵 갈색 `--jb-color-focus`)을 `--jb-focus-ring-offset`(2px) 띄워 그립니다. 흰 바탕, 크림 바탕, 브랜드 색 바탕 ' +
          '어디서나 3:1 이상으로 보입니다. 체크박스처럼 그려진 모양이 따로 있는 컨트롤은 그 모양에 링을 그립니다.',
      },
    },
  },
} satisfies Meta<typeof Controls>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element that draws the ring for a focused control: itself, its drawn box (checkbox) or its frame (field). */
function ringOf(el: Element): Element {
  const candidates = [
    el,
    el.nextElementSibling,
    el.closest('.jb-Field-control'),
    el.closest('.jb-SearchBar'),
  ].filter((c): c is Element => c !== null);
  return candidates.find((c) => getComputedStyle(c).outlineStyle === 'solid') ?? el;
}

export const AllControls: Story = {
  name: '모든 컨트롤 (Tab으로 이동)',
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const probe = doc.createElement('span');
    probe.style.color = 'var(--jb-color-focus)';
    canvasElement.append(probe);
    const token = getComputedStyle(probe).color;
    probe.remove();
    // on-palette: the ring is the darkest brand shade, not a blue
    await expect(token).toBe('rgb(66, 26, 7)');

    const visited: string[] = [];
    (doc.activeElement as HTMLElement | null)?.blur();
    for (let i = 0; i < 30; i++) {
      await userEvent.tab();
      const active = doc.activeElement;
      if (!active || !canvasElement.contains(active)) break;
      const ring = getComputedStyle(ringOf(active));
      const name = active.getAttribute('aria-label') ?? active.textContent?.trim() ?? active.tagName;
      visited.push(name);
      await expect({
        name,
        color: ring.outlineColor,
        width: ring.outlineWidth,
        style: ring.outlineStyle,
      }).toEqual({
        name,
        color: token,
        width: '2px',
        style: 'solid',
      });
    }
    // the checkbox, the fields and the button on the brand colour were all reached
    await expect(visited.length).toBeGreaterThanOrEqual(12);
    await expect(visited).toContain('학교 인증하기');
  },
};

export const OnBrand: Story = {
  name: '브랜드 색 바탕의 버튼에 포커스',
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    for (let i = 0; i < 30 && doc.activeElement?.textContent?.trim() !== '학교 인증하기'; i++) {
      await userEvent.tab();
    }
    const button = doc.activeElement as HTMLElement;
    await expect(button).toHaveTextContent('학교 인증하기');
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
  },
};

export const CheckboxFocused: Story = {
  name: '체크박스에 포커스',
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    for (let i = 0; i < 30 && doc.activeElement?.getAttribute('type') !== 'checkbox'; i++) {
      await userEvent.tab();
    }
    const box = doc.activeElement as HTMLElement;
    await expect(box).toHaveAccessibleName('사진 후기만 보기');
    await expect(getComputedStyle(ringOf(box)).outlineStyle).toBe('solid');
  },
};
