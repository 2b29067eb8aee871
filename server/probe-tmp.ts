import { readFileSync, readdirSync } from 'node:fs';
import { VisionThread, visionThreadLoader } from './src/modules/vision/visionThread';
import { VisionService, thresholdsOf } from './src/modules/vision/visionService';
import { CONTENT_DEFAULTS } from './src/modules/content/contentDefaults';
const thread = new VisionThread();
const vision = new VisionService(visionThreadLoader(thread, () => {}), () => Promise.resolve(thresholdsOf(CONTENT_DEFAULTS.settings)));
for (const f of readdirSync('/tmp/verify-explore').filter((n) => n.startsWith(process.argv[2] ?? 'e2e-frame')).sort()) {
  const d = await vision.describeFace(readFileSync('/tmp/verify-explore/' + f));
  const face = d.faces?.[0];
  console.log(f, face?.gestures.join(' | '), face?.live.toFixed(2));
}
await thread.close();
