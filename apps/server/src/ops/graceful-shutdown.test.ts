/**
 * SIGTERM (docs/decisions/016): the real server process stops
 * accepting connections, lets a request that is already in flight finish with its full answer, and exits 0.
 * SQLite only: this is about the process, not the database (the readiness and limit tests run on both).
 */

import { rmSync } from 'node:fs';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from '../../test/process.ts';
import { waitFor } from '../../test/services.ts';

let server: ServerProcess | undefined;
afterAll(() => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
});

/** Reads from the socket until `done(text)` holds. */
function readUntil(socket: net.Socket, done: (text: string) => boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      if (done(text)) {
        socket.off('data', onData);
        resolve(text);
      }
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.once('close', () => (done(text) ? resolve(text) : reject(new Error(`closed after: ${text}`))));
  });
}

const refusesConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(false);
    });
    s.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });

describe('SIGTERM', () => {
  it('stops accepting, finishes the in-flight sign-in with its full answer, and exits 0 without waiting for the client to hang up', async () => {
    server = await startServer();
    // A kept-alive connection that has had its answer and stays open (a browser, an HTTP client's pool).
    const idle = net.connect(server.port, '127.0.0.1');
    await new Promise((resolve) => idle.once('connect', resolve));
    idle.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await readUntil(idle, (t) => t.includes('{"status":"ok"}'));
    const idleClosed = new Promise((resolve) => idle.once('close', resolve));
    const body = JSON.stringify({ email: 'admin', password: server.adminPassword });
    const socket = net.connect(server.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    // Headers first; the 100 Continue proves the server has the request in hand before the signal.
    socket.write(
      'POST /api/v1/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
    );
    await readUntil(socket, (t) => t.includes('100 Continue'));

    server.child.kill('SIGTERM');
    const port = server.port;
    await waitFor(() => refusesConnections(port), 'the server to stop accepting connections');
    expect(server.child.exitCode).toBeNull(); // still running: the sign-in is not answered yet

    const answer = readUntil(socket, (t) => {
      const head = t.slice(t.lastIndexOf('HTTP/1.1 '));
      const length = /content-length: (\d+)/i.exec(head);
      const split = head.indexOf('\r\n\r\n');
      return !!length && split >= 0 && Buffer.byteLength(head.slice(split + 4)) >= Number(length[1]);
    });
    socket.write(body);
    const text = await answer;
    const response = text.slice(text.lastIndexOf('HTTP/1.1 '));
    expect(response.startsWith('HTTP/1.1 200')).toBe(true);
    const json = JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4));
    expect(json.result.token).toEqual(expect.any(String));
    expect(json.result.currentUser.username).toBe('admin');
    // The kept-alive connection is closed by the server after this answer: it must not hold the process open.
    expect(response.split('\r\n\r\n')[0]).toMatch(/\r\nconnection: close\r\n/i);

    expect(await server.exited).toBe(0);
    await idleClosed;
    console.log(
      server
        .output()
        .split('\n')
        .filter((l) => /shutting|stopped|finished|listening/.test(l))
        .join('\n'),
    );
    expect(server.output()).toMatch(/shutting down/);
    expect(server.output()).toMatch(/"msg":"stopped"/);
  }, 90_000);
});
