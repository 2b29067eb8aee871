import { GazetteerPlacesProvider } from './modules/places/gazetteerPlacesProvider';
const p = new GazetteerPlacesProvider();
let t = performance.now();
await p.search('par', 8); console.log('build', performance.now() - t);
for (const q of ['par', 'p', 'ile', 'zur', 'new y', 'lon', 'sao p', 'be', 'berlin']) {
  t = performance.now();
  const r = await p.search(q, 8);
  console.log(q, (performance.now() - t).toFixed(2), r.map((x) => x.description).join(' | '));
}
globalThis.gc?.();
console.log(process.memoryUsage().heapUsed / 1e6);
