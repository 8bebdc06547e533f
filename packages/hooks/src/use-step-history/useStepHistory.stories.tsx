import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { useStepHistory } from './useStepHistory';

type Step = 'type' | 'address' | 'content' | 'confirm';
const STEPS: readonly Step[] = ['type', 'address', 'content', 'confirm'];
const LABELS: Record<Step, string> = {
  type: '유형 선택',
  address: '주소 입력',
  content: '후기 작성',
  confirm: '확인',
};

// A tiny in-memory history stands in for the router (the app passes wouter's navigate).
function useMemoryHistory(initial: string) {
  const [history, setHistory] = useState({ entries: [initial], index: 0 });
  const navigate = (to: string, { replace }: { replace: boolean }) =>
    setHistory(({ entries, index }) =>
      replace
        ? { entries: entries.map((entry, i) => (i === index ? to : entry)), index }
        : { entries: [...entries.slice(0, index + 1), to], index: index + 1 },
    );
  const goBack = () => setHistory((h) => ({ ...h, index: Math.max(0, h.index - 1) }));
  return { location: history.entries[history.index] ?? initial, entries: history.entries, navigate, goBack };
}

function StepHistoryDemo() {
  const { location, entries, navigate, goBack } = useMemoryHistory('/review/type');
  const url = new URL(location, 'https://jjinbbang.example');
  const current = (url.pathname.split('/').pop() ?? 'type') as Step;
  const fromConfirm = url.searchParams.get('from') === 'confirm';
  const wizard = useStepHistory({
    steps: STEPS,
    current,
    navigate,
    goBack,
    pathFor: (step) => `/review/${step}`,
    // spec 001 §4: a step entered from confirm returns to confirm on next or previous.
    returnTo: fromConfirm ? '/review/confirm' : null,
  });
  return (
    <div style={{ display: 'grid', gap: 'var(--jb-space-3)', width: 320 }}>
      <progress aria-label="작성 진행률" value={wizard.index + 1} max={wizard.total} />
      <h2 style={{ margin: 0, fontSize: 'var(--jb-font-size-lg)' }}>{LABELS[current]}</h2>
      {current === 'confirm' ? (
        <button type="button" onClick={() => wizard.goTo('address', { search: '?from=confirm' })}>
          주소 수정
        </button>
      ) : null}
      <div style={{ display: 'flex', gap: 'var(--jb-space-3)' }}>
        <button type="button" onClick={wizard.back} disabled={wizard.isFirst && !wizard.isReturning}>
          이전
        </button>
        <button type="button" onClick={wizard.next} disabled={wizard.isLast && !wizard.isReturning}>
          다음
        </button>
      </div>
      <section aria-labelledby="history-heading">
        <h3 id="history-heading" style={{ margin: 0, fontSize: 'var(--jb-font-size-md)' }}>
          방문 기록
        </h3>
        <ol aria-labelledby="history-heading">
          {entries.map((entry, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: history entries repeat; position is their identity
            <li key={i}>{entry}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}

const meta = {
  title: '훅/useStepHistory',
  component: StepHistoryDemo,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '`useStepHistory({ steps, current, navigate, pathFor, returnTo, goBack })` →',
          '`{ current, index, total, progress, previousStep, nextStep, isFirst, isLast, isReturning, goTo, next, back }`.',
          '',
          'Wizard navigation without a router dependency: the caller passes `navigate(to, { replace })` (wouter,',
          'react-router…). `next` pushes the following step and `back` goes one history entry back — unless',
          '`returnTo` is set (a step entered from confirm, or any step of the edit hub, spec 001 §2.4), in which case',
          'both return there by replacing the current history entry.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof StepHistoryDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const historyEntries = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: '방문 기록' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

export const Default: Story = {
  name: '기본 (살아 있는 예시)',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const next = () => userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await step('next pushes each step', async () => {
      await next();
      await next();
      await next();
      await expect(canvas.getByRole('heading', { name: '확인' })).toBeVisible();
      await expect(canvas.getByRole('progressbar', { name: '작성 진행률' })).toHaveAttribute('value', '4');
      expect(historyEntries(canvasElement)).toEqual([
        '/review/type',
        '/review/address',
        '/review/content',
        '/review/confirm',
      ]);
    });
    await step('a step entered from confirm returns there by replacing history', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '주소 수정' }));
      await expect(canvas.getByRole('heading', { name: '주소 입력' })).toBeVisible();
      await next();
      await expect(canvas.getByRole('heading', { name: '확인' })).toBeVisible();
      expect(historyEntries(canvasElement)).toEqual([
        '/review/type',
        '/review/address',
        '/review/content',
        '/review/confirm',
        '/review/confirm',
      ]);
    });
    await step('back goes one entry back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '이전' }));
      await expect(canvas.getByRole('heading', { name: '확인' })).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: '이전' }));
      await expect(canvas.getByRole('heading', { name: '후기 작성' })).toBeVisible();
    });
  },
};
