import { callEndpoint, isRefusal, ownProfileEndpoint, whenPageIdle } from '@dating/web';
import {
  type CountsResponse,
  type Language,
  type LoginResponse,
  type Profile,
} from '@dating/contract';
import { shellApi, startApiListening } from '../../app/api';
import {
  profileLoaded,
  selectMemberId,
  sessionExpired,
  signedIn,
  standingRefused,
} from './sessionSlice';
import { isStandingRefusal } from './signIn';
import { storeLastProfile, storeMemberName } from './storedSession';

/** E-mail and password, or a social provider's id and access token (spec section 4). */
export type LoginArgs = {
  email: string;
  language: Language;
  /** Confirms signing a deactivated account back in (the server answers 409 without it). */
  reactivate?: 'true';
} & ({ password: string } | { fbid: string; access_token: string });

/** The session calls of spec section 7: signing in and out, the own profile, online, counts. */
export const sessionApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation({
      ...callEndpoint(
        'webemaillogin',
        (body: LoginArgs) => ({ body }),
        (response: LoginResponse) => response.peoples,
      ),
    }),
    logout: build.mutation({
      ...callEndpoint('weblogout', (memberId: number) => ({ body: { user_id: memberId } })),
    }),
    onlineStatus: build.mutation({
      ...callEndpoint(
        'webonlinestatus',
        ({ memberId, online }: { memberId: number; online: boolean }) => ({
          body: { user_id: memberId, status: online ? 1 : 0 },
        }),
      ),
    }),
    profile: build.query<Profile, number>(ownProfileEndpoint),
    counts: build.query({
      ...callEndpoint(
        'webgetcounts',
        (memberId: number) => ({ body: { user_id: memberId } }),
        (response: CountsResponse) => response.result,
      ),
      providesTags: ['Counts'],
    }),
  }),
});

export const { useProfileQuery } = sessionApi;

// What the session calls' answers do, added with the calls themselves (spec section 4, Session).
startApiListening({
  matcher: sessionApi.endpoints.login.matchFulfilled,
  effect: ({ payload }, api) => {
    api.dispatch(signedIn({ memberId: payload.user_id, token: payload.token }));
  },
});

startApiListening({
  matcher: sessionApi.endpoints.login.matchRejected,
  effect: ({ payload: error }, api) => {
    if (isStandingRefusal(error) && error.message) api.dispatch(standingRefused(error.message));
  },
});

startApiListening({
  matcher: sessionApi.endpoints.profile.matchFulfilled,
  effect: ({ payload: profile }, api) => {
    if (profile.userstatus === 0) {
      api.dispatch(sessionExpired());
      return;
    }
    api.dispatch(
      profileLoaded({ memberId: profile.user_id, premium: profile.premium_member === 'true' }),
    );
    storeMemberName(profile.user_name);
    storeLastProfile(profile);
    // Online is announced once the page is idle, after the first screen's calls; not if the
    // member signed out meanwhile (which announced them offline).
    whenPageIdle(() => {
      if (selectMemberId(api.getState()) !== profile.user_id) return;
      void api.dispatch(
        sessionApi.endpoints.onlineStatus.initiate({ memberId: profile.user_id, online: true }),
      );
    });
  },
});

startApiListening({
  matcher: sessionApi.endpoints.profile.matchRejected,
  effect: ({ payload: error }, api) => {
    // A refusal (status 'false' with a 4xx) ends the session; a server or network failure
    // leaves it, and the layout shows the not-found page (spec section 8).
    if (isRefusal(error)) api.dispatch(sessionExpired());
  },
});
