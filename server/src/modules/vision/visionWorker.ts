import { parentPort } from 'node:worker_threads';
import { lowerThisThread } from './threadPriority';
import { loadVisionEngine, type VisionEngine } from './visionModels';
import type { VisionThreadReply, VisionThreadRequest } from './visionThread';

/**
 * The vision thread's entry: loads the models once, says whether it could, then answers each
 * request in turn (the models share one synchronous WebAssembly engine). It runs at a low
 * priority, and so does tesseract's thread, which it starts: a picture's seconds of work wait
 * for the calls rather than the calls for them.
 */
const port = parentPort;
if (!port) throw new Error('visionWorker.ts runs as a worker thread');
lowerThisThread('vision');
const reply = (message: VisionThreadReply) => port.postMessage(message);

const engine = loadVisionEngine();
engine.then(
  () => reply({ kind: 'ready' }),
  (error: unknown) => reply({ kind: 'loadFailed', message: String(error) }),
);

function answer(models: VisionEngine, request: VisionThreadRequest) {
  switch (request.kind) {
    case 'classify':
      return models.classify(request.picture);
    case 'detectFaces':
      return models.detectFaces(request.picture);
    case 'perceptualHash':
      return models.perceptualHash(request.encoded);
    case 'readText':
      return models.readText(request.encoded);
  }
}

let queue: Promise<void> = Promise.resolve();
port.on('message', (request: VisionThreadRequest) => {
  queue = queue.then(async () => {
    try {
      const models = await engine;
      reply({ kind: 'answer', id: request.id, result: await answer(models, request) });
    } catch (error) {
      reply({ kind: 'failed', id: request.id, message: String(error) });
    }
  });
});
