import { lowerThisProcess } from './processPriority';
import { loadVisionEngine, type VisionEngine } from './visionModels';
import type { VisionReply, VisionRequest } from './visionProcess';

/**
 * The vision process's entry: loads the models once, says whether it could, then answers each
 * request in turn (the models share one synchronous WebAssembly engine). It runs at a low
 * priority, and so does tesseract's thread, which it starts: a picture's seconds of work wait
 * for the calls and the database rather than they for it. It ends when the server's channel
 * closes (the server stopped or was killed).
 */
const send = process.send?.bind(process);
if (!send) throw new Error('visionWorker.ts runs as a child process with a channel');
lowerThisProcess('vision');
const reply = (message: VisionReply) => send(message);
process.on('disconnect', () => process.exit(0));

const engine = loadVisionEngine();
engine.then(
  () => reply({ kind: 'ready' }),
  (error: unknown) => reply({ kind: 'loadFailed', message: String(error) }),
);

function answer(models: VisionEngine, request: VisionRequest) {
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
process.on('message', (request: VisionRequest) => {
  queue = queue.then(async () => {
    try {
      const models = await engine;
      reply({ kind: 'answer', id: request.id, result: await answer(models, request) });
    } catch (error) {
      reply({ kind: 'failed', id: request.id, message: String(error) });
    }
  });
});
