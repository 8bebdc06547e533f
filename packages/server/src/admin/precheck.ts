// The automatic pre-check of admission certificates: OCR with the Debian `tesseract` binary (Korean model) finds
// the university's name from our catalogue and the words of an admission certificate, and staff see its guess
// and confidence. It suggests; staff decide. It runs off the request path: an upload only queues its certificate
// (precheck_state 'queued', the default of the row), and a small job queue in the server claims queued rows one
// at a time (`FOR UPDATE SKIP LOCKED`, so several instances share the work) and spawns the OCR as a child process.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { constants, setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ADMISSION_WORDS } from '@jjinbbang/domain';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { type Db, query } from '../db/client.ts';

const run = promisify(execFile);

/**
 * Runs the OCR at the lowest CPU priority and on one thread. The pre-check only suggests, and nobody waits for it
 * the way a student waits for the map: a certificate read while requests arrive takes longer, the requests do not.
 */
export function runInBackground(
  file: string,
  args: string[],
  opts: { timeout: number; maxBuffer: number },
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      file,
      args,
      { ...opts, encoding: 'utf8', env: { ...process.env, OMP_THREAD_LIMIT: '1' } },
      (err, stdout, stderr) => (err ? reject(err) : resolve({ stdout, stderr })),
    );
    if (child.pid === undefined) return;
    try {
      setPriority(child.pid, constants.priority.PRIORITY_LOW);
    } catch {
      // Already ended, or the system refuses: it then runs at the server's own priority.
    }
  });
}

/** A certificate's OCR is tried this many times before it is marked failed. */
export const PRECHECK_ATTEMPTS = 3;
/** A claim older than this was lost with its process (crash, restart): the row is queued again. */
const STALE_MINUTES = 10;
const TOOL_TIMEOUT_MS = 60_000;

let available: Promise<boolean> | null = null;

/** Whether this machine can run the pre-check: `tesseract` with the Korean model (and `pdftoppm` for PDFs). */
export function precheckAvailable(): Promise<boolean> {
  available ??= run('tesseract', ['--list-langs'], { timeout: 10_000 })
    .then(({ stdout, stderr }) => /^kor$/m.test(`${stdout}\n${stderr}`))
    .catch(() => false);
  return available;
}

