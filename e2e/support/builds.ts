import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The front-end apps, as scripts/lib/frontend-build.mjs builds them. */
export const FRONTEND_APPS = [
  'shell',
  'mf-discovery',
  'mf-chat',
  'mf-profile',
  'mf-payments',
  'mf-moderation',
];

export const REMOTE_APPS = FRONTEND_APPS.filter((app) => app !== 'shell');

const root = fileURLToPath(new URL('../..', import.meta.url));

/** An app's production build folder. */
export function distOf(app: string): string {
  return path.join(root, app, 'dist');
}
