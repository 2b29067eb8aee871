import { mountRemoteHarness } from '@dating/shared';
import App from './App';

mountRemoteHarness('payments', App);
