import { EventEmitter } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';
import { serialize } from 'pg-protocol';

/**
 * node-postgres' connection to the embedded PGlite. It does what PGlite's own adapter
 * (`@electric-sql/pglite/node-postgres`) does, but hands PGlite a query's messages (parse, bind,
 * describe, execute) together with the sync that ends them, as a socket would carry them: that
 * adapter runs every message alone, four passes through PGlite for each query with values, and
 * measured a third of a signed-in read's time in PGlite's wrapper. node-postgres sends a query
 * only once the one before is answered, so batching never holds another query back.
 */
export class PgliteConnection extends EventEmitter {
  /** Read by node-postgres: the statements this connection has prepared. */
  parsedStatements: Record<string, string> = {};
  submittedNamedStatements: Record<string, string> = {};
  /** Checked by node-postgres' Client.end(), which skips end() without it. */
  _connecting = false;
  /** node-postgres' Client.end() destroys the stream while a query is still active. */
  readonly stream = { destroy: () => this.end() };

  private pending: Uint8Array[] = [];
  private queue: Promise<unknown>;
  private emitsMessages = false;

  constructor(private readonly pglite: PGlite) {
    super();
    this.queue = pglite.waitReady;
    this.on('newListener', (event) => {
      if (event === 'message') this.emitsMessages = true;
    });
  }

  async connect(): Promise<void> {
    this._connecting = true;
    await this.pglite.waitReady;
    process.nextTick(() => this.emit('readyForQuery'));
  }

  // What a socket's handshake would need: PGlite has no network, no SSL and no password.
  requestSsl(): void {}
  startup(): void {}
  cancel(): void {}
  password(): void {}
  ref(): void {}
  unref(): void {}

  query(text: string): void {
    this.send(serialize.query(text));
  }

  // An extended query's messages wait for the sync (or flush) that asks for its answers.
  parse(query: Parameters<typeof serialize.parse>[0]): void {
    this.pending.push(serialize.parse(query));
  }
  bind(config: Parameters<typeof serialize.bind>[0]): void {
    this.pending.push(serialize.bind(config));
  }
  describe(message: Parameters<typeof serialize.describe>[0]): void {
    this.pending.push(serialize.describe(message));
  }
  execute(config: Parameters<typeof serialize.execute>[0]): void {
    this.pending.push(serialize.execute(config));
  }
  close(message: Parameters<typeof serialize.close>[0]): void {
    this.pending.push(serialize.close(message));
  }
  flush(): void {
    this.send(serialize.flush());
  }
  sync(): void {
    this.send(serialize.sync());
  }

  sendCopyFromChunk(chunk: Buffer): void {
    this.send(serialize.copyData(chunk));
  }
  endCopyFrom(): void {
    this.send(serialize.copyDone());
  }
  sendCopyFail(message: string): void {
    this.send(serialize.copyFail(message));
  }

  /** Like a socket closing: node-postgres waits for 'end'. PGlite itself stays open. */
  end(): void {
    this.queue = this.queue.then(() => this.emit('end'));
    // The pool reuses this connection for its next client: the ended one hears nothing more.
    for (const event of this.eventNames()) {
      if (event !== 'newListener') this.removeAllListeners(event);
    }
    this.emitsMessages = false;
  }

  private send(last: Uint8Array): void {
    const messages = this.pending.length === 0 ? last : Buffer.concat([...this.pending, last]);
    this.pending = [];
    this.queue = this.queue
      .then(() => this.pglite.execProtocolStream(messages, { throwOnError: false }))
      .then((answers) => {
        for (const answer of answers) {
          if (this.emitsMessages) this.emit('message', answer);
          // node-postgres expects an ErrorResponse as 'errorMessage'.
          this.emit(answer.name === 'error' ? 'errorMessage' : answer.name, answer);
        }
      })
      .catch((error: unknown) => this.emit('error', error));
  }
}

/** node-postgres' pool settings for PGlite, whose one connection every client shares in turn. */
export function pgliteConfig(pglite: PGlite) {
  return {
    connection: new PgliteConnection(pglite),
    poolSize: 1,
    // Placeholders node-postgres reads; PGlite has no users, network or passwords.
    user: 'postgres',
    password: 'dummy',
    database: 'postgres',
    host: 'localhost',
    port: 5432,
  };
}
