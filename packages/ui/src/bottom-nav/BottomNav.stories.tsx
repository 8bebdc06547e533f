import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BottomNav } from './BottomNav';

const meta = {
  title: 'Components/Shell/BottomNav',
  component: BottomNav,
  tags: ['autodocs'],
  args: { value: 'home' },
  // A transformed frame becomes the containing block of the fixed nav, so each story stays in its own box.
  decorators: [
    (Story) => (
      <div style={{ width: 390, height: 120, transform: 'translateZ(0)', background: 'var(--jb-color-bg)' }}>
        {Story()}
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          '화면 아래에 고정된 주요 메뉴(`<nav aria-label="주요 메뉴">`). 기본 탭은 홈(/), 관심목록(/heart), 지도(/map), ' +
          '나의 찐빵(/mypage)이며 `items`({value, label, href, icon})로 바꿀 수 있습니다. `value`와 같은 탭의 링크에 ' +
          '`aria-current="page"`가 붙습니다. `hidden`이면 숨습니다(인증·계정·후기 작성·건물·신고 화면). ' +
          '앱의 라우터를 쓰려면 `renderLink={(props) => <Link {...props} />}`로 링크를 직접 그립니다(props를 그대로 펼쳐 ' +
          '`<a>`에 전달). 선택자: `[data-component="BottomNav"]`, `[data-state="visible" | "hidden"]`, ' +
          '`[data-slot="link"][data-active]` / `[aria-current="page"]`, `[data-slot="icon" | "label"]`.',
      },
    },
  },
} satisfies Meta<typeof BottomNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '주요 메뉴' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['홈', '관심목록', '지도', '나의 찐빵']);
    await expect(within(nav).getByRole('link', { name: '홈' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: '지도' })).not.toHaveAttribute('aria-current');
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: '홈' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: '관심목록' })).toHaveFocus();
  },
};

export const MapActive: Story = {
  args: { value: 'map' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '지도' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: '지도' })).toHaveAttribute('href', '/map');
    await expect(canvas.getByRole('link', { name: '홈' })).not.toHaveAttribute('aria-current');
  },
};

export const Hidden: Story = {
  args: { hidden: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-component="BottomNav"]')).toHaveAttribute(
      'data-state',
      'hidden',
    );
  },
};

export const WithRouterLink: Story = {
  args: {
    value: 'mypage',
    renderLink: (props, item) => <a {...props} data-router-link={item.value} />,
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '나의 찐빵' });
    await expect(link).toHaveAttribute('data-router-link', 'mypage');
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(link).toHaveClass('jb-BottomNav-link');
  },
};
