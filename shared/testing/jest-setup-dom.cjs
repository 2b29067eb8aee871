require('@testing-library/jest-dom');
// findBy* and waitFor give up after 1 s by default: too tight for a 2-core CI machine running the
// suites side by side (a first render and its lazy chunks compile there). Within jest's 5 s.
require('@testing-library/react').configure({ asyncUtilTimeout: 3000 });
require('./src/consoleGuard').guardConsole();
// jsdom's own style sheet leaves <bdi> without a display, where browsers draw it inline: its text
// would then be a block of its own in accessible names ("Bruno , 33" for a heading that a screen
// reader reads "Bruno, 33").
const { document } = globalThis;
// A suite of the node environment (eslintBoundaries.test.ts) has no document.
if (document) {
  const inlineIsolates = document.createElement('style');
  inlineIsolates.textContent = 'bdi { display: inline; }';
  document.head.append(inlineIsolates);
}
