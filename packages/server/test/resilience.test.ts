import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from './bodies.ts';
import { F } from './fixture.ts';
import { createTestServer, type TestServer } from './helpers.ts';

/**
 * Broken request bodies are a 4xx for that request and nothing more: the server keeps answering and keeps none of
 * what the request uploaded.
 */
let s: TestServer;
let verified: string;
let unverified: string;
beforeAll(async () => {
  s = await createTestServer();
  verified = await s.token(F.verified);
  unverified = await s.token(F.unverified);
}, 120_000);
afterAll(() => s?.close());

const CRLF = '\r\n';
/** A body whose closing boundary never arrives: the file part is cut off. */
const TRUNCATED_CERTIFICATE = `--XX${CRLF}Content-Disposition: form-data; name="file"; filename="a.pdf"${CRLF}${CRLF}%PDF-1.4 abc`;

function multipart(token: string, path: string, body: Uint8Array | string, boundary = 'XX') {
  return s.request(path, {
    method: 'POST',
    token,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
  });
}

const concat = (...parts: (string | Uint8Array)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p))));

/** Files under the server's upload folder. */
function storedFiles(): string[] {
  const walk = (dir: string): string[] => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return [];
    }
    return entries.flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
  };
  return walk(s.config.uploadDir);
}

async function expectAlive() {
  const res = await s.request('/healthz');
  expect(res.status).toBe(200);
}

describe('a multipart body cut off before its closing boundary', () => {
  it('is a 400 on the certificate upload of an unverified account, and the server goes on', async () => {
    const res = await multipart(unverified, '/api/v1/certificates/admission/verify', TRUNCATED_CERTIFICATE);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/[가-힣]/);
    await expectAlive();
    const user = await s.call<{ univAuthentication: string }>('/api/v1/user', { token: unverified });
    expect(user.data.univAuthentication).toBe('미인증');
  });

  it('is a 400 on the photo upload of a verified student, keeping none of the photos already read', async () => {
    const before = storedFiles();
    const body = concat(
      `--XX${CRLF}Content-Disposition: form-data; name="category"${CRLF}${CRLF}review${CRLF}`,
      `--XX${CRLF}Content-Disposition: form-data; name="files"; filename="a.png"${CRLF}Content-Type: image/png${CRLF}${CRLF}`,
      PNG,
      `${CRLF}--XX${CRLF}Content-Disposition: form-data; name="files"; filename="b.png"${CRLF}${CRLF}`,
      PNG.slice(0, 20),
    );
    const res = await multipart(verified, '/api/v1/images', body);
    expect(res.status).toBe(400);
    expect(storedFiles()).toEqual(before);
    await expectAlive();
  });
});

