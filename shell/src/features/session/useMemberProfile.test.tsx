import type { Profile } from '@dating/contract';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '../../app/store';
import { earlyProfileAnswered } from '../../test/earlyCallAnswered';
import { memberProfile, mockSignedInApi } from '../../test/mockSignedInApi';
import { storeSignedInSession } from '../../test/renderShell';
import { useLoadMemberProfile } from './useMemberProfile';

/** The name in the profile the page's call last stored (storeLastProfile): its answer has come. */
const storedName = () =>
  (JSON.parse(localStorage.getItem('last_profile') ?? 'null') as Profile | null)?.user_name;

/** The layout's reader of the profile, with the number of times it rendered. */
function renderLayoutReader() {
  const store = makeStore();
  const renders = { count: 0 };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  const { result } = renderHook(
    () => {
      renders.count += 1;
      return useLoadMemberProfile();
    },
    { wrapper },
  );
  return { result, renders };
}

describe("the layout's reading of the member's profile", () => {
  beforeEach(() => {
    localStorage.clear();
    storeSignedInSession(7, 'token-7');
  });
  afterEach(() => delete window.datingEarlyCalls);

  it('renders once when the profile call answers the early profile its first render showed', async () => {
    const api = mockSignedInApi();
    const profile = memberProfile({ user_name: 'Ada Early' });
    earlyProfileAnswered(profile);

    const { result, renders } = renderLayoutReader();
    expect(result.current.data).toBe(profile);
    await waitFor(() => expect(storedName()).toBe('Ada Early'));

    // Adopted as parsed, the answer is the profile shown: nothing the layout reads changed.
    expect(api.calls.map(({ call }) => call)).not.toContain('webprofile');
    expect(result.current.data).toBe(profile);
    expect(renders.count).toBe(1);
  });

  it('renders again with an answer that differs from the last profile shown', async () => {
    localStorage.setItem(
      'last_profile',
      JSON.stringify(memberProfile({ user_name: 'Ada Before' })),
    );
    mockSignedInApi({ profile: { user_name: 'Ada After' } });

    const { result } = renderLayoutReader();
    expect(result.current.data?.user_name).toBe('Ada Before');
    await waitFor(() => expect(storedName()).toBe('Ada After'));
    await waitFor(() => expect(result.current.data?.user_name).toBe('Ada After'));
  });
});
