import { mountRemoteHarness } from '@dating/testing/harness';
import App from './App';

mountRemoteHarness('discovery', App);
