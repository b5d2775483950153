import { connect, createServer, type Socket } from 'node:net';

/**
 * `open`: every connection is forwarded to the portal. `refuse`: every connection is reset as
 * soon as it is made, as a stopped server or a Wi-Fi without internet answers. `hang`: accepted,
 * and never answered.
 */
type GateMode = 'open' | 'refuse' | 'hang';

export interface Gate {
  /** The origin the browser loads: the service worker's scope is this address. */
  origin: string;
  mode(): GateMode;
  /** Ends every connection made in another mode, so no kept-alive one carries on. */
  set(mode: GateMode): void;
  close(): Promise<void>;
}

/**
 * A TCP gate in front of the portal, in the test's own process: neither WebDriver client can
 * switch a browser's network off, and stopping and starting the server would cost its start-up
 * each time. Listens on a port of its own for its whole life, which is the profile's origin.
 */
export async function openGate(upstreamUrl: string): Promise<Gate> {
  const upstream = new URL(upstreamUrl);
  let mode: GateMode = 'open';
  const sockets = new Set<Socket>();

  const server = createServer((client) => {
    if (mode === 'refuse') {
      client.resetAndDestroy();
      return;
    }
    sockets.add(client);
    client.on('error', () => undefined);
    client.once('close', () => sockets.delete(client));
    // Held with nothing read and nothing written, until the mode changes.
    if (mode === 'hang') return;
    const server = connect(Number(upstream.port), upstream.hostname);
    sockets.add(server);
    server.on('error', () => client.resetAndDestroy());
    server.once('close', () => {
      sockets.delete(server);
      client.destroy();
    });
    client.once('close', () => server.destroy());
    client.pipe(server);
    server.pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the gate has no port');

  return {
    origin: `http://127.0.0.1:${address.port}`,
    mode: () => mode,
    set(next) {
      if (next === mode) return;
      mode = next;
      for (const socket of sockets) socket.resetAndDestroy();
      sockets.clear();
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
