// The app's global stylesheet (main.tsx loads it before any route): the list sheet's list styles live there.
import '../../packages/app/src/app.css';
import type { University } from '@jjinbbang/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { atWidths } from '../../.storybook/modes';
import { DEFAULT_MAP_FILTERS } from '../../packages/app/src/routes/map/filters';
import { MapView, type MapViewProps, preloadWidePane } from '../../packages/app/src/routes/map/MapView';
import { COST_SORTED_ENTRIES, ENTRIES, GAJWA, LANDMARKS, listState, POINTS } from './map-fixtures';

const UNIVERSITIES: University[] = [
  {
    id: 1,
    universityName: '경상국립대학교',
    universityLogo: '',
    campuses: [
      {
        id: 1,
        campusName: '가좌캠퍼스',
        logoImageUrl: '',
        campusAddress: '경상남도 진주시 진주대로 501',
        latitude: GAJWA.lat,
        longitude: GAJWA.lng,
      },
    ],
  },
];

const listProps = (
  over: Partial<NonNullable<MapViewProps['list']>> = {},
): NonNullable<MapViewProps['list']> => ({
  title: '이 위치의 찐빵',
  list: listState(ENTRIES),
  sort: 'RCMND',
  onSortChange: fn(),
  onItemPress: fn(),
  onLikeChange: fn(async () => {}),
  errorTitle: '주변 후기를 불러오지 못했어요',
  emptyTitle: '이 근처에는 아직 후기가 없어요',
  ...over,
});

/** The view in a phone-sized frame; sheets are portalled into the story root so captures include them. */
function Screen(props: MapViewProps) {
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  return (
    <div
      ref={setRoot}
      style={{ position: 'relative', height: '100dvh', ['--jb-bottom-nav-height' as string]: '0px' }}
    >
      {root && <MapView {...props} overlayContainer={root} />}
    </div>
  );
}

const meta = {
  title: '화면/지도 · MapView',
  component: Screen,
  // The capture widens the viewport after the play function: the pane beside the map is drawn at once, as on a
  // screen that opens wide.
  loaders: [() => preloadWidePane()],
  parameters: {
    layout: 'fullscreen',
    chromatic: { modes: atWidths(390, 768, 1280) },
    docs: {
      description: {
        component:
          '지도 화면의 보기(`MapView`): 위쪽 막대(찐빵 유형, 검색, 필터 막대), 지도 엔진, 상태 줄, 목록 손잡이와 모든 시트. ' +
          '`MapPage`가 주소(중심·레벨·필터·열린 시트), 타일, 목록과 세션에서 값을 채웁니다.',
      },
    },
  },
  args: {
    center: GAJWA,
    level: 4,
    points: POINTS,
    cells: [],
    landmarks: LANDMARKS,
    focusLandmark: 'campus-1',
    onViewChange: fn(),
    onGroupPress: fn(),
    markers: { loading: false, error: null, onRetry: fn() },
    emptyResult: false,
    onResetFilters: fn(),
    filters: DEFAULT_MAP_FILTERS,
    onFiltersChange: fn(),
    universities: UNIVERSITIES,
    searchText: '',
    onSearchTextChange: fn(),
    onSearch: fn(),
    searchMessage: null,
    sheet: { kind: 'none' },
    onOpenFilter: fn(),
    onCloseSheet: fn(),
    onOpenList: fn(),
    list: null,
    // From 600 px the pane beside the map lists what lies in the view.
    paneList: listProps({ title: '이 지역의 찐빵', onItemPress: undefined, onItemFollow: fn() }),
    login: { signedIn: true, onLogin: fn(), onVerify: fn() },
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verified: Story = {
  name: '인증됨',
  parameters: {
    visual: {
      tolerancePixels: 2000,
      toleranceReason:
        'The campus label rests a pixel apart between some runs (the offline map places it from its measured text on a fractional position): the same label, its text anti-aliased differently (1,406 px seen at each width).',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: '주소 및 대학교를 검색해 보세요' })).toHaveAttribute(
      'placeholder',
      '주소, 대학교 검색',
    );
    // The first filter chip lines up with the type button above it.
    const typeButton = canvas.getByRole('button', { name: /찐빵 유형/ });
    const firstChip = canvas.getByRole('button', { name: /찐 후기 필터/ });
    await expect(Math.round(firstChip.getBoundingClientRect().left)).toBe(
      Math.round(typeButton.getBoundingClientRect().left),
    );
    const marker = canvas.getAllByRole('button', { name: / 위치$|곳 모음/ })[0] as HTMLElement;
    await userEvent.click(marker);
    await expect(args.onGroupPress).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '목록' }));
    await expect(args.onOpenList).toHaveBeenCalled();
  },
};

