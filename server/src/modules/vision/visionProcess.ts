import { fork, type ChildProcess } from 'node:child_process';
import type { ImageText } from './imageText';
import type { ClassPrediction, DescribedFace, RgbPicture, VisionEngine } from './visionModels';

export type VisionRequest =
  | { id: number; kind: 'classify'; picture: RgbPicture }
  | { id: number; kind: 'detectFaces'; picture: RgbPicture }
  | { id: number; kind: 'perceptualHash'; encoded: Uint8Array }
  | { id: number; kind: 'readText'; encoded: Uint8Array };

export type VisionReply =
  | { kind: 'ready' }
  | { kind: 'loadFailed'; message: string }
  | { kind: 'answer'; id: number; result: VisionAnswer }
  | { kind: 'failed'; id: number; message: string };

/**
 * The process of the models' entry, in a session of its own (`detached`), so that it can lower its
 * own scheduling group (processPriority.ts). The server runs its TypeScript sources through tsx,
 * whose loader the child is given; its other options (a test runner's) are not the child's.
 * Structured-clone serialisation carries the pictures' bytes as they are.
 */
function startProcess(): ChildProcess {
  const typescript = import.meta.url.endsWith('.ts');
  const entry = new URL(typescript ? './visionWorker.ts' : './visionWorker.js', import.meta.url);
  return fork(entry, [], {
    detached: true,
    serialization: 'advanced',
    execArgv: typescript ? ['--import', import.meta.resolve('tsx')] : [],
  });
}

type VisionAnswer = ClassPrediction[] | DescribedFace[] | string | ImageText;

/**
 * The longest the process may go without answering while requests wait: a picture takes 6 ms to
 * 3 s of work on busy cores, so a process silent this long is stuck (a model or tesseract hung)
 * and would hold every later picture for ever.
 */
export const ANSWER_LIMIT_MS = 60_000;

interface Waiting {
  resolve: (result: VisionAnswer) => void;
  reject: (error: Error) => void;
}

/**
 * The models in a process of their own: a picture holds a core for 85 to 250 ms of synchronous
 * WebAssembly, which on the event loop would hold every other member's call as long, and in a
 * thread of the server would take the server's share of the cores from PostgreSQL. The process
 * starts with the server (servicesPlugin) and ends with it (or when its channel closes: the
 * server was killed); if it dies, what it was doing fails and the next picture starts a new one.
 */
export class VisionProcess implements VisionEngine {
  private child: ChildProcess | null = null;
  private started: Promise<void> | null = null;
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 0;
  private watchdog: NodeJS.Timeout | undefined;

  constructor(private readonly answerLimitMs = ANSWER_LIMIT_MS) {}

  /** Resolves once the process has loaded the models; rejects when they cannot load. */
  ready(): Promise<void> {
    this.started ??= this.start();
    return this.started;
  }

  /** The process's id while it runs. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  classify(picture: RgbPicture): Promise<ClassPrediction[]> {
    return this.ask({ id: 0, kind: 'classify', picture }) as Promise<ClassPrediction[]>;
  }

  detectFaces(picture: RgbPicture): Promise<DescribedFace[]> {
    return this.ask({ id: 0, kind: 'detectFaces', picture }) as Promise<DescribedFace[]>;
  }

  perceptualHash(encoded: Uint8Array): Promise<string> {
    return this.ask({ id: 0, kind: 'perceptualHash', encoded }) as Promise<string>;
  }

  readText(encoded: Uint8Array): Promise<ImageText> {
    return this.ask({ id: 0, kind: 'readText', encoded }) as Promise<ImageText>;
  }

  async close(): Promise<void> {
    clearTimeout(this.watchdog);
    const child = this.child;
    this.child = null;
    this.started = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    // Held until it has exited: an idle process is unreferenced.
    child.ref();
    child.kill();
    await exited;
  }

  private start(): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = startProcess();
      this.child = child;
      child.on('message', (message: VisionReply) => {
        if (message.kind === 'ready') {
          this.unrefWhenIdle();
          return resolve();
        }
        if (message.kind === 'loadFailed') {
          reject(new Error(message.message));
          void this.close();
          return;
        }
        const waiting = this.waiting.get(message.id);
        this.waiting.delete(message.id);
        if (message.kind === 'answer') waiting?.resolve(message.result);
        else waiting?.reject(new Error(message.message));
        this.armWatchdog();
        this.unrefWhenIdle();
      });
      child.on('error', reject);
      child.on('exit', (code, signal) => {
        // A replaced process's exit: what waits now is its successor's.
        if (this.child !== null && this.child !== child) return;
        this.child = null;
        this.started = null;
        clearTimeout(this.watchdog);
        const stopped = new Error(`the vision process stopped (${signal ?? `exit code ${code}`})`);
        reject(stopped);
        for (const waiting of this.waiting.values()) waiting.reject(stopped);
        this.waiting.clear();
      });
    });
  }

  private async ask(request: VisionRequest): Promise<VisionAnswer> {
    await this.ready();
    const child = this.child;
    if (!child) throw new Error('the vision process stopped');
    const id = (this.nextId += 1);
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      // The process answers in order: the watchdog times the oldest request, armed when it is posted.
      if (this.waiting.size === 1) this.armWatchdog();
      child.ref();
      child.channel?.ref();
      child.send({ ...request, id }, (error) => {
        if (!error || !this.waiting.delete(id)) return;
        reject(error);
        this.armWatchdog();
        this.unrefWhenIdle();
      });
    });
  }

  /** Times the process's next answer while requests wait; a stuck process is replaced. */
  private armWatchdog(): void {
    clearTimeout(this.watchdog);
    if (this.waiting.size === 0) return;
    this.watchdog = setTimeout(() => {
      const stuck = new Error(`the vision process answered nothing in ${this.answerLimitMs} ms`);
      for (const waiting of this.waiting.values()) waiting.reject(stuck);
      this.waiting.clear();
      // The next request starts a new process, which loads the models again.
      void this.close();
    }, this.answerLimitMs);
    this.watchdog.unref();
  }

  /** An idle process does not keep the server's alive; a load or a picture in progress does. */
  private unrefWhenIdle(): void {
    if (this.waiting.size > 0) return;
    this.child?.unref();
    this.child?.channel?.unref();
  }
}

/**
 * The engine for `VisionService`: the process once it has loaded the models, or null (reported
 * once) when they cannot load, so that the product goes on without them rather than retrying a
 * heavy load on every picture.
 */
export function visionProcessLoader(
  engine: VisionProcess,
  onLoadFailure: (error: unknown) => void,
): () => Promise<VisionEngine | null> {
  let loaded: Promise<VisionEngine | null> | null = null;
  return () =>
    (loaded ??= engine.ready().then(
      () => engine,
      (error: unknown) => {
        onLoadFailure(error);
        return null;
      },
    ));
}
