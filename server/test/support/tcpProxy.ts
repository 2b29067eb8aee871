import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/** A TCP relay in front of a server, stopped and started to play an outage of what is behind. */
export interface TcpProxy {
  /** The proxy's port on 127.0.0.1, the same across stops and starts. */
  readonly port: number;
  /** Refuses new connections and cuts the open ones, as a server gone down would. */
  stop(): Promise<void>;
  /** Relays again, on the same port. */
  start(): Promise<void>;
}

/** Relays 127.0.0.1:<port> to `target` until stopped; the port is chosen free. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  const relay = (client: Socket) => {
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      // Either side ending or failing ends the pair, as a dropped connection does.
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  };

  const listen = (port: number) =>
    new Promise<Server>((resolve, reject) => {
      const server = createServer(relay);
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve(server));
    });

  let server: Server | null = await listen(0);
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    async stop() {
      const stopping = server;
      server = null;
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) =>
        stopping ? stopping.close(() => resolve()) : resolve(),
      );
    },
    async start() {
      server ??= await listen(port);
    },
  };
}