let pdfTool: Promise<boolean> | null = null;
export function pdfRenderingAvailable(): Promise<boolean> {
  pdfTool ??= run('pdftoppm', ['-v'], { timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  return pdfTool;
}

/**
 * The first page of a PDF as PNG bytes, rendered by poppler's `pdftoppm` in a child process (never on the event
 * loop). `dpi` 150 for the viewer, 300 for OCR.
 */
export async function renderPdfFirstPage(bytes: Uint8Array, dpi: number): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'jb-pdf-'));
  try {
    const input = join(dir, 'in.pdf');
    await writeFile(input, bytes);
    await run(
      'pdftoppm',
      ['-png', '-f', '1', '-l', '1', '-r', String(dpi), '-singlefile', input, join(dir, 'page')],
      {
        timeout: TOOL_TIMEOUT_MS,
      },
    );
    return await readFile(join(dir, 'page.png'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The text tesseract reads in an image (page segmentation 4: one column of lines of varying size). */
export async function recognise(image: Uint8Array): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'jb-ocr-'));
  try {
    const input = join(dir, 'in');
    await writeFile(input, image);
    const read = async (psm: string) =>
      (
        await runInBackground('tesseract', [input, 'stdout', '-l', 'kor+eng', '--psm', psm], {
          timeout: TOOL_TIMEOUT_MS,
          maxBuffer: 4 * 1024 * 1024,
        })
      ).stdout;
    const text = await read('4');
    // A page the column analysis could not lay out: read it as one block instead.
    return hangulCount(text) >= 10 ? text : await read('6');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const hangulCount = (text: string) => (text.match(/[가-힣]/g) ?? []).length;
/** OCR splits and spaces Korean unpredictably: compare without any whitespace. */
const compact = (text: string) => text.normalize('NFC').replace(/\s+/g, '');

export interface PrecheckResult {
  universityId: number | null;
  universityName: string | null;
  confidence: number;
  words: string[];
  excerpt: string;
}

/**
 * What the text says: the catalogue's university whose full name it contains (the longest, so 서울과학기술대학교 is
 * not read as a shorter name inside it) and the admission words found. Confidence: half for the university, up
 * to half for the words (four or more words count fully).
 */
export function judgeText(text: string, catalogue: readonly { id: number; name: string }[]): PrecheckResult {
  const flat = compact(text);
  const found = catalogue
    .filter((u) => u.name.length >= 3 && flat.includes(compact(u.name)))
    .sort((a, b) => b.name.length - a.name.length)[0];
  const words = ADMISSION_WORDS.filter((w) => flat.includes(w));
  const confidence = (found ? 0.5 : 0) + Math.min(0.5, words.length * 0.125);
  return {
    universityId: found?.id ?? null,
    universityName: found?.name ?? null,
    confidence: Math.round(confidence * 100) / 100,
    words: [...words],
    excerpt: text.replace(/\s+/g, ' ').trim().slice(0, 300),
  };
}

interface Claimed extends Record<string, unknown> {
  id: number;
  file_key: string;
  mime_type: string;
}

/** Claims the oldest queued certificate (other instances skip it), or null when none waits. */
async function claim(db: Db): Promise<Claimed | null> {
  const [row] = await query<Claimed>(
    db,
    sql`UPDATE certificates SET precheck_state = 'running', precheck_attempts = precheck_attempts + 1,
          precheck_at = now()
        WHERE id = (
          SELECT id FROM certificates
          WHERE precheck_state = 'queued' AND precheck_attempts < ${PRECHECK_ATTEMPTS}
          ORDER BY created_at, id FOR UPDATE SKIP LOCKED LIMIT 1)
        RETURNING id, file_key, mime_type`,
  );
  return row ?? null;
}

async function checkOne(ctx: AppContext, row: Claimed): Promise<void> {
  try {
    const file = await ctx.storage.get(row.file_key);
    if (!file) throw new Error('certificate file is missing');
    const image =
      row.mime_type === 'application/pdf' ? await renderPdfFirstPage(file.bytes, 300) : file.bytes;
    const text = await recognise(image);
    const catalogue = await query<{ id: number; name: string }>(
      ctx.db,
      sql`SELECT id, name FROM universities`,
    );
    const result = judgeText(text, catalogue);
    await ctx.db.execute(
      sql`UPDATE certificates SET precheck_state = 'done', precheck_university_id = ${result.universityId},
            precheck_confidence = ${result.confidence}, precheck_words = ${`{${result.words.join(',')}}`}::text[],
            precheck_text = ${result.excerpt}, precheck_at = now()
          WHERE id = ${row.id} AND precheck_state = 'running'`,
    );
  } catch (err) {
    ctx.logger.warn({ err, certificateId: row.id }, 'certificate pre-check failed');
    await ctx.db.execute(
      sql`UPDATE certificates SET precheck_state = CASE WHEN precheck_attempts >= ${PRECHECK_ATTEMPTS}
            THEN 'failed' ELSE 'queued' END, precheck_at = now()
          WHERE id = ${row.id} AND precheck_state = 'running'`,
    );
  }
}

/** Checks queued certificates until none is left; returns how many it checked. */
export async function drainPrecheckQueue(ctx: AppContext): Promise<number> {
  if (!(await precheckAvailable())) return 0;
  await ctx.db.execute(
    sql`UPDATE certificates SET precheck_state = 'queued'
        WHERE precheck_state = 'running' AND precheck_at < now() - make_interval(mins => ${STALE_MINUTES})`,
  );
  let checked = 0;
  for (let row = await claim(ctx.db); row; row = await claim(ctx.db)) {
    await checkOne(ctx, row);
    checked++;
  }
  return checked;
}

/**
 * Runs the queue in the background: drains it every few seconds (an upload waits at most that long). The returned
 * function stops it, waiting for the certificate under way.
 */
export function startPrecheckQueue(ctx: AppContext, everyMs = 3000): () => Promise<void> {
  let stopped = false;
  let current: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout;
  const tick = () => {
    if (stopped) return;
    current = drainPrecheckQueue(ctx)
      .catch((err) => ctx.logger.error({ err }, 'certificate pre-check queue failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, everyMs).unref();
      });
  };
  timer = setTimeout(tick, 0).unref();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await current;
  };
}
