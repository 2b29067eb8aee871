import { format } from 'node:util';

/**
 * A test fails when it logs a console.error or console.warn it did not declare: React's act and
 * key warnings, i18next's and RTK Query's all point at a real fault, and a passing suite prints
 * nothing. The jest preset's setup installs the guard; a test that causes a log on purpose says so
 * with `expectConsoleError` or `expectConsoleWarning`, and then fails if it is never logged.
 */

type Level = 'error' | 'warn';

interface Expectation {
  level: Level;
  pattern: RegExp;
  seen: boolean;
}

/**
 * Redux Toolkit's development checks warn when they take over 32 ms: on a busy machine they do
 * whatever the code, so these measure the machine, and failing on them would make tests flaky.
 */
const MACHINE_TIMING = /took \d+ms, which is more than the warning threshold/;

const logged: { level: Level; message: string }[] = [];
let expectations: Expectation[] = [];

/** The current test logs a console.error matching `pattern`, at least once, on purpose. */
export function expectConsoleError(pattern: RegExp): void {
  expectations.push({ level: 'error', pattern, seen: false });
}

/** The current test logs a console.warn matching `pattern`, at least once, on purpose. */
export function expectConsoleWarning(pattern: RegExp): void {
  expectations.push({ level: 'warn', pattern, seen: false });
}

function record(level: Level) {
  return (...args: unknown[]) => {
    const message = format(...args);
    if (!MACHINE_TIMING.test(message)) logged.push({ level, message });
  };
}

/** Settles the test's logs against its expectations: every log expected, every expectation met. */
function settle(): string[] {
  const faults: string[] = [];
  for (const { level, message } of logged.splice(0)) {
    const expected = expectations.filter((item) => item.level === level);
    const match = expected.find((item) => item.pattern.test(message));
    if (match) match.seen = true;
    else faults.push(`Unexpected console.${level}:\n${message}`);
  }
  for (const { level, pattern, seen } of expectations) {
    if (!seen)
      faults.push(`Expected a console.${level} matching ${String(pattern)}; none was logged.`);
  }
  expectations = [];
  return faults;
}

/** Installed once per test file by the jest preset's setup. */
export function guardConsole(): void {
  // Plain functions, not jest mocks: `jest.restoreAllMocks()` in a package's setup keeps them.
  console.error = record('error');
  console.warn = record('warn');
  const check = () => {
    const faults = settle();
    if (faults.length > 0) throw new Error(faults.join('\n\n'));
  };
  afterEach(check);
  // What a file logs after its last test (a late timer, a teardown) fails the file.
  afterAll(check);
}
