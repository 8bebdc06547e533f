import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type CampusCardItem, CampusCarousel } from './CampusCard';
import { CampusCarouselSkeleton } from './CampusCarouselSkeleton';
import { SNAP_LOCK_MS } from './Carousel';

/** A round logo drawn inline, so stories need no network. */
function logo(letter: string, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="20" fill="${colour}"/><text x="20" y="26" font-size="16" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const gnu: CampusCardItem[] = [
  {
    id: 1,
    universityName: '경상국립대학교',
    campusName: '가좌캠퍼스',
    logoUrl: logo('G', '#1d5fa8'),
    latitude: 35.154,
    longitude: 128.1,
  },
  {
    id: 2,
    universityName: '경상국립대학교',
    campusName: '칠암캠퍼스',
    logoUrl: logo('G', '#1d5fa8'),
    latitude: 35.18,
    longitude: 128.095,
  },
  {
    id: 3,
    universityName: '경상국립대학교',
    campusName: '통영캠퍼스',
    logoUrl: logo('G', '#1d5fa8'),
    latitude: 34.838,
    longitude: 128.399,
  },
  {
    id: 4,
    universityName: '경상국립대학교',
    campusName: '내동캠퍼스',
    logoUrl: logo('G', '#1d5fa8'),
    latitude: 35.175,
    longitude: 128.05,
  },
];

const many: CampusCardItem[] = Array.from({ length: 9 }, (_, index) => ({
  id: 100 + index,
  universityName: '한국대학교',
  campusName: `제${index + 1}캠퍼스`,
  logoUrl: logo(String(index + 1), '#c2501f'),
  latitude: 37.5 + index / 100,
  longitude: 127 + index / 100,
}));

const meta = {
  title: '패턴/캠퍼스 캐러셀 · CampusCarousel',
  component: CampusCarousel,
  subcomponents: { CampusCarouselSkeleton },
  tags: ['autodocs'],
  args: { campuses: gnu, onSelect: fn() },
  decorators: [(Story) => <div style={{ padding: 'var(--jb-space-5) var(--jb-space-page)' }}>{Story()}</div>],
  parameters: {
    layout: 'fullscreen',
    frame: 'bleed',
    docs: {
      description: {
        component:
          '홈 화면에서 캠퍼스를 고르는 가로 카드 목록입니다. 카드(대학교 로고, 대학교 이름, 캠퍼스 이름)를 누르면 지도에서 그 캠퍼스 주변을 엽니다. 손가락으로 밀면 카드 한 ' +
          '장씩 자리에 맞춰 멈춥니다.\n\n- **캠퍼스가 한 곳뿐일 때**: 옆에 "서비스 준비 중이에요" 안내 카드가 붙어 빈자리가 어색하지 않습니다(누를 수 없음).\n- ' +
          '**불러오는 중**: 회색 자리 표시 카드 3장.\n- **긴 이름**: 두 줄까지 보이고 넘치면 말줄임표.\n- **키보드**: 카드에 포커스가 있을 때 ←/→로 한 ' +
          '장씩 옮기고 Enter로 엽니다.\n\n개발자: 불러오는 중의 모습은 `CampusCarouselSkeleton`으로 따로 그릴 수 있습니다(캐러셀 엔진 없이). 화면이 캐러셀을 ' +
          '나중에 불러올 때 그 자리를 채웁니다.',
      },
    },
  },
} satisfies Meta<typeof CampusCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

function cardLeftOffsets(canvasElement: HTMLElement): number[] {
  const viewport = canvasElement.querySelector<HTMLElement>('[data-slot="viewport"]');
  if (!viewport) throw new Error('no viewport');
  // Offsets from where a card rests: the viewport's content edge (it bleeds into the page margin).
  const left =
    viewport.getBoundingClientRect().left + Number.parseFloat(getComputedStyle(viewport).paddingLeft);
  return within(canvasElement)
    .getAllByRole('group')
    .map(
      (slide) =>
        Math.round((slide.firstElementChild as HTMLElement).getBoundingClientRect().left - left) || 0,
    );
}

/** The pointer reaching the strip creates the engine: from then on drags and keys move the strip. */
async function engineReady(canvasElement: HTMLElement) {
  const region = within(canvasElement).getByRole('region');
  await userEvent.hover(region);
  await waitFor(() => expect(region).toHaveAttribute('data-ready'), { timeout: 5000 });
}

async function settled(canvasElement: HTMLElement) {
  const region = within(canvasElement).getByRole('region');
  await waitFor(() => expect(region).not.toHaveAttribute('data-scrolling'), { timeout: 5000 });
}

export const OneCampus: Story = {
  name: '캠퍼스 한 곳 (준비 중 안내 카드)',
  args: { campuses: gnu.slice(0, 1) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const slides = canvas.getAllByRole('group');
    await expect(slides).toHaveLength(2);
    await expect(slides[1]).toHaveAccessibleName('2 / 2');
    const placeholder = within(slides[1]).getByText('서비스 준비 중이에요. 조금만 기다려 주세요!');
    await expect(within(slides[1]).queryByRole('button')).toBeNull();
    await userEvent.click(placeholder);
    await expect(args.onSelect).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /가좌캠퍼스/ })).toHaveFocus();
    await userEvent.tab();
    await expect(slides[1].contains(canvasElement.ownerDocument.activeElement)).toBe(false);
  },
};

