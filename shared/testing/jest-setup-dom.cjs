require('@testing-library/jest-dom');
// findBy* and waitFor give up after 1 s by default: too tight for a 2-core CI machine running the
// suites side by side (a first render and its lazy chunks compile there). Within jest's 5 s.
require('@testing-library/react').configure({ asyncUtilTimeout: 3000 });
require('./src/consoleGuard').guardConsole();
