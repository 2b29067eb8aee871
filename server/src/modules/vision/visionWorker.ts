import { parentPort } from 'node:worker_threads';
import { loadVisionEngine } from './visionModels';
import type { VisionThreadReply, VisionThreadRequest } from './visionThread';

/**
 * The vision thread's entry: loads the models once, says whether it could, then answers each
 * request in turn (the models share one synchronous WebAssembly engine).
 */
const port = parentPort;
if (!port) throw new Error('visionWorker.ts runs as a worker thread');
const reply = (message: VisionThreadReply) => port.postMessage(message);

const engine = loadVisionEngine();
engine.then(
  () => reply({ kind: 'ready' }),
  (error: unknown) => reply({ kind: 'loadFailed', message: String(error) }),
);

let queue: Promise<void> = Promise.resolve();
port.on('message', (request: VisionThreadRequest) => {
  queue = queue.then(async () => {
    try {
      const models = await engine;
      reply({
        kind: 'answer',
        id: request.id,
        result:
          request.kind === 'classify'
            ? await models.classify(request.picture)
            : request.kind === 'detectFaces'
              ? await models.detectFaces(request.picture)
              : await models.perceptualHash(request.encoded),
      });
    } catch (error) {
      reply({ kind: 'failed', id: request.id, message: String(error) });
    }
  });
});
