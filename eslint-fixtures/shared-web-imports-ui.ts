// Linted as a file of @dating/web by shared/testing/src/eslintRules.test.ts: lines 4 to 6 must fail.
import { LIMITS } from '@dating/contract';
import { localStore } from '@dating/web';
import { Modal } from '@dating/ui';
import { mockApi } from '@dating/testing';
import { createFederatedConfig } from '@dating/build/federation';

export const reachedAbove = [LIMITS, localStore, Modal, mockApi, createFederatedConfig];
