export * from './renderRemote';
export * from './mockApi';
export * from './fakeRealtime';
export * from './ownProfileFixture';
export * from './remoteStoreTest';
export * from './filledProfileFields';
export { expectConsoleError, expectConsoleWarning } from './consoleGuard';
