// Requests written by hand to break the parsers: multipart bodies cut off, mislabelled or enormous, file names that
// climb out of folders, images that decompress to gigabytes, raw HTTP that no client would send. Each must be
// answered (or refused by Node's HTTP parser) without a 5xx, and the server must go on answering.
import { connect } from 'node:net';
import { deflateSync } from 'node:zlib';

export interface AbuseCase {
  name: string;
  /** The answer's status, or 0 when the connection was closed without one (a refusal, not a crash). */
  run(base: string): Promise<number>;
  /** Besides "not a 5xx": the statuses that are right. */
  expect?: number[];
}

const CRLF = '\r\n';

async function post(
  base: string,
  path: string,
  token: string | undefined,
  type: string,
  body: string | Uint8Array,
) {
  const headers: Record<string, string> = { 'content-type': type };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(60_000),
  });
  await res.arrayBuffer();
  return res.status;
}

/**
 * Raw bytes on a socket, written piece by piece; resolves with the status line's code as soon as one arrives (the
 * server may answer and close before the body is all sent), or 0 when it closed without one.
 */
function raw(
  base: string,
  bytes: Buffer | string | (Buffer | string)[],
  opts: { closeAfterWrite?: boolean } = {},
): Promise<number> {
  const pieces = Array.isArray(bytes) ? bytes : [bytes];
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    let done = false;
    const finish = (status: number) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(status);
    };
    const timer = setTimeout(() => finish(0), 30_000);
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(answer);
      if (match) finish(Number(match[1]));
    });
    // A reset or a broken pipe after the server has refused the body: what was read decides.
    socket.on('error', () => setTimeout(() => finish(0), 200));
    socket.on('close', () => setTimeout(() => finish(0), 200));
    const writeNext = (i: number) => {
      if (done) return;
      const piece = pieces[i];
      if (piece === undefined) {
        if (opts.closeAfterWrite) socket.end();
        return;
      }
      socket.write(piece, () => writeNext(i + 1));
    };
    writeNext(0);
  });
}

