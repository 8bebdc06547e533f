import 'fake-indexeddb/auto';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BLOB_LOST_MESSAGE, deleteBlobNamespace, listBlobNamespaces, useBlobStore } from './useBlobStore';

// Vitest runs without globals, so Testing Library cannot unmount hooks between tests by itself.
afterEach(cleanup);

// jsdom's Blob cannot be structured-cloned into IndexedDB; Node's (the browser-compatible one) can.
// jsdom leaves Node's fetch classes alone, so a Response hands us Node's Blob constructor.
const NodeBlob = (await new Response('').blob()).constructor as typeof Blob;
vi.stubGlobal('Blob', NodeBlob);

let factory: IDBFactory;
let urlCount = 0;
const createObjectURL = vi.fn(() => `blob:test/${++urlCount}`);
const revokeObjectURL = vi.fn();

beforeEach(() => {
  factory = new IDBFactory();
  urlCount = 0;
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
});

// Shaped like a File (a Blob with a name), which is what an <input type="file"> hands over.
const photo = (name: string) =>
  Object.assign(new Blob([`bytes of ${name}`], { type: 'image/jpeg' }), { name });

async function mountReady(namespace = 'review-create', expectedIds?: readonly string[]) {
  const hook = renderHook(({ ids }) => useBlobStore(namespace, { indexedDB: factory, expectedIds: ids }), {
    initialProps: { ids: expectedIds },
  });
  await waitFor(() => expect(hook.result.current.status).toBe('ready'));
  return hook;
}

