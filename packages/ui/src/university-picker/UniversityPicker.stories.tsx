import type { University } from '@jjinbbang/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UniversityPicker } from './UniversityPicker';

const campus = (id: number, campusName: string) => ({
  id,
  campusName,
  logoImageUrl: null,
  campusAddress: '',
  latitude: 35.2,
  longitude: 129.08,
});

const universities: University[] = [
  {
    id: 1,
    universityName: '경상국립대학교',
    universityLogo: null,
    campuses: [campus(11, '가좌캠퍼스'), campus(12, '칠암캠퍼스')],
  },
  { id: 2, universityName: '동아대학교', universityLogo: null, campuses: [campus(21, '승학캠퍼스')] },
  { id: 3, universityName: '부경대학교', universityLogo: null, campuses: [campus(31, '대연캠퍼스')] },
  {
    id: 4,
    universityName: '부산대학교',
    universityLogo: null,
    campuses: [campus(41, '부산캠퍼스'), campus(42, '밀양캠퍼스')],
  },
  { id: 5, universityName: '쌍용대학교', universityLogo: null, campuses: [campus(51, '본캠퍼스')] },
  { id: 6, universityName: '한국해양대학교', universityLogo: null, campuses: [campus(61, '영도캠퍼스')] },
];

const meta = {
  title: '컴포넌트/지도/대학교 고르기 · UniversityPicker',
  component: UniversityPicker,
  tags: ['autodocs'],
  args: { universities, onValueChange: fn(), onInitialChange: fn() },
  decorators: [(Story) => <div style={{ width: 350 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          '지도 필터에서 대학교 캠퍼스를 고르는 목록입니다. 위의 초성 줄(ㄱ ㄴ ㄷ …)을 누르면 그 초성으로 시작하는 대학교만 남고, 아래 목록에서 캠퍼스 하나를 ' +
          '고릅니다.\n\n- **겹자음**: ㄲ은 ㄱ에 함께 나옵니다.\n- **없음**: 그 초성의 대학교가 없으면 안내 문구가 보입니다.\n- **키보드**: 초성 줄과 목록 ' +
          '모두 화살표로 옮기며 고릅니다.',
      },
    },
  },
} satisfies Meta<typeof UniversityPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '기본 (전체)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const index = canvas.getByRole('group', { name: '초성으로 찾기' });
    await expect(
      within(index)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['ㄱ', 'ㄴ', 'ㄷ', 'ㄹ', 'ㅁ', 'ㅂ', 'ㅅ', 'ㅇ', 'ㅈ', 'ㅊ', 'ㅋ', 'ㅌ', 'ㅍ', 'ㅎ']);
    await expect(canvas.getAllByRole('radio')).toHaveLength(8);
    const miryang = canvas.getByRole('radio', { name: '밀양캠퍼스' });
    await userEvent.click(miryang);
    await expect(args.onValueChange).toHaveBeenCalledWith(42);
    await expect(miryang).toBeChecked();
    // The click scrolled the list by however far the text had laid out by then (the web font may still be
    // arriving); bring the choice into view again from the top so the picture is the same every run.
    await document.fonts.ready;
    const list = miryang.closest<HTMLElement>('[data-slot="list"]') ?? miryang.parentElement;
    if (list) list.scrollTop = 0;
    miryang.scrollIntoView({ block: 'nearest' });
  },
};

export const FilterByInitial: Story = {
  name: '초성으로 거르기',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bieup = canvas.getByRole('button', { name: 'ㅂ' });
    await userEvent.click(bieup);
    await expect(bieup).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onInitialChange).toHaveBeenCalledWith('ㅂ');
    const groups = within(canvas.getByRole('radiogroup', { name: '대학교' })).getAllByRole('group');
    await expect(groups.map((g) => g.querySelector('legend')?.textContent)).toEqual([
      '부경대학교',
      '부산대학교',
    ]);
    await userEvent.click(bieup);
    await expect(bieup).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getAllByRole('group', { name: /대학교$/ })).toHaveLength(6);
  },
};

export const DoubleConsonant: Story = {
  name: '겹자음은 함께 (ㄲ → ㄱ)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'ㅅ' }));
    await expect(canvas.getByRole('group', { name: '쌍용대학교' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: '부산대학교' })).not.toBeInTheDocument();
  },
};

export const EmptyInitial: Story = {
  name: '그 초성의 대학교 없음',
  args: { defaultInitial: 'ㅋ' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ㅋ(으)로 시작하는 대학교가 없어요')).toBeVisible();
    await expect(canvas.queryAllByRole('radio')).toHaveLength(0);
  },
};

export const KeyboardOperable: Story = {
  name: '키보드로 고르기',
  args: { defaultValue: 41 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const giyeok = canvas.getByRole('button', { name: 'ㄱ' });
    await userEvent.tab();
    await expect(giyeok).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(giyeok).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(giyeok);
    const busan = canvas.getByRole('radio', { name: '부산캠퍼스' });
    busan.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: '밀양캠퍼스' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(42);
  },
};

export const Controlled: Story = {
  name: '고른 상태 (동아대학교)',
  args: { value: 21, initial: 'ㄷ' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '승학캠퍼스' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'ㅎ' }));
    await expect(args.onInitialChange).toHaveBeenCalledWith('ㅎ');
    // controlled: stays on ㄷ until the owner changes `initial`
    await expect(canvas.getByRole('button', { name: 'ㄷ' })).toHaveAttribute('aria-pressed', 'true');
  },
};
