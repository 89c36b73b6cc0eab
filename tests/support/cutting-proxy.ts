import { createServer, connect, Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface CuttingProxy {
  port: number;
  /**
   * Cuts connections (both sides destroyed, like a dropped line) once each has carried `bytes`
   * towards the server; only the next `times` connections when given; null to stop.
   */
  cutAfter(bytes: number | null, times?: number): void;
  close(): Promise<void>;
}

/** A loopback TCP relay to `port` that can drop connections mid-transfer, for servers we cannot hook (sshd). */
export async function startCuttingProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<CuttingProxy> {
  let limit: number | null = null;
  let cutsLeft = 0;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(targetPort, targetHost);
    let carried = 0;
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    const cut = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (chunk: Buffer) => {
      carried += chunk.length;
      if (limit !== null && carried >= limit && cutsLeft > 0) {
        cutsLeft--;
        carried = -Infinity;
        return cut();
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    client.on('close', cut);
    upstream.on('close', cut);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    port: (server.address() as AddressInfo).port,
    cutAfter: (bytes, times = Infinity) => {
      limit = bytes;
      cutsLeft = times;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((done) => server.close(done));
    },
  };
}