describe('useBlobStore', () => {
  it('exports the spec message for lost photos', () => {
    expect(BLOB_LOST_MESSAGE).toBe('새로고침해서 고른 이미지가 사라졌어요. 이미지를 다시 골라 주세요.');
  });

  it('starts loading, then ready and empty', async () => {
    const { result } = renderHook(() => useBlobStore('review-create', { indexedDB: factory }));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.entries).toEqual([]);
    expect(result.current.persistent).toBe(true);
  });

  it('adds files with ids, names and object URLs, in order', async () => {
    const { result } = await mountReady();
    let added: Awaited<ReturnType<typeof result.current.add>> = [];
    await act(async () => {
      added = await result.current.add([photo('a.jpg'), photo('b.jpg')]);
    });
    expect(added.map((e) => e.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(result.current.entries.map((e) => e.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(result.current.entries[0]?.url).toMatch(/^blob:test\//);
    expect(result.current.entries[0]?.type).toBe('image/jpeg');
    expect(new Set(added.map((e) => e.id)).size).toBe(2);
  });

  it('survives a refresh (unmount and mount) and revokes URLs on unmount', async () => {
    const first = await mountReady();
    let ids: string[] = [];
    await act(async () => {
      ids = (await first.result.current.add([photo('a.jpg'), photo('b.jpg'), photo('c.jpg')])).map(
        (e) => e.id,
      );
    });
    first.unmount();
    expect(revokeObjectURL).toHaveBeenCalledTimes(3);

    const second = await mountReady('review-create', ids);
    expect(second.result.current.entries.map((e) => e.id)).toEqual(ids);
    expect(second.result.current.missingIds).toEqual([]);
    expect(await second.result.current.entries[0]?.blob.text()).toBe('bytes of a.jpg');
  });

  it('reports ids whose data is gone once the store is ready', async () => {
    const first = await mountReady();
    let kept = '';
    await act(async () => {
      kept = (await first.result.current.add([photo('a.jpg')]))[0]?.id ?? '';
    });
    first.unmount();

    const { result } = renderHook(() =>
      useBlobStore('review-create', { indexedDB: factory, expectedIds: [kept, 'lost-1', 'lost-2'] }),
    );
    expect(result.current.missingIds).toEqual([]);
    await waitFor(() => expect(result.current.missingIds).toEqual(['lost-1', 'lost-2']));
  });

  it('keeps missingIds referentially stable across renders', async () => {
    const hook = await mountReady('review-create', ['x']);
    const before = hook.result.current.missingIds;
    hook.rerender({ ids: ['x'] });
    expect(hook.result.current.missingIds).toBe(before);
  });

  it('reports everything missing when the browser cleared the database', async () => {
    const first = await mountReady();
    let ids: string[] = [];
    await act(async () => {
      ids = (await first.result.current.add([photo('a.jpg')])).map((e) => e.id);
    });
    first.unmount();
    factory = new IDBFactory();
    const second = await mountReady('review-create', ids);
    expect(second.result.current.missingIds).toEqual(ids);
  });

  it('reopens the database after another tab deleted it', async () => {
    const { result } = await mountReady('reopen');
    await act(async () => {
      await result.current.add([photo('a.jpg')]);
    });
    await new Promise<void>((resolve, reject) => {
      const request = factory.deleteDatabase('jjinbbang-blobs');
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error);
    });
    await act(async () => {
      await result.current.add([photo('b.jpg')]);
    });
    expect(result.current.persistent).toBe(true);
    expect(result.current.error).toBeNull();
    const again = await mountReady('reopen');
    expect(again.result.current.entries.map((e) => e.name)).toEqual(['b.jpg']);
  });

  it('removes one entry and revokes its URL', async () => {
    const { result } = await mountReady();
    await act(async () => {
      await result.current.add([photo('a.jpg'), photo('b.jpg')]);
    });
    const [a, b] = result.current.entries;
    await act(async () => {
      await result.current.remove(a?.id ?? '');
    });
    expect(result.current.entries.map((e) => e.id)).toEqual([b?.id]);
    expect(revokeObjectURL).toHaveBeenCalledWith(a?.url);
  });

  it('clears only its own namespace', async () => {
    const create = await mountReady('review-create');
    const edit = await mountReady('review-edit');
    await act(async () => {
      await create.result.current.add([photo('a.jpg')]);
      await edit.result.current.add([photo('b.jpg')]);
    });
    await act(async () => {
      await create.result.current.clear();
    });
    expect(create.result.current.entries).toEqual([]);
    edit.unmount();
    const again = await mountReady('review-edit');
    expect(again.result.current.entries.map((e) => e.name)).toEqual(['b.jpg']);
  });

  it('keeps two hooks on one namespace in sync', async () => {
    const step = await mountReady();
    const confirm = await mountReady();
    await act(async () => {
      await step.result.current.add([photo('a.jpg')]);
    });
    await waitFor(() => expect(confirm.result.current.entries.map((e) => e.name)).toEqual(['a.jpg']));
    // Each hook owns its own URL, so one unmounting cannot break the other's images.
    expect(confirm.result.current.entries[0]?.url).not.toBe(step.result.current.entries[0]?.url);
  });

  it('falls back to page memory without IndexedDB', async () => {
    const { result, unmount } = renderHook(() => useBlobStore('memory-only', { indexedDB: null }));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.persistent).toBe(false);
    await act(async () => {
      await result.current.add([photo('a.jpg')]);
    });
    unmount();
    const again = renderHook(() => useBlobStore('memory-only', { indexedDB: null }));
    await waitFor(() => expect(again.result.current.entries).toHaveLength(1));
  });

  it('falls back to memory when the database cannot be opened', async () => {
    const broken = new IDBFactory();
    vi.spyOn(broken, 'open').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const { result } = renderHook(() => useBlobStore('broken', { indexedDB: broken }));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(async () => {
      await result.current.add([photo('a.jpg')]);
    });
    expect(result.current.persistent).toBe(false);
    expect(result.current.entries).toHaveLength(1);
    expect(result.current.error).toBeNull();
  });

  it('reports a quota error, never rejects, and keeps the photo for this page', async () => {
    const { result } = await mountReady('quota');
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await act(async () => {
      await expect(result.current.add([photo('big.jpg')])).resolves.toHaveLength(1);
    });
    put.mockRestore();
    expect(result.current.error?.kind).toBe('quota');
    expect(result.current.entries.map((e) => e.name)).toEqual(['big.jpg']);
  });

  it('hands out live URLs under StrictMode double effects', async () => {
    const first = await mountReady('strict');
    await act(async () => {
      await first.result.current.add([photo('a.jpg')]);
    });
    first.unmount();
    revokeObjectURL.mockClear();
    const { result } = renderHook(() => useBlobStore('strict', { indexedDB: factory }), {
      reactStrictMode: true,
    });
    await waitFor(() => expect(result.current.entries).toHaveLength(1));
    const url = result.current.entries[0]?.url;
    expect(url).toMatch(/^blob:/);
    expect(revokeObjectURL).not.toHaveBeenCalledWith(url);
  });

  it('adding nothing is a no-op', async () => {
    const { result } = await mountReady();
    await act(async () => {
      await expect(result.current.add([])).resolves.toEqual([]);
    });
    expect(createObjectURL).not.toHaveBeenCalled();
  });
});

describe('deleteBlobNamespace', () => {
  it('deletes one namespace (a signed-out user’s photos) and the hooks on it see them go', async () => {
    const mine = await mountReady('review-draft:1');
    const theirs = await mountReady('review-draft:2');
    await act(async () => {
      await mine.result.current.add([photo('a.jpg'), photo('b.jpg')]);
      await theirs.result.current.add([photo('c.jpg')]);
    });
    await act(async () => {
      expect(await deleteBlobNamespace('review-draft:1', { indexedDB: factory })).toBeNull();
    });
    await waitFor(() => expect(mine.result.current.entries).toHaveLength(0));
    expect(theirs.result.current.entries).toHaveLength(1);
    // Gone from the store, not only from the mounted hook.
    const again = await mountReady('review-draft:1');
    expect(again.result.current.entries).toHaveLength(0);
  });
});

describe('deleteBlobNamespace with a prefix', () => {
  it('deletes every namespace under the prefix (every user’s draft photos) and no other', async () => {
    const one = await mountReady('review-draft:1');
    const twelve = await mountReady('review-draft:12');
    const other = await mountReady('certificate');
    await act(async () => {
      await one.result.current.add([photo('a.jpg')]);
      await twelve.result.current.add([photo('b.jpg')]);
      await other.result.current.add([photo('c.jpg')]);
    });
    await act(async () => {
      await deleteBlobNamespace('review-draft', { indexedDB: factory, prefix: true });
    });
    await waitFor(() => expect(twelve.result.current.entries).toHaveLength(0));
    expect(one.result.current.entries).toHaveLength(0);
    expect(other.result.current.entries).toHaveLength(1);
  });
});

describe('listBlobNamespaces', () => {
  it('lists each namespace under the prefix that holds blobs, once', async () => {
    const one = await mountReady('review-draft:1');
    const twelve = await mountReady('review-draft:12');
    const other = await mountReady('certificate');
    await act(async () => {
      await one.result.current.add([photo('a.jpg'), photo('b.jpg')]);
      await twelve.result.current.add([photo('c.jpg')]);
      await other.result.current.add([photo('d.jpg')]);
    });
    expect(await listBlobNamespaces('review-draft', { indexedDB: factory })).toEqual([
      'review-draft:1',
      'review-draft:12',
    ]);
    await deleteBlobNamespace('review-draft:1', { indexedDB: factory });
    expect(await listBlobNamespaces('review-draft', { indexedDB: factory })).toEqual(['review-draft:12']);
  });

  it('lists page-memory namespaces without IndexedDB', async () => {
    const hook = renderHook(() => useBlobStore('review-draft:3', { indexedDB: null }));
    await waitFor(() => expect(hook.result.current.status).toBe('ready'));
    await act(async () => {
      await hook.result.current.add([photo('a.jpg')]);
    });
    expect(await listBlobNamespaces('review-draft', { indexedDB: null })).toContain('review-draft:3');
  });
});
