import { expectConsoleError } from '@dating/testing';

/** A part failing on purpose is reported twice: by React, and by the boundary that contains it. */
export function expectBoundaryReports(): void {
  expectConsoleError(/using the error boundary you provided, RemoteErrorBoundary/);
  expectConsoleError(/A part loaded on demand failed/);
}
