import { mountRemoteHarness } from '@dating/shared/harness';
import App from './App';

mountRemoteHarness('moderation', App);
