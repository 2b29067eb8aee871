import { API_PREFIX, whenPageIdle } from '@dating/web';
import { type RemoteReport } from '@dating/contract';

/** The most the server takes in one call (the contract's MAX_REMOTE_REPORTS, a schema value). */
const MOST_PER_CALL = 20;

/**
 * What became of a remote's version on this page (POST remotes/report): its App or widget
 * 'loaded', it 'failed' to load, or it threw an 'error' once mounted; the server rolls a canary
 * back by itself when its share of failures outgrows the stable version's.
 * Collects the page's reports and sends them together once the page is idle, with `keepalive`
 * so a page being left still sends what it has. Each remote version's outcome is reported at most
 * once per page load: a member retrying ten times is not ten failures. Nothing personal is sent.
 */
export function createRemoteReporter(): (report: RemoteReport) => void {
  const reported = new Set<string>();
  const waiting: RemoteReport[] = [];

  const send = () => {
    while (waiting.length > 0) {
      fetch(`${API_PREFIX}/remotes/report`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ reports: waiting.splice(0, MOST_PER_CALL) }),
        keepalive: true,
      }).catch(() => undefined); // a lost report only weakens the canary's figures
    }
  };
  addEventListener('pagehide', send);

  return (report) => {
    const key = `${report.remote} ${report.version} ${report.outcome}`;
    if (reported.has(key)) return;
    reported.add(key);
    // The first waiting report schedules the sending of all that come before it runs.
    if (waiting.push(report) === 1) whenPageIdle(send);
  };
}