export const Several: Story = {
  name: '여러 캠퍼스 (키보드로 넘김)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: '캠퍼스 목록' });
    await expect(region).toHaveAttribute('aria-roledescription', '캐러셀');
    await expect(canvas.queryByText(/서비스 준비 중/)).toBeNull();
    await expect(canvas.getAllByRole('group')[0]).toHaveAccessibleName('1 / 4');

    await userEvent.click(canvas.getByRole('button', { name: '경상국립대학교 칠암캠퍼스' }));
    await expect(args.onSelect).toHaveBeenCalledWith(gnu[1]);

    await engineReady(canvasElement);
    const first = canvas.getByRole('button', { name: '경상국립대학교 가좌캠퍼스' });
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: '경상국립대학교 칠암캠퍼스' })).toHaveFocus();
    await waitFor(() => expect(cardLeftOffsets(canvasElement)[1]).toBe(0), { timeout: 5000 });
    await settled(canvasElement);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(first).toHaveFocus();
    await waitFor(() => expect(cardLeftOffsets(canvasElement)[0]).toBe(0), { timeout: 5000 });
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(gnu[0]);
  },
};

export const Many: Story = {
  name: '많은 캠퍼스 (밀어서 넘김)',
  args: { campuses: many },
  parameters: {
    visual: {
      tolerancePixels: 3000,
      toleranceReason:
        'After a real drag the strip rests on a sub-pixel offset that varies by run: the same cards, their edges and text anti-aliased differently (2,033 px seen).',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('button', { name: '한국대학교 제1캠퍼스' });
    await engineReady(canvasElement);
    const rect = card.getBoundingClientRect();
    const y = rect.top + rect.height / 2;
    const startX = rect.left + 150;
    // A drag that stops between two cards (100 px ≈ half a card plus the gap).
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: card, coords: { clientX: startX, clientY: y } },
      { target: card, coords: { clientX: startX - 30, clientY: y } },
      { target: card, coords: { clientX: startX - 60, clientY: y } },
      { target: card, coords: { clientX: startX - 100, clientY: y } },
      { keys: '[/MouseLeft]', target: card, coords: { clientX: startX - 100, clientY: y } },
    ]);
    // comes to rest on a card boundary, not where the finger let go: the next card's. (Waiting for the first card
    // to have moved too: right after the release the strip can still read as at rest on the first card.)
    const region = canvas.getByRole('region');
    await waitFor(
      () => {
        expect(region).not.toHaveAttribute('data-scrolling');
        const resting = cardLeftOffsets(canvasElement);
        expect(resting[0]).toBeLessThan(0);
        expect(resting).toContain(0);
      },
      { timeout: 5000 },
    );
    const offsets = cardLeftOffsets(canvasElement);
    await expect(offsets[0]).toBeLessThan(0);
    await expect(offsets).toContain(0);
    await expect(offsets[1] - offsets[0]).toBe(185);
    // the press that ended a drag is not a card press
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const ShortSwipe: Story = {
  name: '짧게 민 것은 누름이 아님 (10.8px 넘으면 끌기)',
  args: { campuses: many },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('button', { name: '한국대학교 제1캠퍼스' });
    const rect = card.getBoundingClientRect();
    const y = rect.top + rect.height / 2;
    const x = rect.left + 100;
    // The very first touch of the strip, 13 px sideways (a swipe, before the engine has seen any touch).
    await userEvent.pointer([
      { keys: '[TouchA>]', target: card, coords: { clientX: x, clientY: y } },
      { pointerName: 'TouchA', target: card, coords: { clientX: x - 6, clientY: y } },
      { pointerName: 'TouchA', target: card, coords: { clientX: x - 13, clientY: y } },
      { keys: '[/TouchA]', target: card, coords: { clientX: x - 13, clientY: y } },
    ]);
    await expect(args.onSelect).not.toHaveBeenCalled();
    // A tap that wobbles 4 px is still a tap.
    await new Promise((resolve) => setTimeout(resolve, SNAP_LOCK_MS + 50));
    await userEvent.pointer([
      { keys: '[TouchA>]', target: card, coords: { clientX: x, clientY: y } },
      { pointerName: 'TouchA', target: card, coords: { clientX: x - 4, clientY: y } },
      { keys: '[/TouchA]', target: card, coords: { clientX: x - 4, clientY: y } },
    ]);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  name: '불러오는 중',
  args: { loading: true, campuses: [] },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: '캠퍼스 목록' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).getByText('캠퍼스를 불러오는 중')).toBeInTheDocument();
    await expect(within(region).queryAllByRole('button')).toHaveLength(0);
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(3);
  },
};

