import { adoptOverrideParameters, clearRemoteOverrides, remoteOverrides } from './remoteOverrides';

describe("QA's remote overrides", () => {
  afterEach(() => {
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('moves ?remote:<name>=<version> from the address into the tab, keeping the rest', () => {
    window.history.replaceState(null, '', '/web/app/Message?remote:mf-chat=c0ffee&tab=2#top');

    adoptOverrideParameters();

    expect(window.location.pathname).toBe('/web/app/Message');
    expect(window.location.search).toBe('?tab=2');
    expect(window.location.hash).toBe('#top');
    expect(remoteOverrides()).toBe('mf-chat:c0ffee');
  });

  it('keeps them across addresses, replaces one per remote, and drops one given empty', () => {
    window.history.replaceState(null, '', '/web/?remote:mf-chat=old&remote:mf-profile=p1');
    adoptOverrideParameters();
    window.history.replaceState(null, '', '/web/app?remote:mf-chat=new');
    adoptOverrideParameters();
    expect(remoteOverrides()).toBe('mf-chat:new,mf-profile:p1');

    window.history.replaceState(null, '', '/web/app?remote:mf-profile=');
    adoptOverrideParameters();
    expect(remoteOverrides()).toBe('mf-chat:new');
    expect(window.location.search).toBe('');
  });

  it('ignores a name that is no remote, and forgets them all when cleared', () => {
    window.history.replaceState(null, '', '/web/?remote:mf-nothing=1&remote:mf-chat=c0ffee');
    adoptOverrideParameters();
    expect(remoteOverrides()).toBe('mf-chat:c0ffee');
    expect(window.location.search).toBe('');

    clearRemoteOverrides();
    expect(remoteOverrides()).toBe('');
  });
});
