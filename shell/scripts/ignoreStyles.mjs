// Imports of style sheets mean nothing to the prerender in Node (webpack bundles them for the
// browser): each is an empty module here.
import { register } from 'node:module';

const hooks = `
export async function load(url, context, next) {
  if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
  return next(url, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
