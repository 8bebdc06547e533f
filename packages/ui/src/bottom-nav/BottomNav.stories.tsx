import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { HeartIcon, HomeIcon, MapIcon, UserIcon } from '../icons';
import { BottomNav, type BottomNavItem } from './BottomNav';

// The app passes its own addresses; these example tabs link to fragments so the stories never leave the page.
function tabs(active: string): BottomNavItem[] {
  return [
    { label: '홈', href: '#home', icon: <HomeIcon />, active: active === 'home' },
    { label: '관심목록', href: '#heart', icon: <HeartIcon />, active: active === 'heart' },
    { label: '지도', href: '#map', icon: <MapIcon />, active: active === 'map' },
    { label: '나의 찐빵', href: '#mypage', icon: <UserIcon />, active: active === 'mypage' },
  ];
}

const meta = {
  title: '컴포넌트/화면 틀/하단 탭 · BottomNav',
  component: BottomNav,
  tags: ['autodocs'],
  args: { items: tabs('home') },
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
          '화면 아래에 고정된 주요 메뉴(`<nav aria-label="주요 메뉴">`). 탭은 앱이 `items`({label, href, icon, active})로 ' +
          '넘깁니다. 주소는 앱의 라우트 모듈이 정하고 이 컴포넌트는 주소를 하나도 갖지 않습니다. `active`인 탭의 링크에 ' +
          '`aria-current="page"`가 붙습니다. `hidden`이면 숨습니다(앱이 인증·계정·후기 작성·건물·신고 화면에서 숨김). ' +
          '가운데 정렬된 480px 열에 고정되어 넓은 화면에서도 본문 열과 같은 자리에 놓입니다. ' +
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
  name: '홈 선택됨',
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
  name: '지도 선택됨',
  args: { items: tabs('map') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '지도' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: '지도' })).toHaveAttribute('href', '#map');
    await expect(canvas.getByRole('link', { name: '홈' })).not.toHaveAttribute('aria-current');
  },
};

export const Hidden: Story = {
  name: '숨김',
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
  name: '라우터 링크',
  args: {
    items: tabs('mypage'),
    renderLink: (props, item) => <a {...props} data-router-link={item.label} />,
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '나의 찐빵' });
    await expect(link).toHaveAttribute('data-router-link', '나의 찐빵');
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(link).toHaveClass('jb-BottomNav-link');
  },
};
