import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NewStudentView } from '../../packages/app/src/routes/account/NewStudentView';
import { VerificationFrame } from '../../packages/app/src/routes/account/VerificationLayout';
import { loginControls, rejection, user } from './fixtures';
import { expectInsideColumn, screenParameters, withScreen } from './support';

type Props = React.ComponentProps<typeof NewStudentView>;

function NewStudentScreen(props: Props) {
  return (
    <VerificationFrame
      title="신입생 인증"
      viewer={{ kind: 'member', user: user(), status: props.status }}
      login={loginControls()}
      onBack={fn()}
    >
      {() => <NewStudentView {...props} />}
    </VerificationFrame>
  );
}

const certificate = () => new File(['%PDF-1.4'], '합격증.pdf', { type: 'application/pdf' });

const meta = {
  title: '화면/신입생 인증 · NewStudentView',
  component: NewStudentScreen,
  decorators: [withScreen],
  // Each state is its own full screen; a docs page stacking them (fixed navigation, sheets) would mislead.
  tags: ['!autodocs'],
  parameters: screenParameters('/auth/student/new'),
  args: {
    status: 'unverified',
    permissionGranted: true,
    actions: {
      upload: fn(async () => undefined),
      confirm: fn(async () => undefined),
      refuse: fn(),
      describeError: () => 'PDF, JPG, PNG 파일만 올릴 수 있어요.',
    },
  },
} satisfies Meta<typeof NewStudentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Permission: Story = {
  name: '파일 접근 안내',
  args: { permissionGranted: false },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '허용 안 함' }));
    // spec 000 §4: refusing returns to my page.
    await expect(args.actions.refuse).toHaveBeenCalled();
  },
};

export const Pick: Story = {
  name: '파일 고르기',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: '제출하기' });
    await expect(submit).toBeDisabled();
    await userEvent.upload(
      canvasElement.querySelector('input[type="file"]') as HTMLInputElement,
      certificate(),
    );
    await userEvent.click(submit);
    await expect(args.actions.upload).toHaveBeenCalled();
    await expect(await canvas.findByRole('heading', { name: '입학 증명서를 제출했어요' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '확인' }));
    await expect(args.actions.confirm).toHaveBeenCalled();
  },
};

export const Rejected: Story = {
  name: '반려 (다시 올리기)',
  args: { status: 'rejected', rejection },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The page says why the last one was refused and what to do, then takes the new file.
    const notice = canvas.getByRole('region', { name: '입학 증명서가 반려됐어요' });
    await expect(notice).toHaveTextContent('이미지를 알아볼 수 없어요');
    await expect(notice).toHaveTextContent('다시 올려 주세요');
    await expect(within(notice).queryByRole('link')).toBeNull();
    await userEvent.upload(
      canvasElement.querySelector('input[type="file"]') as HTMLInputElement,
      certificate(),
    );
    await expect(canvas.getByRole('button', { name: '제출하기' })).toBeEnabled();
  },
};

export const UploadFailed: Story = {
  name: '업로드 실패',
  args: {
    actions: {
      upload: fn(async () => {
        throw new Error('rejected');
      }),
      confirm: fn(),
      refuse: fn(),
      describeError: () => 'PDF, JPG, PNG 파일만 올릴 수 있어요.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      canvasElement.querySelector('input[type="file"]') as HTMLInputElement,
      certificate(),
    );
    await userEvent.click(canvas.getByRole('button', { name: '제출하기' }));
    // decisions.md: the alert names the server's reason; the file stays picked for a retry.
    const alert = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await waitFor(() => expect(alert).toHaveTextContent('PDF, JPG, PNG 파일만 올릴 수 있어요.'));
  },
};

export const Pending: Story = {
  name: '인증 대기',
  args: { status: 'pending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '입학 증명서를 확인하고 있어요' })).toBeVisible();
    await expectInsideColumn(canvasElement, canvas.getByRole('link', { name: '나의 찐빵으로 가기' }));
    await expect(canvas.getByRole('button', { name: '다른 파일로 다시 제출하기' })).toBeEnabled();
  },
};

export const Resubmit: Story = {
  name: '인증 대기 (다시 제출)',
  args: { status: 'pending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '다른 파일로 다시 제출하기' }));
    await expect(canvas.getByRole('button', { name: '제출하기' })).toBeDisabled();
  },
};

export const Verified: Story = {
  name: '인증됨',
  args: { status: 'verified' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '이미 학교 인증을 마쳤어요' })).toBeVisible();
    await expectInsideColumn(canvasElement, canvas.getByRole('link', { name: '나의 찐빵으로 가기' }));
  },
};
