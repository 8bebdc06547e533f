import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ResumeDraftDialog } from '../../packages/app/src/routes/writing/ResumeDraftDialog';
import { pageParameters } from './WritingFixtures';

/** The dialog over the wizard's first step, closing when the student answers. */
function OverFirstStep(args: React.ComponentProps<typeof ResumeDraftDialog>) {
  const [open, setOpen] = useState(true);
  return (
    <main>
      <h1 className="jb-writing-title" tabIndex={-1}>
        어떤 유형의 집에 살았나요?
      </h1>
      <ResumeDraftDialog
        {...args}
        open={open}
        onStartOver={() => {
          args.onStartOver();
          setOpen(false);
        }}
        onResume={() => {
          args.onResume();
          setOpen(false);
        }}
      />
    </main>
  );
}

const meta = {
  title: '화면/후기 쓰기/작성 중인 후기',
  component: ResumeDraftDialog,
  parameters: {
    ...pageParameters,
    // The modal locks the page's scroll as it opens, and the locked page measures one viewport taller each time the
    // capture grows the viewport; the play tests and axe still run. The same dialog is pictured in AlertDialog's stories.
    visual: {
      skip: '열린 모달이 페이지 스크롤을 잠가 전체 높이로 찍을 수 없어요 (AlertDialog 스토리에서 비교해요)',
    },
  },
  args: {
    open: true,
    summary: '원/투룸 · 경남 진주시 진주대로 501',
    onStartOver: fn(),
    onResume: fn(),
  },
  render: (args) => <OverFirstStep {...args} />,
} satisfies Meta<typeof ResumeDraftDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offer: Story = {
  name: '이어서 쓸까요?',
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const offer = await body.findByRole('alertdialog', { name: '작성 중인 후기가 있어요' });
    await waitFor(() => expect(offer).toBeVisible());
    await expect(offer).toHaveTextContent('원/투룸 · 경남 진주시 진주대로 501 후기를 쓰던 중이에요.');
  },
};

/** "새로 쓰기" leaves focus on the step's question, not on the page body. */
export const StartOver: Story = {
  name: '새로 쓰기',
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const offer = await body.findByRole('alertdialog', { name: '작성 중인 후기가 있어요' });
    await userEvent.click(within(offer).getByRole('button', { name: '새로 쓰기' }));
    await expect(args.onStartOver).toHaveBeenCalled();
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('heading', { level: 1, name: '어떤 유형의 집에 살았나요?' }),
      ).toHaveFocus(),
    );
  },
};
