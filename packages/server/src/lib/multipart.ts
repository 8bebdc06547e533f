// multipart/form-data read as a stream (busboy): files are handed over one at a time as they arrive, each held
// only up to its own cap, and the request is refused the moment a cap is passed, so a large upload never sits in
// memory whole. Whatever goes wrong with the body (cut off, a wrong boundary, broken part headers) is this
// request's 400: every stream involved has an error listener, since an unheard 'error' event stops the process.
import { Readable, Transform } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import busboy from 'busboy';
import type { Context } from 'hono';
import { ApiError } from '../errors.ts';
import { uploadBytes } from './metrics.ts';

export interface MultipartLimits {
  /** Bytes of one file; one byte more is a 413 naming the file. */
  fileBytes: number;
  /** Files in one request. */
  files: number;
  /** Bytes of the whole request body (checked on Content-Length first, then while reading). */
  requestBytes: number;
  /** What the upload is, for the upload metrics. */
  kind: 'photo' | 'certificate';
}

export interface MultipartMessages {
  fileTooLarge: (fileName: string) => string;
  tooManyFiles: string;
  requestTooLarge: string;
}

export interface UploadedFile {
  field: string;
  fileName: string;
  bytes: Buffer;
}

const MAX_FIELDS = 10;
const MAX_FIELD_BYTES = 1024;
const UNREADABLE = '요청 본문(multipart)을 읽을 수 없어요.';

/**
 * Reads a multipart body, calling `onFile` for each file in order (the next file is read while one is being
 * handled, never more). Resolves with the text fields once every file has been handled. Another content type is a
 * 415, a broken body a 400, a file over its cap or a body over the request cap a 413 — answered at once, without
 * waiting for the rest.
 */
export async function readMultipartStream(
  c: Context,
  limits: MultipartLimits,
  messages: MultipartMessages,
  onFile: (file: UploadedFile) => Promise<void>,
): Promise<Record<string, string>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(type)) {
    throw new ApiError(415, '파일은 multipart/form-data 형식으로 보내 주세요.');
  }
  const declared = Number(c.req.header('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limits.requestBytes)
    throw new ApiError(413, messages.requestTooLarge);
  const body = c.req.raw.body;
  if (!body) throw new ApiError(400, '요청 본문(multipart)이 비어 있어요.');

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': type },
      limits: {
        fileSize: limits.fileBytes,
        files: limits.files,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: limits.files + MAX_FIELDS,
      },
    });
  } catch {
    throw new ApiError(400, UNREADABLE);
  }

  const source = Readable.fromWeb(body as unknown as NodeWebStream<Uint8Array>);
  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      received += chunk.length;
      if (received > limits.requestBytes) done(new ApiError(413, messages.requestTooLarge));
      else done(null, chunk);
    },
  });

  return new Promise<Record<string, string>>((resolve, reject) => {
    const fields: Record<string, string> = {};
    let failure: unknown = null;
    let handling: Promise<void> = Promise.resolve();
    let settled = false;

    const fail = (err: unknown) => {
      if (failure) return;
      failure = err;
      // The answer is known and goes out now. The rest of the body is still read, and dropped, up to the request
      // cap: the client writes it anyway before it sends its next request on this connection, which must then
      // find the connection open. A body over the cap is abandoned (stopReading) and its connection closed.
      counter.unpipe(parser);
      counter.resume();
      handling.finally(() => finish());
    };
    const stopReading = () => {
      source.unpipe(counter);
      source.destroy();
    };
    const finish = () => {
      if (settled) return;
      settled = true;
      uploadBytes.inc({ kind: limits.kind }, received);
      if (failure) reject(failure);
      else resolve(fields);
    };
    const unreadable = (err: unknown) => fail(err instanceof ApiError ? err : new ApiError(400, UNREADABLE));

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) return fail(new ApiError(400, `'${name}' 항목이 너무 길어요.`));
      if (!(name in fields)) fields[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      // A part cut off before its boundary ends in an error on its own stream ("Unexpected end of form").
      stream.on('error', unreadable);
      if (failure) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(new ApiError(413, messages.fileTooLarge(info.filename ?? ''))));
      stream.on('end', () => {
        if (failure || stream.truncated) return;
        const file = { field, fileName: info.filename ?? '', bytes: Buffer.concat(chunks) };
        chunks.length = 0;
        // Pause the body while this file is handled, so at most one more file is read ahead.
        counter.pause();
        handling = handling
          .then(() => (failure ? undefined : onFile(file)))
          .catch((err: unknown) => fail(err))
          .finally(() => counter.resume());
      });
    });
    parser.on('filesLimit', () => fail(new ApiError(400, messages.tooManyFiles)));
    parser.on('fieldsLimit', () => fail(new ApiError(400, '요청 본문에 항목이 너무 많아요.')));
    parser.on('partsLimit', () => fail(new ApiError(400, '요청 본문에 항목이 너무 많아요.')));
    parser.on('error', unreadable);
    parser.on('close', () => {
      handling.then(() => finish(), finish);
    });
    counter.on('error', (err) => {
      stopReading();
      unreadable(err);
    });
    source.on('error', unreadable);
    source.pipe(counter).pipe(parser);
  });
}
