// `pnpm --filter @dating/server docs:api`: writes docs/API.md from the route registry.
import { writeFileSync } from 'node:fs';
import { API_DOC_FILE, registeredRoutes, renderApiDoc } from '../src/docs/apiDoc';

writeFileSync(API_DOC_FILE, renderApiDoc(await registeredRoutes()));
console.log(`wrote ${API_DOC_FILE}`);
