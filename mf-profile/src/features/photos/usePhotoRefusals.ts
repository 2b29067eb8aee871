import type { PhotoRefusedNotice } from '@dating/contract';
import { eventBus, watchRealtime } from '@dating/web';
import { useEffect } from 'react';
import { api } from '../../app/api';
import { useAppDispatch } from '../../app/hooks';

/**
 * A member's new photo is screened after its upload was answered (the server's photos README): a
 * refusal removes it from the profile and says why (`photorefused`). Each one is given to
 * `onRefused`, and the profile is read again here and in the shell.
 */
export function usePhotoRefusals(onRefused: (notice: PhotoRefusedNotice) => void): void {
  const dispatch = useAppDispatch();
  useEffect(
    () =>
      watchRealtime((socket) => {
        const refused = (notice: PhotoRefusedNotice) => {
          dispatch(api.util.invalidateTags(['Profile']));
          eventBus.emit('profile:changed', undefined);
          onRefused(notice);
        };
        socket.on('photorefused', refused);
        return () => socket.off('photorefused', refused);
      }),
    [dispatch, onRefused],
  );
}
