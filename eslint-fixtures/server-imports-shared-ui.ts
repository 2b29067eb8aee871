// Linted as a file of the server by shared/testing/src/eslintRules.test.ts: lines 5 to 7 must fail.
import { pathTo } from '@dating/contract/routes';
import { MESSAGES } from '@dating/contract/rules';
import { CALLS } from '@dating/contract/schemas';
import { Modal } from '@dating/ui';
import { localStore } from '@dating/web';
import { LIMITS } from '../../shared/contract/src/rules';

export const reachedIntoTheBrowser = [
  pathTo('messages'),
  MESSAGES,
  CALLS,
  Modal,
  localStore,
  LIMITS,
];
