import { mountRemoteHarness } from '@dating/testing/harness';
import App from './App';

mountRemoteHarness('chat', App);
