import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileUploadField } from './FileUploadField';

const pdf = (name = '입학허가서.pdf', size = 200_000) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

function fileInput(canvasElement: HTMLElement) {
  return canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
}

const meta = {
  title: '컴포넌트/입력/파일 올리기 · FileUploadField',
  component: FileUploadField,
  tags: ['autodocs'],
  args: { onValueChange: fn(), onRefuse: fn(), helperText: '최근 3개월 안에 발급된 서류만 인정돼요.' },
  parameters: {
    docs: {
      description: {
        component:
          '학교 인증의 입학 증명서처럼 파일 하나를 올리는 칸입니다. "파일 선택"을 누르면 먼저 왜 파일에 접근하는지 알리는 안내가 뜨고, "파일 고르기"를 누르면 기기의 파일 ' +
          '선택 창이 열립니다.\n\n- **고른 뒤**: 파일 이름과 크기, 지우기(×) 버튼, "다른 파일 선택" 버튼이 보입니다.\n- **거절**: PDF·JPG·PNG가 ' +
          '아니거나 10MB를 넘으면 빨간 안내가 뜨고 이전 파일은 그대로 남습니다.\n- **서버 오류**: 올리기에 실패하면 빨간 안내가 뜨고, 고른 파일은 남아 있어 다시 ' +
          '시도할 수 있습니다.\n- **비활성**: 버튼이 흐려지고 누를 수 없습니다.',
      },
    },
  },
} satisfies Meta<typeof FileUploadField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stories that end with the notice open use a phone-screen frame, so the dialog is in the picture. */
const withNotice: Pick<Story, 'parameters' | 'decorators'> = {
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 'var(--jb-space-4)' }}>{Story()}</div>],
};

export const NoticeThenPick: Story = {
  name: '안내를 거쳐 파일 고름',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement); // the notice renders into the story's portal container
    await expect(canvas.getByRole('group', { name: '입학 증명서' })).toHaveAttribute('data-state', 'empty');
    await userEvent.click(canvas.getByRole('button', { name: '파일 선택' }));
    const dialog = await body.findByRole('dialog', { name: '파일 접근 안내' });
    await expect(dialog).toHaveAccessibleDescription(/학생 인증에만/);
    await userEvent.click(within(dialog).getByRole('button', { name: '파일 고르기' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    // The OS picker cannot be driven from a test; the chosen file arrives as the input's change.
    const file = pdf();
    await userEvent.upload(fileInput(canvasElement), file);
    await expect(args.onValueChange).toHaveBeenCalledWith(file);
    await expect(canvas.getByText('입학허가서.pdf')).toBeVisible();
    await expect(canvas.getByText('195KB')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '다른 파일 선택' })).toBeVisible();
  },
};

export const CancelNotice: Story = {
  ...withNotice,
  name: '안내에서 취소 (다음에 다시 물음)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement); // the notice renders into the story's portal container
    const select = canvas.getByRole('button', { name: '파일 선택' });
    await userEvent.click(select);
    const dialog = await body.findByRole('dialog', { name: '파일 접근 안내' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(select).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await body.findByRole('button', { name: '취소' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onValueChange).not.toHaveBeenCalled();
    // Asked again on the next try.
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog', { name: '파일 접근 안내' });
  },
};

export const NoticeOpen: Story = {
  ...withNotice,
  name: '파일 접근 안내 (열림)',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '파일 선택' }));
    const dialog = await within(canvasElement).findByRole('dialog', { name: '파일 접근 안내' });
    await expect(within(dialog).getByRole('button', { name: '파일 고르기' })).toBeVisible();
    await waitFor(() => expect(dialog).toHaveFocus());
  },
};

export const RefusedType: Story = {
  name: '거절: 파일 종류',
  args: { notice: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const doc = new File(['hello'], '증명서.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    // applyAccept off: a user can still pick "all files" in some OS pickers
    await userEvent.upload(fileInput(canvasElement), doc, { applyAccept: false });
    await expect(canvas.getByText('PDF나 이미지 파일만 올릴 수 있어요.')).toBeVisible();
    await expect(args.onRefuse).toHaveBeenCalledWith('PDF나 이미지 파일만 올릴 수 있어요.', doc);
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: '파일 선택' })).toHaveAccessibleDescription(
      'PDF나 이미지 파일만 올릴 수 있어요.',
    );
  },
};

export const RefusedSize: Story = {
  name: '거절: 10MB 초과 (이전 파일 유지)',
  args: { notice: false, defaultValue: pdf('이전 서류.pdf') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const big = pdf('큰 파일.pdf', 10_485_761);
    await userEvent.upload(fileInput(canvasElement), big);
    await expect(canvas.getByText('파일 크기는 10MB 이하여야 해요.')).toBeVisible();
    await expect(args.onRefuse).toHaveBeenCalledWith('파일 크기는 10MB 이하여야 해요.', big);
    // the previous file stays
    await expect(canvas.getByText('이전 서류.pdf')).toBeVisible();
    const ok = new File([new Uint8Array(10)], '스캔.png', { type: 'image/png' });
    await userEvent.upload(fileInput(canvasElement), ok);
    await expect(canvas.queryByText('파일 크기는 10MB 이하여야 해요.')).not.toBeInTheDocument();
    await expect(canvas.getByText('스캔.png')).toBeVisible();
  },
};

export const SelectedAndRemove: Story = {
  name: '고른 파일 지우기',
  args: { defaultValue: pdf('입학허가서.pdf', 2_400_000) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2.3MB')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '입학허가서.pdf 파일 삭제' }));
    await expect(args.onValueChange).toHaveBeenCalledWith(null);
    await expect(canvas.getByRole('button', { name: '파일 선택' })).toHaveFocus();
  },
};

export const ServerError: Story = {
  name: '서버 오류',
  args: {
    defaultValue: pdf(),
    errorText: '입학 증명서 인증에 실패했어요: 네트워크 연결을 확인해 주세요.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: '입학 증명서' })).toHaveAttribute('data-invalid', 'true');
    await expect(canvas.getByText('입학허가서.pdf')).toBeVisible();
  },
};

export const Disabled: Story = {
  name: '비활성',
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '파일 선택' })).toBeDisabled();
  },
};
