import type { AppStartListening } from '../../app/store';
import { sessionExpired } from './sessionSlice';
import { clearStoredSession } from './storedSession';

export function addSessionListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: sessionExpired,
    effect: () => clearStoredSession(),
  });
}
