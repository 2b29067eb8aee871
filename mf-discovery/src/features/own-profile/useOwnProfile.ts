import { eventBus, useSession } from '@dating/web';
import { useEffect } from 'react';
import { useOwnProfileQuery } from './ownProfileApi';

/**
 * The signed-in member's profile, loaded once per store, refetched after every change and after
 * a purchase anywhere in the product (premium, boosts and super likes live on it).
 */
export function useOwnProfile() {
  const { memberId } = useSession();
  // Its readers show the profile only: a reload going out or coming back with the same answer
  // does not draw them again.
  const query = useOwnProfileQuery(memberId, {
    selectFromResult: ({ data, isUninitialized }) => ({ data, isUninitialized }),
  });
  const { refetch, isUninitialized } = query;
  useEffect(() => {
    if (isUninitialized) return;
    const reload = () => void refetch();
    eventBus.on('membership:changed', reload);
    return () => eventBus.off('membership:changed', reload);
  }, [refetch, isUninitialized]);
  return { data: query.data };
}
