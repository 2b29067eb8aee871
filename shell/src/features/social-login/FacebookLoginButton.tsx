import { pathTo, type SocialLoginConfig } from '@dating/contract';
import { FormMessage } from '@dating/ui/forms';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TEST_IDS } from '../../testIds';
import { useSingleSubmit } from '../forms/useSingleSubmit';
import { useTimedMessage } from '../forms/useTimedMessage';
import { selectLanguage } from '../locale/localeSlice';
import { useReactivationPrompt } from '../login/useReactivationPrompt';
import type { LoginArgs } from '../session/sessionApi';
import { isStandingRefusal, mutationAnswer, signIn } from '../session/signIn';
import { socialProfileReceived } from '../signup/signupSlice';
import {
  askFacebookProfile,
  loadFacebookSdk,
  type FacebookSdk,
  type ProviderProfile,
} from './facebookSdk';
import { StandInSignInModal } from './StandInSignInModal';

/**
 * Social login (spec section 4): a known member is signed in and goes to PeopleNear; a new one
 * goes to the Signup tab with the provider's e-mail, name and picture. The provider is Facebook's
 * SDK, or the server's local stand-in (a development server without Facebook keys).
 */
export function FacebookLoginButton({ config }: { config: SocialLoginConfig }) {
  const appId = 'facebook_app_id' in config ? config.facebook_app_id : null;
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [, setSearchParams] = useSearchParams();
  const language = useAppSelector(selectLanguage);
  const message = useTimedMessage();
  const [sdk, setSdk] = useState<FacebookSdk | null>(null);
  const { fromFailure } = message;
  const reactivation = useReactivationPrompt();
  // The deactivated member's credentials, kept while they are asked whether to come back.
  const [deactivated, setDeactivated] = useState<LoginArgs | null>(null);
  const [standInOpen, setStandInOpen] = useState(false);

  /** Signs a known member in; a deactivated one is asked first, then signed in reactivated. */
  const enter = async (credentials: LoginArgs): Promise<void> => {
    try {
      await signIn(dispatch, credentials);
      void navigate(pathTo('peopleNear'), { replace: true });
    } catch (error) {
      if (reactivation.offer(error)) setDeactivated(credentials);
      // A suspension or ban is the page's standing notice, not a passing message.
      else if (!isStandingRefusal(error)) fromFailure(error);
    }
  };

  useEffect(() => {
    if (appId === null) return;
    let mounted = true;
    loadFacebookSdk(appId).then(
      (loaded) => {
        if (mounted) setSdk(loaded);
      },
      (error: unknown) => {
        if (mounted) fromFailure(error);
      },
    );
    return () => {
      mounted = false;
    };
  }, [appId, fromFailure]);

  const providerSignIn = useSingleSubmit(async (ask: () => Promise<ProviderProfile | null>) => {
    const answer = await ask();
    if (!answer) return;
    const { auth, me } = answer;
    const email = me.email ?? '';
    try {
      if (email) {
        const credentials = { email, fbid: auth.userID, access_token: auth.accessToken, language };
        // Loaded now: the login page starts without RTK Query (session/signIn.ts).
        const { socialLoginApi } = await import('./socialLoginApi');
        const check = await mutationAnswer(
          dispatch(socialLoginApi.endpoints.checkSocialMember.initiate(credentials)),
        );
        if (check.data === 0) {
          await enter(credentials);
          return;
        }
      }
      // New here (or no e-mail shared with us): the sign-up form takes over, prefilled.
      dispatch(
        socialProfileReceived({
          email,
          userID: auth.userID,
          name: me.name ?? '',
          picture: me.picture?.data?.url ?? '',
          accessToken: auth.accessToken,
        }),
      );
      setSearchParams({ signuptab: 'yes' });
    } catch (error) {
      fromFailure(error);
    }
  });

  return (
    <div className="social-login">
      <button
        type="button"
        className="social-login__facebook"
        data-testid={TEST_IDS.facebookLogin}
        // Opened straight from the click, or browsers block the provider's popup.
        onClick={() => {
          if (appId === null) setStandInOpen(true);
          else if (sdk) void providerSignIn.run(() => askFacebookProfile(sdk));
        }}
        disabled={(appId !== null && !sdk) || providerSignIn.busy}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M14 8h3V4h-3c-2.8 0-4 1.9-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.6-.6z" />
        </svg>
        {t('social.facebook')}
      </button>
      <FormMessage testId={TEST_IDS.formMessage} message={message.shown} />
      {appId === null ? (
        <StandInSignInModal
          open={standInOpen}
          onClose={() => setStandInOpen(false)}
          onSignedIn={(profile) => {
            setStandInOpen(false);
            void providerSignIn.run(() => Promise.resolve(profile));
          }}
        />
      ) : null}
      {reactivation.prompt(() => {
        if (deactivated) void enter({ ...deactivated, reactivate: 'true' });
      })}
    </div>
  );
}
