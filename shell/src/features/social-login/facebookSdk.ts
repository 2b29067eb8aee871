/** The few calls of Facebook's JavaScript SDK the social login uses. */
export interface FacebookAuthResponse {
  accessToken: string;
  userID: string;
}

export interface FacebookMe {
  id: string;
  name?: string;
  email?: string;
  picture?: { data?: { url?: string } };
}

/** Who the provider says signed in: Facebook's popup, or the local stand-in's dialog. */
export interface ProviderProfile {
  auth: FacebookAuthResponse;
  me: FacebookMe;
}

export interface FacebookSdk {
  init(options: { appId: string; version: string; cookie: boolean; xfbml: boolean }): void;
  login(
    callback: (response: { authResponse: FacebookAuthResponse | null }) => void,
    options: { scope: string },
  ): void;
  api(path: string, params: { fields: string }, callback: (response: FacebookMe) => void): void;
}

declare global {
  interface Window {
    FB?: FacebookSdk;
    fbAsyncInit?: () => void;
  }
}

const SDK_URL = 'https://connect.facebook.net/en_US/sdk.js';
const GRAPH_API_VERSION = 'v19.0';

let loading: Promise<FacebookSdk> | null = null;

/** Loads and initialises the SDK once; only called when the server has a Facebook app. */
export function loadFacebookSdk(appId: string): Promise<FacebookSdk> {
  loading ??= new Promise<FacebookSdk>((resolve, reject) => {
    const ready = (sdk: FacebookSdk) => {
      sdk.init({ appId, version: GRAPH_API_VERSION, cookie: false, xfbml: false });
      resolve(sdk);
    };
    if (window.FB) {
      ready(window.FB);
      return;
    }
    window.fbAsyncInit = () => {
      if (window.FB) ready(window.FB);
      else reject(new Error('The Facebook SDK started without FB'));
    };
    const script = document.createElement('script');
    script.src = SDK_URL;
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.onerror = () => {
      loading = null; // a later visit to the page may try again
      script.remove();
      reject(new Error('The Facebook SDK could not be loaded'));
    };
    document.body.append(script);
  });
  return loading;
}

/** The provider's login popup, then the member's public profile; null when they cancel. */
export function askFacebookProfile(sdk: FacebookSdk): Promise<ProviderProfile | null> {
  return new Promise((resolve) => {
    sdk.login(
      ({ authResponse }) => {
        if (!authResponse) {
          resolve(null);
          return;
        }
        sdk.api('/me', { fields: 'id,name,email,picture.width(480).height(480)' }, (me) =>
          resolve({ auth: authResponse, me }),
        );
      },
      { scope: 'public_profile,email' },
    );
  });
}
