import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileUploadField } from './FileUploadField';

const pdf = (name = '입학허가서.pdf', size = 200_000) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

function fileInput(canvasElement: HTMLElement) {
  return canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
}

const meta = {
  title: 'Components/Inputs/FileUploadField',
  component: FileUploadField,
  tags: ['autodocs'],
  args: { onValueChange: fn(), onRefuse: fn(), helperText: '최근 3개월 안에 발급된 서류만 인정돼요.' },
  decorators: [(Story) => <div style={{ width: 350 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          '입학 증명서 같은 파일 하나를 올리는 칸. "파일 선택"을 누르면 먼저 파일 접근 안내(radix Dialog, `notice`로 문구 변경, ' +
          '`false`면 생략)를 보여 주고, 확인하면 같은 클릭 안에서 파일 선택 창을 엽니다. 고른 파일은 `validate`(기본: 도메인 ' +
          '`validateCertificateFile` — PDF·JPEG·PNG만, 10MB 이하)로 검사하며, 거절되면 그 한국어 문구(예: "PDF 또는 이미지 ' +
          '파일만 업로드할 수 있습니다.", "파일 크기는 10MB 이하여야 합니다.")를 보이고 `onRefuse(message, file)`를 부르며 ' +
          '이전 파일은 그대로 둡니다. 서버 실패는 `errorText`로 보여 줍니다(파일은 유지되어 다시 시도 가능). ' +
          '`value`/`defaultValue`/`onValueChange`(File | null), `accept`, `label`(기본 "입학 증명서"), `selectLabel`, ' +
          '`changeLabel`, `removeLabel`. 선택자: `[data-component="FileUploadField"][data-state="empty" | "selected"]`, ' +
          '`[data-invalid]`, `[data-disabled]`, `[data-slot="file" | "file-name" | "file-size" | "remove" | "select" | "error" | ' +
          '"helper" | "notice"]`.',
      },
    },
  },
} satisfies Meta<typeof FileUploadField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoticeThenPick: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
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
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
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
  },
};

export const RefusedType: Story = {
  args: { notice: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const doc = new File(['hello'], '증명서.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    // applyAccept off: a user can still pick "all files" in some OS pickers
    await userEvent.upload(fileInput(canvasElement), doc, { applyAccept: false });
    await expect(canvas.getByText('PDF 또는 이미지 파일만 업로드할 수 있습니다.')).toBeVisible();
    await expect(args.onRefuse).toHaveBeenCalledWith('PDF 또는 이미지 파일만 업로드할 수 있습니다.', doc);
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: '파일 선택' })).toHaveAccessibleDescription(
      'PDF 또는 이미지 파일만 업로드할 수 있습니다.',
    );
  },
};

export const RefusedSize: Story = {
  args: { notice: false, defaultValue: pdf('이전 서류.pdf') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const big = pdf('큰 파일.pdf', 10_485_761);
    await userEvent.upload(fileInput(canvasElement), big);
    await expect(canvas.getByText('파일 크기는 10MB 이하여야 합니다.')).toBeVisible();
    await expect(args.onRefuse).toHaveBeenCalledWith('파일 크기는 10MB 이하여야 합니다.', big);
    // the previous file stays
    await expect(canvas.getByText('이전 서류.pdf')).toBeVisible();
    const ok = new File([new Uint8Array(10)], '스캔.png', { type: 'image/png' });
    await userEvent.upload(fileInput(canvasElement), ok);
    await expect(canvas.queryByText('파일 크기는 10MB 이하여야 합니다.')).not.toBeInTheDocument();
    await expect(canvas.getByText('스캔.png')).toBeVisible();
  },
};

export const SelectedAndRemove: Story = {
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
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '파일 선택' })).toBeDisabled();
  },
};
