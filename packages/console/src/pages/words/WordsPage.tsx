import { useToast } from '@jjinbbang/ui';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { addWord, deleteWord, setWordEnabled } from '../../api/actions';
import { errorMessage } from '../../api/errors';
import { queries } from '../../api/queries';
import { LIST, useQuery } from '../../api/swr';
import { wordsQuery } from '../../routes/paths';
import { useSignedIn } from '../../session/context';
import { loadState } from '../../shell/load-state';
import { Shell } from '../../shell/Shell';
import { useSettledSearch } from '../../shell/useSettledSearch';
import { WORD_PAGE_SIZE, WordsView } from './WordsView';

export function WordsPage() {
  const session = useSignedIn();
  const query = wordsQuery.parse(useSearch());
  const [, navigate] = useLocation();
  const toast = useToast();
  const [search, setSearch] = useSettledSearch(query.q, (q) =>
    navigate(wordsQuery.href({ q, page: 0 }), { replace: true }),
  );
  const words = useQuery(
    queries.words({ q: query.q || undefined, page: query.page, size: WORD_PAGE_SIZE }),
    LIST,
  );
  const [pending, setPending] = useState<string | null>(null);

  const run = async (key: string, action: () => Promise<unknown>, done: string) => {
    setPending(key);
    try {
      await action();
      toast.show({ message: done, tone: 'positive' });
      return null;
    } catch (failure) {
      return errorMessage(failure);
    } finally {
      setPending(null);
    }
  };
  const runWithToast = async (key: string, action: () => Promise<unknown>, done: string) => {
    const failure = await run(key, action, done);
    if (failure) toast.show({ message: failure, tone: 'negative' });
  };

  return (
    <Shell active="words" title="금칙어">
      <WordsView
        canEdit={session.staff.role === 'admin'}
        search={search}
        onSearchChange={setSearch}
        page={query.page}
        onPageChange={(page) => navigate(wordsQuery.href({ ...query, page }))}
        words={loadState(words)}
        pending={pending}
        onAdd={(word) => run('add', () => addWord(word), `'${word}'을(를) 더했어요.`)}
        onToggle={(word) =>
          runWithToast(
            `toggle-${word.id}`,
            () => setWordEnabled(word.id, !word.enabled),
            word.enabled ? `'${word.word}'을(를) 껐어요.` : `'${word.word}'을(를) 다시 켰어요.`,
          )
        }
        onDelete={(word) =>
          runWithToast(`delete-${word.id}`, () => deleteWord(word.id), `'${word.word}'을(를) 지웠어요.`)
        }
      />
    </Shell>
  );
}
