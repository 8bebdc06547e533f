import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Chip, ChipGroup } from '../chip';
import { TextArea } from '../text-field';
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
        <ChipGroup
          type="single"
          label="집 유형"
          style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--jb-space-2)' }}
          value={type}
          onValueChange={setType}
        >
          {housingTypes.map((t) => (
            <Chip key={t} value={t}>
              {t}
            </Chip>
          ))}
        </ChipGroup>
      </WizardStep.Body>
      <WizardStep.Actions>
        <WizardStep.Previous disabled={previousDisabled} onClick={onPrevious} />
        <WizardStep.Next valid={type !== null} onClick={onNext} />
      </WizardStep.Actions>
    </WizardStep.Root>
  );
}

const meta = {
  title: '패턴/작성 단계 · WizardStep',
  // The props tables show the parts; the controls drive the sample screen (its own props, below).
  component: WizardStep.Root as React.ComponentType<SampleProps>,
  subcomponents: {
    'WizardStep.Progress': WizardStep.Progress,
    'WizardStep.Close': WizardStep.Close,
    'WizardStep.Title': WizardStep.Title,
    'WizardStep.Next': WizardStep.Next,
  },
  tags: ['autodocs'],
  // The sample screen's own props (the controls); the parts' props are in the tables below.
  argTypes: {
    step: { description: '지금 단계(1부터). 진행 막대와 "3/8" 같은 표시가 따라 바뀝니다.' },
    total: { description: '전체 단계 수.' },
    previousDisabled: { description: '"이전"을 누를 수 없게 합니다(첫 단계처럼 돌아갈 곳이 없을 때).' },
    initiallyValid: { description: '처음부터 답을 고른 상태로 엽니다("다음"이 바로 눌림).' },
    helper: { description: '제목 아래 안내 문구. 비우면 줄째 숨깁니다.' },
    onPrevious: { description: '"이전"을 누르면 불립니다.' },
    onNext: { description: '답을 고르고 "다음"을 누르면 불립니다.' },
    onCancelConfirm: { description: '닫기(X)를 누른 뒤 확인 창에서 "그만두기"를 고르면 불립니다.' },
  },
  args: {
    step: 1,
    total: 8,
    previousDisabled: false,
    initiallyValid: false,
    helper: '살았던 집의 유형을 하나 골라 주세요.',
    onPrevious: fn(),
    onNext: fn(),
    onCancelConfirm: fn(),
  },
  render: (args) => <SampleStep {...args} />,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '후기 작성·수정의 모든 단계 화면이 쓰는 틀입니다. 위에서부터 진행 막대와 닫기(×), 큰 질문 제목, 도움말, 입력 영역, 화면 아래에 붙은 "이전"·"다음" 버튼이 ' +
          '놓입니다.\n\n- **진행 막대**: 전체 단계 중 몇 번째인지 채워진 길이로 보여 줍니다.\n- **다음**: 이 화면의 입력이 다 맞을 때까지 꺼져 있습니다.\n- ' +
          '**이전**: 첫 단계에서는 꺼집니다.\n- **닫기**: 바로 떠나지 않고 "작성을 중단할까요?"라고 묻습니다. "계속 작성하기"는 머물고, "그만두기"는 ' +
          '떠납니다.\n- **아래 버튼 줄**: 입력이 길어 화면을 내려도 화면 아래에 붙어 있습니다(홈 인디케이터만큼 띄움).\n\n수정 흐름처럼 문구를 바꿔 쓸 수 ' +
          '있습니다(예: "수정 완료", "수정을 그만둘까요?").',
      },
    },
  },
} satisfies Meta<SampleProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NextDisabledUntilValid: Story = {
  name: '기본: 고르기 전에는 다음 꺼짐',
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
  name: '고른 뒤 (다음 켜짐)',
  args: { initiallyValid: true, step: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '이전' }));
    await expect(args.onPrevious).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: '다음' })).toBeEnabled();
  },
};

export const Progress: Story = {
  name: '진행: 8단계 중 3단계',
  args: { step: 3, total: 8 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: '후기 작성 진행률' });
    await expect(bar).toHaveAttribute('aria-valuenow', '3');
    await expect(bar).toHaveAttribute('aria-valuemax', '8');
    await expect(bar).toHaveAttribute('aria-valuetext', '전체 8단계 중 3단계');
  },
};

export const PreviousDisabled: Story = {
  name: '이전 꺼짐',
  args: { previousDisabled: true, initiallyValid: true, step: 5 },
  play: async ({ canvasElement, args }) => {
    const previous = within(canvasElement).getByRole('button', { name: '이전' });
    await expect(previous).toBeDisabled();
    await userEvent.click(previous, { pointerEventsCheck: 0 });
    await expect(args.onPrevious).not.toHaveBeenCalled();
  },
};

export const CloseAsksBeforeLeaving: Story = {
  name: '닫기: 그만둘지 물음',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '작성 닫기' }));
    const dialog = await within(canvasElement).findByRole('alertdialog', { name: '작성을 중단할까요?' });
    // Opened by a tap: focus rests on the question; the first Tab reaches the safe answer.
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: '계속 작성하기' })).toHaveFocus();
    await expect(args.onCancelConfirm).not.toHaveBeenCalled();
  },
};

export const CloseContinueOrStop: Story = {
  name: '닫기: 계속 작성 또는 그만두기',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const close = canvas.getByRole('button', { name: '작성 닫기' });

    await userEvent.click(close);
    const dialog = await canvas.findByRole('alertdialog', { name: '작성을 중단할까요?' });
    await userEvent.click(within(dialog).getByRole('button', { name: '계속 작성하기' }));
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancelConfirm).not.toHaveBeenCalled();
    await expect(close).toHaveFocus();

    // Keyboard: Enter opens it again with focus on the safe answer; Escape keeps the user on the screen too.
    await userEvent.keyboard('{Enter}');
    const keyboardDialog = await canvas.findByRole('alertdialog', { name: '작성을 중단할까요?' });
    await waitFor(() =>
      expect(within(keyboardDialog).getByRole('button', { name: '계속 작성하기' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancelConfirm).not.toHaveBeenCalled();

    await userEvent.click(close);
    const again = await canvas.findByRole('alertdialog', { name: '작성을 중단할까요?' });
    await userEvent.click(within(again).getByRole('button', { name: '그만두기' }));
    await expect(args.onCancelConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
    // The app leaves the wizard here; the story asks once more, for the picture of the question.
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="overlay"]')).toBeNull());
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('alertdialog', { name: '작성을 중단할까요?' });
  },
};

export const WithoutHelper: Story = {
  name: '도움말 없음',
  args: { helper: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="helper"]')).toBeNull();
  },
};

export const StickyActions: Story = {
  name: '긴 화면: 버튼 줄이 아래에 붙음',
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
        <TextArea label="후기 내용" value={text} onValueChange={setText} rows={4} />
      </WizardStep.Body>
      <WizardStep.Actions>
        <WizardStep.Next valid={text.trim() !== ''}>수정 완료</WizardStep.Next>
      </WizardStep.Actions>
    </WizardStep.Root>
  );
}

export const CustomTexts: Story = {
  name: '수정 흐름 문구',
  render: (args) => <EditFlowStep onCancelConfirm={args.onCancelConfirm} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement);
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
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="overlay"]')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: '수정 닫기' }));
    await canvas.findByRole('alertdialog', { name: '수정을 그만둘까요?' });
  },
};
