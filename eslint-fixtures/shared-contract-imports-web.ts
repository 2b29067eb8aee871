// Linted as a file of @dating/contract by shared/testing/src/eslintRules.test.ts: lines 3 to 5 must fail.
import { LIMITS } from './limits';
import { localStore } from '@dating/web';
import { Modal } from '@dating/ui';
import { eventBus } from '../../../web/src/bus/eventBus';

export const reachedAbove = [LIMITS, localStore, Modal, eventBus];
