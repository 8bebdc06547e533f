import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { onlyAt } from '../../../../.storybook/modes';
import { Badge } from '../badge';
import { Button } from '../button';
import { SidePanel, type SidePanelContentProps } from './SidePanel';

interface Certificate {
  id: string;
  student: string;
  university: string;
  uploadedAt: string;
  resubmitted: boolean;
}

const CERTIFICATES: Certificate[] = [
  {
    id: '312',
    student: '김하늘',
    university: '서울대학교',
    uploadedAt: '2026.11.28 14:02',
    resubmitted: false,
  },
  {
    id: '313',
    student: '이도윤',
    university: '부산대학교',
    uploadedAt: '2026.11.28 16:40',
    resubmitted: true,
  },
  {
    id: '314',
    student: '박서연',
    university: '경희대학교',
    uploadedAt: '2026.11.29 09:15',
    resubmitted: false,
  },
];

function Details({ certificate }: { certificate: Certificate }) {
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: '88px 1fr', gap: '12px 16px', margin: 0 }}>
      <dt style={{ color: 'var(--jb-color-text-secondary)' }}>학생</dt>
      <dd style={{ margin: 0 }}>{certificate.student}</dd>
      <dt style={{ color: 'var(--jb-color-text-secondary)' }}>학교</dt>
      <dd style={{ margin: 0 }}>{certificate.university}</dd>
      <dt style={{ color: 'var(--jb-color-text-secondary)' }}>올린 때</dt>
      <dd style={{ margin: 0 }}>
        {certificate.uploadedAt}{' '}
        {certificate.resubmitted && (
          <Badge tone="brand" size="sm">
            다시 올림
          </Badge>
        )}
      </dd>
    </dl>
  );
}

function CertificatePanel({ certificate, ...args }: SidePanelContentProps & { certificate: Certificate }) {
  return (
    <SidePanel.Content {...args}>
      <SidePanel.Header>
        <SidePanel.Title>입학 증명서 #{certificate.id}</SidePanel.Title>
        <SidePanel.Description>
          {certificate.student} · {certificate.university}
        </SidePanel.Description>
      </SidePanel.Header>
      <SidePanel.Body>
        <Details certificate={certificate} />
      </SidePanel.Body>
      <SidePanel.Footer>
        <SidePanel.Close variant="danger">반려</SidePanel.Close>
        <SidePanel.Close variant="primary">승인</SidePanel.Close>
      </SidePanel.Footer>
    </SidePanel.Content>
  );
}

const meta = {
  title: '컴포넌트/시트와 대화상자/옆 패널 · SidePanel',
  component: SidePanel.Content,
  subcomponents: {
    'SidePanel.Root': SidePanel.Root,
    'SidePanel.Header': SidePanel.Header,
    'SidePanel.Footer': SidePanel.Footer,
    'SidePanel.Close': SidePanel.Close,
  },
  tags: ['autodocs'],
  args: { size: 'md', busy: false },
  parameters: {
    layout: 'fullscreen',
    chromatic: { modes: onlyAt(1280) },
    docs: {
      description: {
        component:
          '화면 오른쪽에서 밀려 나오는 패널입니다. 운영 콘솔에서 목록의 한 줄(입학 증명서, 신고, 후기)을 자세히 보고 처리할 때 씁니다. ' +
          '위에 제목과 닫기(×), 가운데는 스크롤되는 내용, 아래에는 늘 보이는 단추(승인·반려)가 있습니다.\n\n' +
          '- **모달**(기본): 뒤 화면이 어두워지고 Tab은 패널 안에서만 돕니다. Esc, ×, 바깥 누르기로 닫히고, 닫히면 연 단추로 포커스가 돌아갑니다.\n' +
          '- **비모달**: 표 옆에 열어 둔 채 다른 줄을 골라 내용을 바꿔 가며 봅니다. 바깥을 눌러도 닫히지 않고, Esc(패널 안에서)나 ×로 닫습니다.\n' +
          '- **폭**: 360 · 480 · 640px. 화면이 더 좁으면(휴대폰) 화면 전체를 덮습니다.\n' +
          '- **보내는 중**: Esc나 바깥 누르기로 닫히지 않습니다.',
      },
    },
  },
} satisfies Meta<typeof SidePanel.Content>;

