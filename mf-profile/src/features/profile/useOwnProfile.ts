import { useSession } from '@dating/web';
import { useOwnProfileQuery } from './profileApi';

/**
 * The signed-in member's profile, loaded once per store and language and refetched after every
 * change.
 */
export function useOwnProfile() {
  const { memberId, language } = useSession();
  return useOwnProfileQuery({ memberId, language });
}
