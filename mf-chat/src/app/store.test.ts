import { describeRemoteStore } from '@dating/testing';
import { makeStore } from './store';

describeRemoteStore(makeStore);