export default meta;
type Story = StoryObj<typeof meta>;

const panelNamed = (canvasElement: HTMLElement, name: string | RegExp) =>
  within(canvasElement).findByRole('dialog', { name });
const closed = (canvasElement: HTMLElement) =>
  waitFor(() => expect(within(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());

function ModalDemo(args: SidePanelContentProps) {
  return (
    <div style={{ padding: 'var(--jb-space-6)' }}>
      <SidePanel.Root>
        <SidePanel.Trigger asChild>
          <Button>증명서 #312 자세히 보기</Button>
        </SidePanel.Trigger>
        <CertificatePanel {...args} certificate={CERTIFICATES[0] as Certificate} />
      </SidePanel.Root>
    </div>
  );
}

export const Modal: Story = {
  name: '모달 (기본)',
  parameters: { chromatic: { modes: onlyAt(1280, 390) } },
  render: (args) => <ModalDemo {...args} />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '증명서 #312 자세히 보기' });
    await userEvent.click(trigger);
    const panel = await panelNamed(canvasElement, '입학 증명서 #312');
    await expect(panel).toHaveAccessibleDescription('김하늘 · 서울대학교');
    await waitFor(() => expect(panel).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await closed(canvasElement);
    await expect(trigger).toHaveFocus();
    // From the keyboard: focus starts on the close button, Tab stays inside.
    await userEvent.keyboard('{Enter}');
    const again = await panelNamed(canvasElement, '입학 증명서 #312');
    await waitFor(() => expect(within(again).getByRole('button', { name: '닫기' })).toHaveFocus());
    await userEvent.tab();
    await expect(within(again).getByRole('button', { name: '반려' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(again).getByRole('button', { name: '닫기' })).toHaveFocus();
    await userEvent.click(within(again).getByRole('button', { name: '닫기' }));
    await closed(canvasElement);
    await userEvent.click(trigger);
    await panelNamed(canvasElement, '입학 증명서 #312');
  },
};

export const OutsideClick: Story = {
  name: '모달: 바깥을 누르면 닫힘',
  render: (args) => <ModalDemo {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '증명서 #312 자세히 보기' }));
    await panelNamed(canvasElement, '입학 증명서 #312');
    const overlay = canvasElement.querySelector('[data-slot="overlay"]') as HTMLElement;
    await userEvent.click(overlay, { clientX: 40, clientY: 400 } as never);
    await closed(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '증명서 #312 자세히 보기' }));
    await panelNamed(canvasElement, '입학 증명서 #312');
  },
};

function NonModalDemo(args: SidePanelContentProps & { onOpenChange: (open: boolean) => void }) {
  const [current, setCurrent] = useState<Certificate | null>(null);
  return (
    <div style={{ padding: 'var(--jb-space-6)', display: 'grid', gap: 8, justifyItems: 'start' }}>
      <h2 style={{ margin: 0, fontSize: 'var(--jb-font-size-lg)' }}>입학 증명서 대기열</h2>
      {CERTIFICATES.map((certificate) => (
        <Button
          key={certificate.id}
          variant={current?.id === certificate.id ? 'secondary' : 'ghost'}
          aria-pressed={current?.id === certificate.id}
          onClick={() => setCurrent(certificate)}
        >
          #{certificate.id} {certificate.student}
        </Button>
      ))}
      <SidePanel.Root
        modal={false}
        open={current !== null}
        onOpenChange={(open) => {
          args.onOpenChange(open);
          if (!open) setCurrent(null);
        }}
      >
        {current && <CertificatePanel {...args} certificate={current} />}
      </SidePanel.Root>
    </div>
  );
}