export const Guest: Story = {
  name: '게스트',
  args: {
    sheet: { kind: 'login' },
    paneList: null,
    listRefused: true,
    login: { signedIn: false, onLogin: fn(), onVerify: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const sheet = await within(canvasElement).findByRole('dialog', { name: '로그인이 필요해요' });
    await userEvent.click(within(sheet).getByRole('button', { name: '로그인하기' }));
    await expect(args.login.onLogin).toHaveBeenCalled();
  },
};

export const Unverified: Story = {
  name: '미인증',
  args: {
    sheet: { kind: 'login' },
    paneList: null,
    listRefused: true,
    login: { signedIn: true, onLogin: fn(), onVerify: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const sheet = await within(canvasElement).findByRole('dialog', { name: '학교 인증이 필요해요' });
    await userEvent.click(within(sheet).getByRole('button', { name: '학교 인증하러 가기' }));
    await expect(args.login.onVerify).toHaveBeenCalled();
  },
};

export const FiltersOpen: Story = {
  name: '필터 열림 · 반대 키워드',
  args: { sheet: { kind: 'filter', filter: 'keyword' } },
  parameters: {
    visual: {
      tolerancePixels: 30,
      toleranceReason:
        "The sheet's scrolled chip list sits on a sub-pixel offset: a chip border's anti-aliasing varies by run (5 px seen).",
    },
  },
  play: async ({ canvasElement }) => {
    const sheet = await within(canvasElement).findByRole('dialog', { name: '찐 후기 필터' });
    const s = within(sheet);
    const positiveGroups = s.getAllByRole('group', { name: /^장점 / });
    const positive = within(positiveGroups[0] as HTMLElement).getAllByRole('checkbox')[0] as HTMLElement;
    const label = positive.textContent ?? '';
    await userEvent.click(positive);
    await expect(positive).toHaveAttribute('aria-checked', 'true');
    // Its opposite in the cons: picking it lets the first one go, with a short note (never both).
    const negativeGroups = s.getAllByRole('group', { name: /^단점 / });
    const opposite = within(negativeGroups[0] as HTMLElement).getAllByRole('checkbox')[0] as HTMLElement;
    await userEvent.click(opposite);
    await expect(opposite).toHaveAttribute('aria-checked', 'true');
    await expect(positive).toHaveAttribute('aria-checked', 'false');
    await expect(s.getByRole('status')).toHaveTextContent(`‘${label}’은(는) 뺐어요`);
    await expect(s.getByRole('button', { name: '적용하기' })).toBeEnabled();
    // The picture is what a finger leaves: no focus ring on the last chip (whether Chromium draws one after a
    // scripted click varied between runs, so the baseline did too).
    opposite.blur();
  },
};

export const SpotList: Story = {
  name: '목록 열림',
  args: {
    sheet: { kind: 'spot', keys: ['b1'] },
    selectedKeys: ['b1'],
    list: listProps({ onItemPress: undefined, onItemFollow: fn() }),
  },
  play: async ({ canvasElement, args }) => {
    const sheet = await within(canvasElement).findByRole('dialog', { name: '이 위치의 찐빵' });
    const cards = within(sheet).getAllByRole('article');
    await expect(cards).toHaveLength(ENTRIES.length);
    // Each card is a link to its page (a new tab, a long press), not a button.
    const link = within(within(cards[0] as HTMLElement).getByRole('heading')).getByRole('link');
    await expect(link.getAttribute('href')).toMatch(/^\/building\//);
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    // Following it first remembers the list's scroll for the way back.
    await expect(args.list?.onItemFollow).toHaveBeenCalled();
  },
};

export const CostSortedList: Story = {
  name: '목록 열림 · 실거주비 낮은순 (건물별)',
  args: {
    sheet: { kind: 'list' },
    filters: { ...DEFAULT_MAP_FILTERS, viewType: 'BUILDING' },
    list: listProps({ title: '이 지역의 찐빵', list: listState(COST_SORTED_ENTRIES), sort: 'COST' }),
  },
  play: async ({ canvasElement }) => {
    const sheet = await within(canvasElement).findByRole('dialog', { name: '이 지역의 찐빵' });
    await expect(within(sheet).getByRole('combobox', { name: '정렬' })).toHaveValue('COST');
    const cards = within(sheet).getAllByRole('article');
    await expect(cards.map((card) => card.querySelector('[data-slot="cost"]')?.textContent ?? null)).toEqual([
      '기숙사비 한 달 약 32.5만원',
      '실거주 월 35.4만원',
      '실거주 월 41.5만원',
      null,
    ]);
  },
};

export const ContractFilterWithCost: Story = {
  name: '필터 열림 · 계약 형태 (월 실거주비)',
  args: {
    sheet: { kind: 'filter', filter: 'contract' },
    filters: {
      ...DEFAULT_MAP_FILTERS,
      contract: { ...DEFAULT_MAP_FILTERS.contract, monthlyCostMax: 50 },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: /실거주 50만원 이하\s*적용됨/, hidden: true }),
    ).toBeInTheDocument();
    const sheet = await canvas.findByRole('dialog', { name: '계약 형태' });
    const chips = within(sheet).getByRole('radiogroup', { name: '월 실거주비 상한' });
    await expect(within(chips).getByRole('radio', { name: '50만원 이하' })).toBeChecked();
    await userEvent.click(within(chips).getByRole('radio', { name: '40만원 이하' }));
    await userEvent.click(within(sheet).getByRole('button', { name: '적용하기' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      ...DEFAULT_MAP_FILTERS,
      contract: { ...DEFAULT_MAP_FILTERS.contract, monthlyCostMax: 40 },
    });
    // The sheet is the view's to close (the container writes the address): it stays open here.
    await expect(within(sheet).getByRole('radio', { name: '40만원 이하' })).toBeChecked();
  },
};

/** The view under a container that keeps the open sheet, as `MapPage` does with the address. */
function TappingScreen(props: MapViewProps) {
  const [sheet, setSheet] = useState<MapViewProps['sheet']>({ kind: 'none' });
  return (
    <Screen
      {...props}
      sheet={sheet}
      onOpenFilter={(filter) => {
        props.onOpenFilter(filter);
        setSheet({ kind: 'filter', filter });
      }}
      onCloseSheet={() => setSheet({ kind: 'none' })}
    />
  );
}

export const TapContractFilter: Story = {
  name: '필터 누름 · 계약 형태',
  render: (args) => <TappingScreen {...args} />,
  parameters: { visual: { skip: "'필터 열림 · 계약 형태 (월 실거주비)'와 같은 화면입니다 (열린 시트)" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const chip = canvas.getByRole('button', { name: /계약 형태/ });
    await userEvent.click(chip);
    // The tap's own frame answers it: the chip reads as open before the sheet has mounted and the address changed.
    await expect(chip).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findByRole('dialog', { name: '계약 형태' })).toBeVisible();
    await waitFor(() => expect(args.onOpenFilter).toHaveBeenCalledWith('contract'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(chip).toHaveAttribute('aria-expanded', 'false');
    // Focus is back on the chip that opened it (the sheet has no trigger of its own to return to).
    await expect(chip).toHaveFocus();
    // The next story's sheets open as after a tap (the kit remembers the last kind of input in this document).
    await userEvent.pointer({ keys: '[MouseLeft]', target: canvasElement });
  },
};

export const SearchResults: Story = {
  name: '검색 결과',
  args: {
    searchText: '가좌',
    sheet: { kind: 'search', keyword: '가좌' },
    highlightKey: 'b1',
    list: listProps({ title: '‘가좌’ 검색 결과', emptyTitle: '검색 결과가 없어요' }),
  },
  play: async ({ canvasElement }) => {
    const sheet = await within(canvasElement).findByRole('dialog', { name: '‘가좌’ 검색 결과' });
    await expect(within(sheet).getAllByRole('article')).toHaveLength(ENTRIES.length);
    // The picked result's marker is drawn highlighted.
    // (The open sheet hides the map from assistive technology, so the query includes hidden elements.)
    await expect(
      within(canvasElement).getByRole('button', { name: /\(검색 결과/, hidden: true }),
    ).toBeInTheDocument();
  },
};

export const SearchEmpty: Story = {
  name: '검색 결과 없음',
  args: {
    searchText: '없는동네',
    sheet: { kind: 'search', keyword: '없는동네' },
    list: listProps({
      title: '‘없는동네’ 검색 결과',
      list: listState([]),
      emptyTitle: '검색 결과가 없어요',
      emptyHint: '학교 이름(예: 경상국립대)이나 동네·도로 이름(예: 가좌동)으로 검색해 보세요.',
      emptyAction: { label: '다른 검색어 입력하기', onPress: fn() },
    }),
  },
  play: async ({ canvasElement }) => {
    const sheet = await within(canvasElement).findByRole('dialog', { name: '‘없는동네’ 검색 결과' });
    await expect(within(sheet).getByRole('heading', { name: '검색 결과가 없어요' })).toBeInTheDocument();
    await expect(within(sheet).getByText(/경상국립대/)).toBeInTheDocument();
    await expect(within(sheet).getByRole('button', { name: '다른 검색어 입력하기' })).toBeInTheDocument();
  },
};

export const SearchTooShort: Story = {
  name: '검색어 한 글자',
  args: { searchText: '가', searchMessage: '검색어를 2자 이상 입력해 주세요.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('검색어를 2자 이상 입력해 주세요.');
    await expect(canvas.getByRole('searchbox')).toHaveAccessibleDescription(
      '검색어를 2자 이상 입력해 주세요.',
    );
  },
};

export const EmptyResult: Story = {
  name: '조건에 맞는 찐빵 없음',
  args: {
    points: [],
    emptyResult: true,
    filters: { ...DEFAULT_MAP_FILTERS, keywords: ['PO_BD_LO_01'], housingType: 'OFFICETEL' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '조건에 맞는 찐빵이 없어요' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '필터 초기화' }));
    await expect(args.onResetFilters).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: /찐 후기 1\s*적용됨/ })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  name: '불러오는 중',
  args: { points: [], markers: { loading: true, error: null, onRetry: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: '' })).toHaveTextContent(
      '지도에 찐빵을 표시하는 중',
    );
  },
};

