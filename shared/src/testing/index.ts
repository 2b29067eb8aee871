export * from './renderRemote';
export * from './mockApi';
export * from './fakeRealtime';
