import { Worker } from 'node:worker_threads';
import type { ImageText } from './imageText';
import type { ClassPrediction, DescribedFace, RgbPicture, VisionEngine } from './visionModels';

export type VisionThreadRequest =
  | { id: number; kind: 'classify'; picture: RgbPicture }
  | { id: number; kind: 'detectFaces'; picture: RgbPicture }
  | { id: number; kind: 'perceptualHash'; encoded: Uint8Array }
  | { id: number; kind: 'readText'; encoded: Uint8Array };

export type VisionThreadReply =
  | { kind: 'ready' }
  | { kind: 'loadFailed'; message: string }
  | { kind: 'answer'; id: number; result: VisionAnswer }
  | { kind: 'failed'; id: number; message: string };

/**
 * A worker of the thread's entry. The server runs its TypeScript sources through tsx, whose
 * loader a worker thread does not inherit (Node 20 runs `--import` hooks for the main thread
 * only): the worker registers it before importing the entry.
 */
function startWorker(): Worker {
  const entry = new URL(
    import.meta.url.endsWith('.ts') ? './visionWorker.ts' : './visionWorker.js',
    import.meta.url,
  );
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry);
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  return new Worker(
    `import(${tsx}).then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); });`,
    { eval: true },
  );
}

type VisionAnswer = ClassPrediction[] | DescribedFace[] | string | ImageText;

/**
 * The longest the thread may go without answering while requests wait: a picture takes 6 ms to
 * 3 s of work on busy cores, so a thread silent this long is stuck (a model or tesseract hung) and
 * would hold every later picture for ever.
 */
export const ANSWER_LIMIT_MS = 60_000;

interface Waiting {
  resolve: (result: VisionAnswer) => void;
  reject: (error: Error) => void;
}

/**
 * The models in a worker thread of their own: a picture holds a core for 85 to 250 ms of
 * synchronous WebAssembly, which on the event loop would hold every other member's call as long.
 * The thread starts with the server (servicesPlugin); if it dies, what it was doing fails and
 * the next picture starts a new one.
 */
export class VisionThread implements VisionEngine {
  private worker: Worker | null = null;
  private started: Promise<void> | null = null;
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 0;
  private watchdog: NodeJS.Timeout | undefined;

  constructor(private readonly answerLimitMs = ANSWER_LIMIT_MS) {}

  /** Resolves once the thread has loaded the models; rejects when they cannot load. */
  ready(): Promise<void> {
    this.started ??= this.start();
    return this.started;
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
    const worker = this.worker;
    this.worker = null;
    this.started = null;
    await worker?.terminate();
  }

  private start(): Promise<void> {
    return new Promise((resolve, reject) => {
      const worker = startWorker();
      this.worker = worker;
      worker.on('message', (message: VisionThreadReply) => {
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
      worker.on('error', reject);
      worker.on('exit', (code) => {
        // A replaced thread's exit: what waits now is its successor's.
        if (this.worker !== null && this.worker !== worker) return;
        this.worker = null;
        this.started = null;
        clearTimeout(this.watchdog);
        const stopped = new Error(`the vision thread stopped (exit code ${code})`);
        reject(stopped);
        for (const waiting of this.waiting.values()) waiting.reject(stopped);
        this.waiting.clear();
      });
    });
  }

  private async ask(request: VisionThreadRequest): Promise<VisionAnswer> {
    await this.ready();
    const worker = this.worker;
    if (!worker) throw new Error('the vision thread stopped');
    const id = (this.nextId += 1);
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      // The thread answers in order: the watchdog times the oldest request, armed when it is posted.
      if (this.waiting.size === 1) this.armWatchdog();
      worker.ref();
      worker.postMessage({ ...request, id });
    });
  }

  /** Times the thread's next answer while requests wait; a stuck thread is replaced. */
  private armWatchdog(): void {
    clearTimeout(this.watchdog);
    if (this.waiting.size === 0) return;
    this.watchdog = setTimeout(() => {
      const stuck = new Error(`the vision thread answered nothing in ${this.answerLimitMs} ms`);
      for (const waiting of this.waiting.values()) waiting.reject(stuck);
      this.waiting.clear();
      // The next request starts a new thread, which loads the models again.
      void this.close();
    }, this.answerLimitMs);
    this.watchdog.unref();
  }

  /** An idle thread does not keep the process alive; a load or a picture in progress does. */
  private unrefWhenIdle(): void {
    if (this.waiting.size === 0) this.worker?.unref();
  }
}

/**
 * The engine for `VisionService`: the thread once it has loaded the models, or null (reported
 * once) when they cannot load, so that the product goes on without them rather than retrying a
 * heavy load on every picture.
 */
export function visionThreadLoader(
  thread: VisionThread,
  onLoadFailure: (error: unknown) => void,
): () => Promise<VisionEngine | null> {
  let loaded: Promise<VisionEngine | null> | null = null;
  return () =>
    (loaded ??= thread.ready().then(
      () => thread,
      (error: unknown) => {
        onLoadFailure(error);
        return null;
      },
    ));
}
