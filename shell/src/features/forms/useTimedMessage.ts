import { useTimedMessage as useSharedTimedMessage, type TimedMessageControls } from '@dating/ui';
import { useTranslation } from 'react-i18next';

/**
 * The shared timed message, as the shell's forms use it: a failure the server did not explain
 * (a 5xx, the network) says "try again" rather than nothing, so a sign-in never looks ignored.
 */
export function useTimedMessage(): TimedMessageControls {
  const { t } = useTranslation();
  return useSharedTimedMessage({ failureText: t('messages.tryAgain') });
}
