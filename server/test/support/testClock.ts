/** A clock tests move by hand (code expiry, rate-limit windows, ages). */
export interface TestClock {
  now: () => Date;
  advance(milliseconds: number): void;
}

export function testClock(start = new Date('2026-11-22T09:00:00Z')): TestClock {
  let time = start.getTime();
  return {
    now: () => new Date(time),
    advance: (milliseconds) => {
      time += milliseconds;
    },
  };
}