/** A POST written on a socket: headers, then the body in pieces, as a slow client sends it (chunked when `chunked`). */
function rawPost(base: string, path: string, token: string, type: string, body: Buffer, chunked = false) {
  const { host } = new URL(base);
  const head = [
    `POST ${path} HTTP/1.1`,
    `Host: ${host}`,
    `Authorization: Bearer ${token}`,
    `Content-Type: ${type}`,
    chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${body.length}`,
    '',
    '',
  ].join(CRLF);
  const pieces: (Buffer | string)[] = [head];
  for (let i = 0; i < body.length; i += 1 << 20) {
    const slice = body.subarray(i, i + (1 << 20));
    pieces.push(
      chunked
        ? Buffer.concat([Buffer.from(`${slice.length.toString(16)}${CRLF}`), slice, Buffer.from(CRLF)])
        : slice,
    );
  }
  if (chunked) pieces.push(`0${CRLF}${CRLF}`);
  return raw(base, pieces);
}

const part = (name: string, filename: string | null, body: string | Buffer, type?: string) =>
  Buffer.concat([
    Buffer.from(
      `Content-Disposition: form-data; name="${name}"${filename === null ? '' : `; filename="${filename}"`}${CRLF}` +
        (type ? `Content-Type: ${type}${CRLF}` : '') +
        CRLF,
      'latin1',
    ),
    typeof body === 'string' ? Buffer.from(body) : body,
  ]);

function form(boundary: string, parts: Buffer[], close = true): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) chunks.push(Buffer.from(`--${boundary}${CRLF}`), p, Buffer.from(CRLF));
  if (close) chunks.push(Buffer.from(`--${boundary}--${CRLF}`));
  return Buffer.concat(chunks);
}

/** A PNG chunk: length, type, data, CRC-32. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

/**
 * A one-colour black-and-white PNG of `side` × `side` pixels: a few kilobytes that decode to side² pixels.
 * `rows` less than `side` makes a PNG whose header promises more than its data holds.
 */
export function bombPng(side: number, rows = side): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const idat = deflateSync(Buffer.alloc((Math.ceil(side / 8) + 1) * rows), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function abuseCases(tokens: { verified: string; unverified: string }): AbuseCase[] {
  const CERT = '/api/v1/certificates/admission/verify';
  const IMAGES = '/api/v1/images';
  const uploads: [string, string, string][] = [
    ['certificate', CERT, tokens.unverified],
    ['photos', IMAGES, tokens.verified],
  ];
  const mp = (boundary = 'XX') => `multipart/form-data; boundary=${boundary}`;
  const cases: AbuseCase[] = [];
  for (const [what, path, token] of uploads) {
    const field = what === 'certificate' ? 'file' : 'files';
    const category = what === 'photos' ? [part('category', null, 'review')] : [];
    cases.push(
      {
        name: `${what}: closing boundary never arrives`,
        run: (base) =>
          post(
            base,
            path,
            token,
            mp(),
            `--XX${CRLF}Content-Disposition: form-data; name="file"; filename="a.pdf"${CRLF}${CRLF}%PDF-1.4 abc`,
          ),
        expect: [400],
      },
      {
        name: `${what}: connection closed mid-body (Content-Length promises more)`,
        run: (base) => {
          const { host } = new URL(base);
          const partial = `--XX${CRLF}Content-Disposition: form-data; name="${field}"; filename="a.png"${CRLF}${CRLF}abc`;
          return raw(
            base,
            `POST ${path} HTTP/1.1${CRLF}Host: ${host}${CRLF}Authorization: Bearer ${token}${CRLF}Content-Type: ${mp()}${CRLF}Content-Length: 100000${CRLF}${CRLF}${partial}`,
            { closeAfterWrite: true },
          );
        },
      },
      {
        name: `${what}: a boundary other than the header's`,
        run: (base) =>
          post(base, path, token, mp('XX'), form('YY', [...category, part(field, 'a.pdf', '%PDF-1.4')])),
        expect: [400],
      },
      {
        name: `${what}: no boundary parameter`,
        run: (base) =>
          post(base, path, token, 'multipart/form-data', form('XX', [part(field, 'a.pdf', '%PDF-1.4')])),
        expect: [400],
      },
      {
        name: `${what}: an empty boundary parameter`,
        run: (base) =>
          post(base, path, token, 'multipart/form-data; boundary=', form('', [part(field, 'a.pdf', '%PDF')])),
      },
      {
        name: `${what}: a boundary of 200 characters`,
        run: (base) =>
          post(
            base,
            path,
            token,
            mp('b'.repeat(200)),
            form('b'.repeat(200), [part(field, 'a.pdf', '%PDF-1.4')]),
          ),
      },
      {
        name: `${what}: part headers that never end`,
        run: (base) =>
          post(
            base,
            path,
            token,
            mp(),
            `--XX${CRLF}Content-Disposition: form-data; name="${field}"${CRLF}X: ${'y'.repeat(200_000)}`,
          ),
        expect: [400],
      },
      {
        name: `${what}: 1,000 parts`,
        run: (base) =>
          rawPost(
            base,
            path,
            token,
            mp(),
            form(
              'XX',
              Array.from({ length: 1000 }, (_, i) => part(field, `${i}.png`, 'x')),
            ),
          ),
        expect: [400, 415],
      },
      {
        name: `${what}: 10,000 fields`,
        run: (base) =>
          rawPost(
            base,
            path,
            token,
            mp(),
            form(
              'XX',
              Array.from({ length: 10_000 }, (_, i) => part(`f${i}`, null, 'v')),
            ),
          ),
        expect: [400],
      },
      {
        name: `${what}: a 20 MB part`,
        run: (base) =>
          rawPost(
            base,
            path,
            token,
            mp(),
            form('XX', [...category, part(field, 'big.png', Buffer.alloc(20 << 20, 7))]),
          ),
        expect: [413],
      },
      {
        name: `${what}: a 20 MB part without Content-Length (chunked)`,
        run: (base) =>
          rawPost(
            base,
            path,
            token,
            mp(),
            form('XX', [...category, part(field, 'big.png', Buffer.alloc(20 << 20, 7))]),
            true,
          ),
        expect: [413],
      },
    );
  }
  const png1x1 = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  // A name is never used for storage (photos are named by their content), so a climbing name is just a name. A
  // NUL or an empty name may make the part a plain field, and then there is no photo: 400.
  const names: [string, number[]][] = [
    ['../../../../tmp/evil.png', [200]],
    ['..\\..\\evil.png', [200]],
    ['/etc/passwd', [200]],
    ['a\u0000.png', [200, 400]],
    ['', [200, 400]],
  ];
  for (const [name, expect] of names) {
    cases.push({
      name: `photo named ${JSON.stringify(name)}`,
      run: (base) =>
        post(
          base,
          IMAGES,
          tokens.verified,
          mp(),
          form('XX', [part('category', null, 'review'), part('files', name, png1x1, 'image/png')]),
        ),
      expect,
    });
  }
  cases.push({
    name: `certificate named "../../x.pdf" with a NUL`,
    run: (base) =>
      post(
        base,
        CERT,
        tokens.unverified,
        mp(),
        form('XX', [part('file', '../../x\u0000.pdf', '%PDF-1.7\n%%EOF')]),
      ),
    expect: [200, 400, 403],
  });
  const bombs: [string, () => Buffer][] = [
    ['8,000 × 8,000 one-colour PNG', () => bombPng(8000)],
    ['16,000 × 16,000 one-colour PNG', () => bombPng(16_000)],
    ['a PNG header promising 65,000 × 65,000', () => bombPng(65_000, 10)],
  ];
  for (const [name, make] of bombs) {
    cases.push({
      name: `decompression bomb: ${name}`,
      run: (base) =>
        post(
          base,
          IMAGES,
          tokens.verified,
          mp(),
          form('XX', [part('category', null, 'review'), part('files', 'bomb.png', make(), 'image/png')]),
        ),
    });
  }
  cases.push(
    {
      name: 'place search at latitude 5e-324',
      run: (base) =>
        post(
          base,
          '/api/v1/place/search',
          undefined,
          'application/json',
          '{"keyword":"원룸","kind":"GENERAL","near":{"latitude":5e-324,"longitude":5e-324}}',
        ),
      expect: [200],
    },
    {
      name: 'markers in a box of subnormal numbers',
      run: (base) =>
        post(
          base,
          '/api/v1/map/markers',
          undefined,
          'application/json',
          JSON.stringify({
            bounds: { neLat: 5e-324, neLng: 5e-324, swLat: -5e-324, swLng: -5e-324 },
            filters: {
              viewType: 'BUILDING',
              buildType: ['ALL'],
              contractType: 'ALL',
              campus: null,
              depositMin: null,
              depositMax: null,
              monthlyRentMin: null,
              monthlyRentMax: null,
              inMaintenanceCost: null,
              reviewKeyword: null,
            },
          }),
        ),
    },
    {
      name: 'JSON nested 100,000 deep',
      run: (base) =>
        post(
          base,
          '/api/v1/map/markers',
          undefined,
          'application/json',
          `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
        ),
      expect: [400],
    },
    {
      name: 'JSON with a number of 400 digits',
      run: (base) =>
        post(
          base,
          '/api/v1/place/search',
          undefined,
          'application/json',
          `{"keyword":"원룸","kind":"GENERAL","num":${'9'.repeat(400)}}`,
        ),
      expect: [400],
    },
    {
      name: 'Content-Length that is not a number',
      run: (base) =>
        raw(
          base,
          `POST /api/v1/map/markers HTTP/1.1${CRLF}Host: x${CRLF}Content-Type: application/json${CRLF}Content-Length: abc${CRLF}${CRLF}{}`,
        ),
      expect: [0, 400],
    },
    {
      name: 'broken chunked encoding',
      run: (base) =>
        raw(
          base,
          `POST /api/v1/map/markers HTTP/1.1${CRLF}Host: x${CRLF}Content-Type: application/json${CRLF}Transfer-Encoding: chunked${CRLF}${CRLF}zz${CRLF}{}${CRLF}0${CRLF}${CRLF}`,
        ),
      expect: [0, 400],
    },
    {
      name: 'a header of 100 KB',
      run: (base) =>
        raw(base, `GET /healthz HTTP/1.1${CRLF}Host: x${CRLF}X-Big: ${'a'.repeat(100_000)}${CRLF}${CRLF}`),
      expect: [0, 431],
    },
    {
      name: 'a request id with slashes and spaces',
      run: async (base) => {
        const res = await fetch(`${base}/healthz`, { headers: { 'x-request-id': '../../ etc passwd' } });
        await res.arrayBuffer();
        return /^[\w-]+$/.test(res.headers.get('x-request-id') ?? '') ? res.status : 999;
      },
      expect: [200],
    },
    {
      name: 'an Authorization header of garbage',
      run: async (base) => {
        const res = await fetch(`${base}/api/v1/user`, {
          headers: { authorization: `Bearer ${'.'.repeat(5000)}` },
        });
        await res.arrayBuffer();
        return res.status;
      },
      expect: [401],
    },
  );
  return cases;
}
