import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WriterConnection } from './writer-connection';

/** docs/decisions/045: the reading writer's connection (its PostgreSQL behaviour: test/reading-writer.test.ts). */
describe('WriterConnection', () => {
  let server: Server | undefined;
  const sockets: Socket[] = [];
  afterEach(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
    server = undefined;
  });

  /** A server that takes the connection and never answers the start-up (a database that hangs). */
  async function silentServer(): Promise<{ port: number; connected: Promise<void> }> {
    let connected!: () => void;
    const seen = new Promise<void>((resolve) => (connected = resolve));
    server = createServer((socket) => {
      sockets.push(socket);
      connected();
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (!address || typeof address !== 'object') throw new Error('no port');
    return { port: address.port, connected: seen };
  }

  it('a close does not wait for a connection still opening, and refuses what comes after', async () => {
    const { port, connected } = await silentServer();
    const writer = new WriterConnection(`postgres://nobody@127.0.0.1:${port}/none`);
    const pending = writer.query('x', 'select 1', []);
    pending.catch(() => undefined);
    await connected;
    expect(writer.isOpen).toBe(true);
    await writer.close();
    expect(writer.isOpen).toBe(false);
    await expect(writer.query('x', 'select 1', [])).rejects.toThrow('The database handle is closed.');
  });

  it('a refused connection is forgotten: the next statement tries again', async () => {
    const { port } = await silentServer();
    await new Promise((resolve) => server!.close(resolve));
    server = undefined;
    const writer = new WriterConnection(`postgres://nobody@127.0.0.1:${port}/none`);
    await expect(writer.query('x', 'select 1', [])).rejects.toThrow();
    expect(writer.isOpen).toBe(false);
    await expect(writer.query('x', 'select 1', [])).rejects.toThrow();
    expect(writer.isOpen).toBe(false);
    await writer.close();
  });
});