export const NonModal: StoryObj<typeof NonModalDemo> = {
  name: '비모달 (목록 옆에 열어 두기)',
  args: { onOpenChange: fn() },
  render: (args) => <NonModalDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '#312 김하늘' }));
    await panelNamed(canvasElement, '입학 증명서 #312');
    await expect(canvasElement.querySelector('[data-slot="overlay"]')).toBeNull();
    // The list stays usable: another item replaces the panel's content, the panel stays open.
    await userEvent.click(canvas.getByRole('button', { name: '#313 이도윤' }));
    const panel = await panelNamed(canvasElement, '입학 증명서 #313');
    await expect(within(panel).getByText('다시 올림')).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    // Esc inside the panel closes it.
    within(panel).getByRole('button', { name: '승인' }).focus();
    await userEvent.keyboard('{Escape}');
    await closed(canvasElement);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await userEvent.click(canvas.getByRole('button', { name: '#314 박서연' }));
    await panelNamed(canvasElement, '입학 증명서 #314');
  },
};

const LONG = Array.from(
  { length: 30 },
  (_, i) => `확인 기록 ${i + 1}: 2026.11.${String((i % 28) + 1).padStart(2, '0')} 운영자가 확인했어요.`,
);

export const LongContent: Story = {
  name: '긴 내용 (가운데만 스크롤)',
  args: { size: 'lg' },
  render: (args) => (
    <SidePanel.Root defaultOpen>
      <SidePanel.Content {...args}>
        <SidePanel.Header>
          <SidePanel.Title>후기 #1042의 처리 기록</SidePanel.Title>
        </SidePanel.Header>
        <SidePanel.Body>
          <ol style={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 8 }}>
            {LONG.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </SidePanel.Body>
        <SidePanel.Footer>
          <SidePanel.Close>닫기</SidePanel.Close>
        </SidePanel.Footer>
      </SidePanel.Content>
    </SidePanel.Root>
  ),
  play: async ({ canvasElement }) => {
    const panel = await panelNamed(canvasElement, '후기 #1042의 처리 기록');
    const body = panel.querySelector('[data-slot="body"]') as HTMLElement;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    // Overflowing, the middle is a tab stop so arrow keys can scroll it.
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
    await expect(panel.getBoundingClientRect().width).toBe(Math.min(640, window.innerWidth));
    // The footer stays in view under the scrolling middle.
    const footer = panel.querySelector('[data-slot="footer"]') as HTMLElement;
    await expect(footer.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      panel.getBoundingClientRect().bottom,
    );
    await expect(within(footer).getByRole('button', { name: '닫기' })).toBeVisible();
  },
};

function BusyDemo({ onSubmit }: { onSubmit: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <SidePanel.Root defaultOpen>
      <SidePanel.Content busy={busy} size="sm">
        <SidePanel.Header hideClose>
          <SidePanel.Title>증명서를 승인할까요?</SidePanel.Title>
          <SidePanel.Description>학생에게 인증 완료 알림이 가요.</SidePanel.Description>
        </SidePanel.Header>
        <SidePanel.Body>서울대학교 관악캠퍼스로 인증해요.</SidePanel.Body>
        <SidePanel.Footer>
          <Button
            loading={busy}
            onClick={() => {
              setBusy(true);
              onSubmit();
            }}
          >
            승인
          </Button>
        </SidePanel.Footer>
      </SidePanel.Content>
    </SidePanel.Root>
  );
}

export const Busy: StoryObj<typeof BusyDemo> = {
  name: '보내는 중 (닫히지 않음)',
  args: { onSubmit: fn() },
  render: (args) => <BusyDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    const panel = await panelNamed(canvasElement, '증명서를 승인할까요?');
    await expect(within(panel).queryByRole('button', { name: '닫기' })).not.toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: '승인' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(panel).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(panel).toBeInTheDocument();
  },
};