export const LongNames: Story = {
  name: '긴 이름',
  args: {
    campuses: [
      {
        id: 7,
        universityName: '한국과학기술원 부설 한국과학영재학교 연계 대학원대학교',
        campusName: '대덕연구개발특구 제2첨단산업단지 캠퍼스',
        logoUrl: logo('K', '#1f7a4a'),
        latitude: 36.37,
        longitude: 127.36,
      },
      ...gnu.slice(0, 2),
    ],
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('button', { name: /대덕연구개발특구/ });
    // spec §9: cards are 173 px wide however long the names are
    await expect(Math.round(card.getBoundingClientRect().width)).toBe(173);
  },
};

/** At rest no card is cut by the page margin; the row runs to the screen's edge instead. */
export const AtRest: Story = {
  name: '쉬는 상태 · 잘리지 않음',
  play: async ({ canvasElement }) => {
    const viewport = canvasElement.querySelector<HTMLElement>('[data-slot="viewport"]');
    if (!viewport) throw new Error('no viewport');
    const frame = viewport.getBoundingClientRect();
    const cards = within(canvasElement)
      .getAllByRole('button')
      .map((card) => card.getBoundingClientRect());
    // The first card stands on the page margin; each card either shows whole or starts past the frame's edge.
    await expect(Math.round((cards[0]?.left ?? 0) - frame.left)).toBe(20);
    for (const card of cards)
      if (card.left < frame.right - 40) await expect(card.right).toBeLessThanOrEqual(frame.right + 0.5);
  },
};

/** A university without a logo, or one whose logo fails to load, shows its name's first letter in the circle. */
export const LogoFallback: Story = {
  name: '로고 없음 · 못 불러옴 (이름 첫 글자)',
  parameters: {
    docs: {
      description: {
        story: '로고가 없거나 못 불러오면 회색 동그라미 대신 대학교 이름의 첫 글자를 보여 줍니다.',
      },
    },
  },
  args: {
    campuses: [
      { ...gnu[0], logoUrl: '/no-such-logo.png' },
      { ...gnu[1], id: 5, universityName: '부산대학교', campusName: '부산캠퍼스', logoUrl: '' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slots = () => [...canvasElement.querySelectorAll('[data-slot="logo"]')];
    // The broken address is tried first; once it fails, the card shows the university's first letter instead.
    await waitFor(() => expect(slots().map((slot) => slot.textContent)).toEqual(['경', '부']), {
      timeout: 5000,
    });
    await expect(canvasElement.querySelector('[data-slot="logo"] img')).toBeNull();
    await expect(canvas.getByRole('button', { name: '경상국립대학교 가좌캠퍼스' })).toBeVisible();
  },
};
