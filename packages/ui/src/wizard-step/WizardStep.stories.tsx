import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WizardStep } from './WizardStep';

interface SampleProps {
  step?: number;
  total?: number;
  previousDisabled?: boolean;
  initiallyValid?: boolean;
  helper?: string;
  onPrevious?: () => void;
  onNext?: () => void;
  onCancelConfirm?: () => void;
}

const housingTypes = ['원룸', '투룸', '아파트', '오피스텔'];

/** A type-choice screen: next is enabled once a housing type is chosen. */
function SampleStep({
  step = 1,
  total = 8,
  previousDisabled = false,
  initiallyValid = false,
  helper = '살았던 집의 유형을 하나 골라 주세요.',
  onPrevious,
  onNext,
  onCancelConfirm,
}: SampleProps) {
  const [type, setType] = React.useState<string | null>(initiallyValid ? housingTypes[0] : null);
  return (
    <WizardStep.Root>
      <WizardStep.Header>
        <WizardStep.Progress step={step} total={total} />
        <WizardStep.Close onCancelConfirm={onCancelConfirm} />
      </WizardStep.Header>
      <WizardStep.Title>어떤 유형의 집에 살았나요?</WizardStep.Title>
      {helper && <WizardStep.Helper>{helper}</WizardStep.Helper>}
      <WizardStep.Body>
        <fieldset style={{ display: 'grid', gap: 'var(--jb-space-3)', border: 0, padding: 0, margin: 0 }}>
          <legend className="jb-visually-hidden">집 유형</legend>
          {housingTypes.map((t) => (
            <label key={t} style={{ display: 'flex', gap: 'var(--jb-space-3)', alignItems: 'center' }}>
              <input type="radio" name="housing-type" checked={type === t} onChange={() => setType(t)} />
              {t}
            </label>
          ))}
        </fieldset>
      </WizardStep.Body>
      <WizardStep.Actions>
        <WizardStep.Previous disabled={previousDisabled} onClick={onPrevious} />
        <WizardStep.Next valid={type !== null} onClick={onNext} />
      </WizardStep.Actions>
    </WizardStep.Root>
  );
}

const meta = {
  title: 'Components/Review/WizardStep',
  component: SampleStep,
  tags: ['autodocs'],
  args: { onPrevious: fn(), onNext: fn(), onCancelConfirm: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '후기 작성 마법사의 모든 화면이 쓰는 틀(compound parts). `WizardStep.Root` › `Header`(`Progress`, `Close`) › `Title` › ' +
          '`Helper` › `Body` › `Actions`(`Previous`, `Next`). **Progress**: `step`/`total`, 이름 "후기 작성 진행률"(`label`), 읽는 값 ' +
          '"전체 8단계 중 3단계"(`formatValueText`). **Close**: 누르면 "작성을 중단할까요?" 확인 창(radix AlertDialog)을 열고, ' +
          '"계속 작성하기"는 화면에 머물며 닫기 버튼으로 초점을 돌리고, "그만두기"는 `onCancelConfirm`을 부릅니다(`confirmTitle`, ' +
          '`confirmDescription`, `continueLabel`, `stopLabel`, `label`로 문구 변경, `open`/`onOpenChange`로 제어 가능). ' +
          '**Previous**: 기본 "이전", `disabled` 가능. **Next**: 기본 "다음", `valid`가 false인 동안 비활성화. **Actions**는 화면 아래에 붙어 ' +
          '있고 `var(--jb-safe-bottom)`만큼 위로 띄웁니다. **Title**은 h1(`asChild`로 다른 요소). 선택자: `[data-component="WizardStep"]`, ' +
          '`[data-slot="header|progress|close|title|helper|body|actions|previous|next"]`, 닫기 `[data-state="open|closed"]`, 다음 `[data-valid]`.',
      },
    },
  },
} satisfies Meta<typeof SampleStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NextDisabledUntilValid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '어떤 유형의 집에 살았나요?' })).toBeVisible();
    const next = canvas.getByRole('button', { name: '다음' });
    await expect(next).toBeDisabled();
    await userEvent.click(next, { pointerEventsCheck: 0 });
    await expect(args.onNext).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: '투룸' }));
    await expect(next).toBeEnabled();
    await expect(next).toHaveAttribute('data-valid');
    await userEvent.click(next);
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

export const Valid: Story = {
  args: { initiallyValid: true, step: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '이전' }));
    await expect(args.onPrevious).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: '다음' })).toBeEnabled();
  },
};