export const LoadError: Story = {
  name: '오류',
  args: { points: [], markers: { loading: false, error: '네트워크 연결을 확인해 주세요.', onRetry: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: '지도에 표시할 찐빵을 불러오지 못했어요' }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /다시 시도/ }));
    await waitFor(() => expect(args.markers.onRetry).toHaveBeenCalled());
  },
};

/** issue 14 item 6: at 360 px, with the longest housing type, nothing in the top bar is cut. */
export const Narrow: Story = {
  name: '360px · 긴 찐빵 유형',
  args: { filters: { ...DEFAULT_MAP_FILTERS, housingType: 'BOARDING_HOUSE', viewType: 'BUILDING' } },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox') as HTMLInputElement;
    // The placeholder fits the input (measured with the input's own font).
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas');
    const style = getComputedStyle(input);
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    await expect(context.measureText(input.placeholder).width).toBeLessThanOrEqual(input.clientWidth);
    // Every control of the top row lies inside the screen.
    const type = canvas.getByRole('button', { name: /찐빵 유형/ });
    await expect(type).toHaveTextContent('하숙집/고시원');
    const search = canvas.getByRole('search');
    await expect(search.getBoundingClientRect().right).toBeLessThanOrEqual(360);
    await expect(type.scrollWidth).toBeLessThanOrEqual(type.clientWidth);
  },
};
