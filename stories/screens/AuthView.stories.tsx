import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AuthView } from '../../packages/app/src/routes/account/AuthView';
import { screenParameters, withScreen } from './support';

const meta = {
  title: '화면/로그인과 가입 · AuthView',
  component: AuthView,
  decorators: [withScreen],
  // Each state is its own full screen; a docs page stacking them (fixed navigation, sheets) would mislead.
  tags: ['!autodocs'],
  parameters: screenParameters('/auth/kakao'),
  args: {
    phase: 'terms',
    onCancelTerms: fn(),
    onAgreeTerms: fn(async () => undefined),
    onWelcomeConfirm: fn(),
    onWelcomeVerify: fn(),
  },
} satisfies Meta<typeof AuthView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SigningIn: Story = {
  name: '로그인하는 중',
  args: { phase: 'working' },
  parameters: screenParameters('/login/kakao?code=abc'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: '로그인하는 중' })).toBeInTheDocument();
  },
};

export const Terms: Story = {
  name: '약관 동의',
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '찐빵 이용을 위해 약관에 동의해 주세요',
    });
    const agree = within(dialog).getByRole('button', { name: '동의하고 시작하기' });
    // spec 000 §5: confirm only when the three required items are checked.
    await expect(agree).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '모두 동의' }));
    await expect(agree).toBeEnabled();
    await userEvent.click(agree);
    await waitFor(() => expect(args.onAgreeTerms).toHaveBeenCalled());
  },
};

export const Welcome: Story = {
  name: '가입 완료',
  args: { phase: 'welcome' },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '회원가입이 완료되었어요',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: '인증하기' }));
    await expect(args.onWelcomeVerify).toHaveBeenCalled();
  },
};
