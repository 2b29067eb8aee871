import { mountRemoteHarness } from '@dating/shared';
import App from './App';

mountRemoteHarness('discovery', App);
