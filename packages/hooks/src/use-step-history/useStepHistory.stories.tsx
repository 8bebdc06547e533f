import { Button } from '@jjinbbang/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useSyncExternalStore } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { createMemoryHistory, useStepHistory } from './useStepHistory';

type Step = 'type' | 'address' | 'content' | 'confirm';
const STEPS: readonly Step[] = ['type', 'address', 'content', 'confirm'];
const LABELS: Record<Step, string> = {
  type: '유형 선택',
  address: '주소 입력',
  content: '후기 작성',
  confirm: '확인',
};

// The in-memory history stands in for the browser's (the app uses window.history through wouter).
function StepHistoryDemo() {
  const history = useMemo(() => createMemoryHistory('/mypage'), []);
  const url = useSyncExternalStore(history.subscribe, () => history.url);
  const entries = useSyncExternalStore(history.subscribe, () => history.entries);
  const parsed = new URL(url, 'https://jjinbbang.example');
  const inWizard = parsed.pathname.startsWith('/review/');
  const current = (inWizard ? parsed.pathname.split('/').pop() : 'type') as Step;
  const wizard = useStepHistory<Step>({
    wizard: 'demo',
    history,
    pathFor: (step, options) => `/review/${step}${options?.alone ? '?from=confirm' : ''}`,
  });
  const index = STEPS.indexOf(current);
  const next = () => {
    // spec 001 §4: a step entered from confirm returns to confirm.
    if (wizard.isAlone) wizard.returnToOrigin();
    else if (STEPS[index + 1]) wizard.forward(STEPS[index + 1] as Step);
  };
  const previous = () => {
    if (!wizard.back()) history.go(-1);
  };
  return (
    <div style={{ display: 'grid', gap: 'var(--jb-space-3)', width: 320 }}>
      {!inWizard ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            history.pushState(null, '', '/review/type');
            // The wizard marks its first entry, so leaving it can find its way back there.
            wizard.rebuild([{ step: 'type' }]);
          }}
        >
          후기 작성하기
        </Button>
      ) : (
        <>
          <progress aria-label="작성 진행률" value={index + 1} max={STEPS.length} />
          <h2 style={{ margin: 0, fontSize: 'var(--jb-font-size-lg)' }}>{LABELS[current]}</h2>
          {current === 'confirm' && (
            <>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => wizard.forward('address', { alone: true })}
              >
                주소 수정
              </Button>
              <Button variant="secondary" size="sm" onClick={() => wizard.exit('/mypage')}>
                올리기
              </Button>
            </>
          )}
          <div style={{ display: 'flex', gap: 'var(--jb-space-3)' }}>
            <Button
              variant="secondary"
              size="sm"
              onClick={previous}
              disabled={index === 0 && !wizard.isAlone}
            >
              이전
            </Button>
            <Button variant="secondary" size="sm" onClick={next} disabled={current === 'confirm'}>
              다음
            </Button>
          </div>
        </>
      )}
      <Button variant="secondary" size="sm" onClick={() => history.go(-1)}>
        휴대폰 뒤로 가기
      </Button>
      <section aria-labelledby="history-heading">
        <h3 id="history-heading" style={{ margin: 0, fontSize: 'var(--jb-font-size-md)' }}>
          방문 기록
        </h3>
        <ol aria-labelledby="history-heading">
          {entries.map((entry, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: history entries repeat; position is their identity
            <li key={i} aria-current={i === history.index ? 'step' : undefined}>
              {entry.url}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

const meta = {
  title: '훅/단계 방문 기록 · useStepHistory',
  component: StepHistoryDemo,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '`useStepHistory({ wizard, pathFor, history? })` →',
          '`{ isOwnEntry, depth, isAlone, forward, replace, back, returnToOrigin, rebuild, exit }`.',
          '',
          'Wizard steps as history entries, so "이전" and the phone\'s back button do the same thing: `forward` pushes,',
          '`back` goes one entry back (never pushes), a step opened `alone` from a summary page returns there with',
          '`returnToOrigin` (going back, so the summary is never in the stack twice), `rebuild` lays the steps under a',
          'resumed step, and `exit` rewinds the wizard and replaces its first entry so back never lands on an emptied',
          "wizard. Depths live in `history.state` and survive a reload; `history` defaults to the browser's.",
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

const current = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: '방문 기록' }))
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step')?.textContent;

export const Default: Story = {
  name: '기본 (살아 있는 예시)',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const click = (name: string) => userEvent.click(canvas.getByRole('button', { name }));
    await step('next pushes each step', async () => {
      await click('후기 작성하기');
      await click('다음');
      await click('다음');
      await click('다음');
      await expect(canvas.getByRole('heading', { name: '확인' })).toBeVisible();
      expect(historyEntries(canvasElement)).toEqual([
        '/mypage',
        '/review/type',
        '/review/address',
        '/review/content',
        '/review/confirm',
      ]);
    });
    await step('a step opened from confirm returns there by going back', async () => {
      await click('주소 수정');
      await expect(canvas.getByRole('heading', { name: '주소 입력' })).toBeVisible();
      await click('다음');
      await expect(canvas.getByRole('heading', { name: '확인' })).toBeVisible();
      await expect(current(canvasElement)).toBe('/review/confirm');
      expect(historyEntries(canvasElement).filter((url) => url === '/review/confirm')).toHaveLength(1);
    });
    await step('"이전" and the phone\'s back do the same thing', async () => {
      await click('이전');
      await expect(canvas.getByRole('heading', { name: '후기 작성' })).toBeVisible();
      await click('휴대폰 뒤로 가기');
      await expect(canvas.getByRole('heading', { name: '주소 입력' })).toBeVisible();
      await expect(historyEntries(canvasElement)).toHaveLength(6);
    });
    await step('leaving rewinds the wizard', async () => {
      await click('다음');
      await click('다음');
      await click('올리기');
      await expect(await canvas.findByRole('button', { name: '후기 작성하기' })).toBeVisible();
      await expect(current(canvasElement)).toBe('/mypage');
      expect(historyEntries(canvasElement).slice(0, 2)).toEqual(['/mypage', '/mypage']);
    });
  },
};
