// Linted as a file of the server by shared/src/eslintBoundaries.test.ts: lines 4 and 5 must fail.
import { pathTo } from '@dating/shared/routes';
import { MESSAGES } from '@dating/shared/rules';
import { Modal } from '@dating/shared';
import { LIMITS } from '../../shared/src/rules';

export const reachedIntoTheBrowser = [pathTo('messages'), MESSAGES, Modal, LIMITS];
