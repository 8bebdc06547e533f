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
  title: 'Components/Map/UniversityPicker',
  component: UniversityPicker,
  tags: ['autodocs'],
  args: { universities, onValueChange: fn(), onInitialChange: fn() },
  decorators: [(Story) => <div style={{ width: 350 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          '대학교 필터의 목록과 14개 초성 색인(ㄱ ㄴ ㄷ ㄹ ㅁ ㅂ ㅅ ㅇ ㅈ ㅊ ㅋ ㅌ ㅍ ㅎ). 초성을 누르면 그 초성으로 시작하는 대학교만 남기고 목록 맨 위로 이동하며, ' +
          '다시 누르면 전체가 보입니다(쌍자음은 홑자음으로: 쌍용 → ㅅ). 초성 추출은 `@jjinbbang/domain`의 순수 함수 `initialConsonantOf`(단위 테스트 포함). ' +
          '캠퍼스는 한 그룹의 라디오라 화살표 키로 옮겨 다닙니다. 값은 캠퍼스 id: `value`/`defaultValue`/`onValueChange`, ' +
          '초성도 `initial`/`defaultInitial`/`onInitialChange`로 제어할 수 있습니다. `label`, `indexLabel`, `formatEmpty`, `name`. ' +
          '선택자: `[data-component="UniversityPicker"]`, `[data-slot="index|initial|list|university|campus|empty"]`, `[data-selected]`; ' +
          '목록 높이는 `--jb-UniversityPicker-list-height`.',
      },
    },
  },
} satisfies Meta<typeof UniversityPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const index = canvas.getByRole('group', { name: '초성으로 찾기' });
    await expect(
      within(index)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['ㄱ', 'ㄴ', 'ㄷ', 'ㄹ', 'ㅁ', 'ㅂ', 'ㅅ', 'ㅇ', 'ㅈ', 'ㅊ', 'ㅋ', 'ㅌ', 'ㅍ', 'ㅎ']);
    await expect(canvas.getAllByRole('radio')).toHaveLength(8);
    await userEvent.click(canvas.getByRole('radio', { name: '밀양캠퍼스' }));
    await expect(args.onValueChange).toHaveBeenCalledWith(42);
    await expect(canvas.getByRole('radio', { name: '밀양캠퍼스' })).toBeChecked();
  },
};

export const FilterByInitial: Story = {
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'ㅅ' }));
    await expect(canvas.getByRole('group', { name: '쌍용대학교' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: '부산대학교' })).not.toBeInTheDocument();
  },
};

export const EmptyInitial: Story = {
  args: { defaultInitial: 'ㅋ' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ㅋ(으)로 시작하는 대학교가 없어요')).toBeVisible();
    await expect(canvas.queryAllByRole('radio')).toHaveLength(0);
  },
};

export const KeyboardOperable: Story = {
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
