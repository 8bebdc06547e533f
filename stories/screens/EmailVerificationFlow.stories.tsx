import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  type EmailVerificationActions,
  EmailVerificationFlow,
} from '../../packages/app/src/routes/account/EmailVerificationFlow';
import { VerificationFrame } from '../../packages/app/src/routes/account/VerificationLayout';
import { loginControls, user } from './fixtures';
import { currentPath, expectInsideColumn, screenParameters, withScreen } from './support';

type Props = React.ComponentProps<typeof EmailVerificationFlow>;

function EmailScreen(props: Props) {
  return (
    <VerificationFrame
      title="재학생 인증"
      viewer={{ kind: 'member', user: user({ university: null }), status: 'unverified' }}
      login={loginControls()}
      onBack={fn()}
    >
      {() => <EmailVerificationFlow {...props} />}
    </VerificationFrame>
  );
}

const actions = (overrides: Partial<EmailVerificationActions> = {}): EmailVerificationActions => ({
  sendCode: fn(async () => undefined),
  verifyCode: fn(async () => undefined),
  markVerified: fn(async () => undefined),
  isAlreadyVerified: () => false,
  describeError: (error, fallback) => (error instanceof Error && error.message) || fallback,
  rememberedEmail: null,
  rememberEmail: fn(),
  ...overrides,
});

const meta = {
  title: '화면/재학생 인증 · EmailVerificationFlow',
  component: EmailScreen,
  decorators: [withScreen],
  // Each state is its own full screen; a docs page stacking them (fixed navigation, sheets) would mislead.
  tags: ['!autodocs'],
  parameters: screenParameters('/auth/student/current'),
  args: {
    initialStep: 'email',
    mailDelayNote: '메일이 도착하기까지 5분 정도 걸릴 수 있어요.',
    actions: actions(),
  },
} satisfies Meta<typeof EmailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmailStep: Story = {
  name: '이메일 입력',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: '학교 이메일' });
    const send = canvas.getByRole('button', { name: '인증번호 받기' });
    await userEvent.type(field, 'student@gmail.com');
    // spec 000 §5: only .ac.kr addresses.
    await expect(send).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, 'student@pusan.ac.kr');
    await userEvent.click(send);
    await expect(args.actions.sendCode).toHaveBeenCalledWith('student@pusan.ac.kr');
    await expect(await canvas.findByRole('heading', { name: '인증번호를 입력해 주세요' })).toBeVisible();
  },
};

export const CodeStep: Story = {
  name: '인증번호 입력',
  args: { initialStep: 'code', actions: actions({ rememberedEmail: 'student@pusan.ac.kr' }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('student@pusan.ac.kr')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /인증번호 6자리/ }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: '인증하기' }));
    await expect(args.actions.verifyCode).toHaveBeenCalledWith('student@pusan.ac.kr', '123456');
    await expect(await canvas.findByRole('heading', { name: '학교 인증이 완료되었어요' })).toBeVisible();
  },
};

export const SendFailed: Story = {
  name: '전송 실패',
  args: {
    actions: actions({
      sendCode: fn(async () => {
        throw new Error('등록된 대학교의 학교 이메일만 사용할 수 있어요.');
      }),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '학교 이메일' }), 'someone@unknown.ac.kr');
    await userEvent.click(canvas.getByRole('button', { name: '인증번호 받기' }));
    // spec 000 §4: a failed send still moves on, with the webmail note.
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('이메일 전송에 실패했어요');
    await expect(alert).toHaveTextContent('웹메일');
    // nothing was sent, so the step never speaks of a sent code
    await expect(canvasElement).not.toHaveTextContent('보낸 인증번호');
    await expect(canvas.getByText(/인증번호를 보내지 못했어요/)).toBeVisible();
  },
};

export const Complete: Story = {
  name: '인증 완료',
  args: { initialStep: 'complete' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: '나의 찐빵으로 가기' });
    await expectInsideColumn(canvasElement, link);
    await userEvent.click(link);
    await expect(currentPath()).toBe('/mypage');
  },
};
