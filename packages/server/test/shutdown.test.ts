import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startServer } from '../fuzz/server.ts';
import { throwaway } from '../fuzz/sessions.ts';

/**
 * SIGTERM on the real server process: it stops taking connections, lets requests in flight finish (an upload
 * still arriving included), closes the database and exits 0; a request that never finishes is cut off instead of
 * holding the process.
 */
const CRLF = '\r\n';
const certificateBody = (boundary: string) =>
  `--${boundary}${CRLF}Content-Disposition: form-data; name="file"; filename="c.pdf"${CRLF}Content-Type: application/pdf${CRLF}${CRLF}%PDF-1.7\n${'x'.repeat(4000)}\n%%EOF${CRLF}--${boundary}--${CRLF}`;

function openUpload(base: string, token: string, body: string): { socket: Socket; answer: Promise<string> } {
  const { hostname, port } = new URL(base);
  const socket = connect(Number(port), hostname);
  socket.write(
    [
      'POST /api/v1/certificates/admission/verify HTTP/1.1',
      `Host: ${hostname}:${port}`,
      `Authorization: Bearer ${token}`,
      'Content-Type: multipart/form-data; boundary=XX',
      `Content-Length: ${Buffer.byteLength(body)}`,
      '',
      '',
    ].join(CRLF),
  );
  const answer = new Promise<string>((resolve) => {
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8');
    });
    socket.on('close', () => resolve(text));
    socket.on('error', () => resolve(text));
  });
  return { socket, answer };
}

const exited = (server: Awaited<ReturnType<typeof startServer>>) =>
  new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));

describe('graceful shutdown', () => {
  it('finishes an upload in flight, refuses new connections, then exits 0', async () => {
    const server = await startServer({ env: { SEED: 'off' } });
    const session = await throwaway(server.url);
    const body = certificateBody('XX');
    const upload = openUpload(server.url, session.accessToken, body);
    upload.socket.write(body.slice(0, 1000));
    await new Promise((r) => setTimeout(r, 500));
    const exit = exited(server);
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    upload.socket.write(body.slice(1000));
    const answer = await upload.answer;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(await exit).toBe(0);
    await server.stop();
  }, 120_000);

  it('cuts off a request that never finishes, and still exits', async () => {
    const server = await startServer({ env: { SEED: 'off' } });
    const session = await throwaway(server.url);
    const body = certificateBody('XX');
    const upload = openUpload(server.url, session.accessToken, body);
    upload.socket.write(body.slice(0, 1000));
    await new Promise((r) => setTimeout(r, 500));
    const exit = exited(server);
    server.child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(await upload.answer).not.toMatch(/^HTTP\/1\.1 200/);
    await server.stop();
  }, 120_000);
});
