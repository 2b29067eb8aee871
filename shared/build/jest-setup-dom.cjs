require('@testing-library/jest-dom');
require('../src/testing/consoleGuard').guardConsole();