describe('other broken multipart bodies', () => {
  const cases: [string, string, string | Uint8Array][] = [
    [
      'a boundary other than the header says',
      'XX',
      `--YY${CRLF}Content-Disposition: form-data; name="file"; filename="a.pdf"${CRLF}${CRLF}%PDF-1.4${CRLF}--YY--${CRLF}`,
    ],
    [
      'no boundary parameter',
      '',
      `--XX${CRLF}Content-Disposition: form-data; name="file"; filename="a.pdf"${CRLF}${CRLF}%PDF${CRLF}--XX--`,
    ],
    ['a part without headers', 'XX', `--XX${CRLF}${CRLF}%PDF-1.4${CRLF}--XX--${CRLF}`],
    [
      'headers that never end',
      'XX',
      `--XX${CRLF}Content-Disposition: form-data; name="file"; filename="a.pdf"${CRLF}X: ${'y'.repeat(100_000)}`,
    ],
    ['nothing but the opening boundary', 'XX', `--XX${CRLF}`],
    ['an empty body', 'XX', ''],
  ];
  it.each(cases)('%s: 4xx, the server goes on', async (_name, boundary, body) => {
    for (const [token, path] of [
      [unverified, '/api/v1/certificates/admission/verify'],
      [verified, '/api/v1/images'],
    ] as const) {
      const res = await s.request(path, {
        method: 'POST',
        token,
        headers: {
          'content-type': boundary ? `multipart/form-data; boundary=${boundary}` : 'multipart/form-data',
        },
        body,
      });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
    await expectAlive();
  });
});

describe('numbers at the edge of floating point', () => {
  it('a place search near latitude 5e-324 answers, not a 500 (PostgreSQL underflows in radians())', async () => {
    const res = await s.call('/api/v1/place/search', {
      method: 'POST',
      json: { keyword: '원룸', kind: 'GENERAL', near: { latitude: 5e-324, longitude: -5e-324 } },
    });
    expect(res.status).toBe(200);
  });

  it('a place match near latitude 5e-324 answers, not a 500', async () => {
    const res = await s.call('/api/v1/place/match', {
      method: 'POST',
      json: {
        kind: 'AGENCY',
        name: '어딘가',
        address: '알 수 없는 주소',
        lotAddress: '뻫',
        near: { latitude: 5e-324, longitude: 3.3e-251 },
      },
    });
    expect(res.status).toBe(200);
  });
});

describe('a client that goes away mid-body', () => {
  it('is a 400 for its request, logged as the client leaving rather than as a server error', async () => {
    let sent = false;
    const body = new ReadableStream({
      pull(controller) {
        if (sent) return controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
        sent = true;
        controller.enqueue(new TextEncoder().encode('{"bounds":'));
      },
    });
    const before = s.logs.length;
    const res = await s.app.request('/api/v1/map/markers', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(400);
    expect(s.logs.slice(before).filter((l) => (l.level as number) >= 50)).toEqual([]);
    await expectAlive();
  });
});

describe('an upload refused before its body was read', () => {
  it('still reads the body to its end, so the connection stays open for the next request', async () => {
    const { listen } = await import('../src/listen.ts');
    const { request, Agent } = await import('node:http');
    type Incoming = import('node:http').IncomingMessage;
    const received: Incoming[] = [];
    const server = await new Promise<{ port: number; close(): void }>((resolve) => {
      const running = listen(
        (req: Request, env?: unknown) => {
          received.push((env as { incoming: Incoming }).incoming);
          return s.app.fetch(req, env as object);
        },
        { port: 0, host: '127.0.0.1', tls: null },
        (_url, info) => resolve({ port: info.port, close: () => running.close() }),
      );
    });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (path: string, headers: Record<string, string | number>, body: Buffer) =>
      new Promise<number>((resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port: server.port, path, method: 'POST', headers, agent },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    try {
      // The second photo is refused as it is read, while more of the body follows it.
      const photos = concat(
        `--XX${CRLF}Content-Disposition: form-data; name="category"${CRLF}${CRLF}review${CRLF}`,
        `--XX${CRLF}Content-Disposition: form-data; name="files"; filename="a.png"${CRLF}Content-Type: image/png${CRLF}${CRLF}`,
        PNG,
        `${CRLF}--XX${CRLF}Content-Disposition: form-data; name="files"; filename="b.png"${CRLF}Content-Type: image/png${CRLF}${CRLF}`,
        'not a picture',
        `${CRLF}--XX${CRLF}Content-Disposition: form-data; name="files"; filename="c.png"${CRLF}Content-Type: image/png${CRLF}${CRLF}`,
        Buffer.alloc(512 << 10, 7),
        `${CRLF}--XX--${CRLF}`,
      );
      const status = await send(
        '/api/v1/images',
        {
          authorization: `Bearer ${verified}`,
          'content-type': 'multipart/form-data; boundary=XX',
          'content-length': photos.length,
        },
        photos,
      );
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      const incoming = received[0] as Incoming;
      // Read to its end, rather than left until the connection is dropped under the client's next request.
      const outcome = incoming.readableEnded
        ? 'end'
        : await new Promise((resolve) => {
            incoming.once('end', () => resolve('end'));
            incoming.socket.once('close', () => resolve('closed'));
          });
      expect(outcome).toBe('end');
      expect(incoming.socket.destroyed).toBe(false);
    } finally {
      agent.destroy();
      server.close();
    }
  });
});
