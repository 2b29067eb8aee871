export * from './renderRemote';
export * from './mockApi';