export const Progress: Story = {
  args: { step: 3, total: 8 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: '후기 작성 진행률' });
    await expect(bar).toHaveAttribute('aria-valuenow', '3');
    await expect(bar).toHaveAttribute('aria-valuemax', '8');
    await expect(bar).toHaveAttribute('aria-valuetext', '전체 8단계 중 3단계');
  },
};

export const PreviousDisabled: Story = {
  args: { previousDisabled: true, initiallyValid: true, step: 5 },
  play: async ({ canvasElement, args }) => {
    const previous = within(canvasElement).getByRole('button', { name: '이전' });
    await expect(previous).toBeDisabled();
    await userEvent.click(previous, { pointerEventsCheck: 0 });
    await expect(args.onPrevious).not.toHaveBeenCalled();
  },
};

export const CloseAsksBeforeLeaving: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const close = canvas.getByRole('button', { name: '작성 닫기' });

    await userEvent.click(close);
    const dialog = await body.findByRole('alertdialog', { name: '작성을 중단할까요?' });
    await expect(within(dialog).getByRole('button', { name: '계속 작성하기' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: '계속 작성하기' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancelConfirm).not.toHaveBeenCalled();
    await expect(close).toHaveFocus();

    // Keyboard: Enter opens it again, Escape keeps the user on the screen too.
    await userEvent.keyboard('{Enter}');
    await body.findByRole('alertdialog', { name: '작성을 중단할까요?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancelConfirm).not.toHaveBeenCalled();

    await userEvent.click(close);
    const again = await body.findByRole('alertdialog', { name: '작성을 중단할까요?' });
    await userEvent.click(within(again).getByRole('button', { name: '그만두기' }));
    await expect(args.onCancelConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

export const WithoutHelper: Story = {
  args: { helper: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="helper"]')).toBeNull();
  },
};

export const StickyActions: Story = {
  args: { initiallyValid: true },
  render: (args) => (
    <div style={{ height: 480, overflow: 'auto' }} data-testid="scroller">
      <SampleStep {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const scroller = within(canvasElement).getByTestId('scroller');
    const actions = canvasElement.querySelector('[data-slot="actions"]') as HTMLElement;
    // The page is taller than the 480 px scroller; the action bar still sits on its bottom edge.
    await expect(scroller.scrollHeight).toBeGreaterThan(480);
    await expect(Math.round(actions.getBoundingClientRect().bottom)).toBe(
      Math.round(scroller.getBoundingClientRect().bottom),
    );
  },
};

function EditFlowStep({ onCancelConfirm }: { onCancelConfirm?: () => void }) {
  const [text, setText] = React.useState('');
  return (
    <WizardStep.Root>
      <WizardStep.Header>
        <WizardStep.Progress step={1} total={1} label="수정 진행률" formatValueText={() => '마지막 단계'} />
        <WizardStep.Close
          label="수정 닫기"
          confirmTitle="수정을 그만둘까요?"
          confirmDescription="수정한 내용은 저장되지 않아요."
          continueLabel="계속 수정하기"
          stopLabel="나가기"
          onCancelConfirm={onCancelConfirm}
        />
      </WizardStep.Header>
      <WizardStep.Title>후기 내용을 수정해 주세요</WizardStep.Title>
      <WizardStep.Body>
        <label style={{ display: 'grid', gap: 'var(--jb-space-3)' }}>
          후기 내용
          <textarea value={text} onChange={(e) => setText(e.target.value)} rows={4} />
        </label>
      </WizardStep.Body>
      <WizardStep.Actions>
        <WizardStep.Next valid={text.trim() !== ''}>수정 완료</WizardStep.Next>
      </WizardStep.Actions>
    </WizardStep.Root>
  );
}

export const CustomTexts: Story = {
  render: (args) => <EditFlowStep onCancelConfirm={args.onCancelConfirm} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('progressbar', { name: '수정 진행률' })).toHaveAttribute(
      'aria-valuetext',
      '마지막 단계',
    );
    const done = canvas.getByRole('button', { name: '수정 완료' });
    await expect(done).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: '후기 내용' }), '   ');
    await expect(done).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: '후기 내용' }), '조용해요');
    await expect(done).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: '수정 닫기' }));
    const dialog = await body.findByRole('alertdialog', { name: '수정을 그만둘까요?' });
    await expect(dialog).toHaveAccessibleDescription('수정한 내용은 저장되지 않아요.');
    await userEvent.click(within(dialog).getByRole('button', { name: '나가기' }));
    await expect(args.onCancelConfirm).toHaveBeenCalledTimes(1);
  },
};
