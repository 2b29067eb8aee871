import {
  useTimedMessage as useSharedTimedMessage,
  type TimedMessageControls,
} from '@dating/shared';
import { useTranslation } from 'react-i18next';

export { MESSAGE_DURATION_MS, type ShownMessage, type TimedMessageControls } from '@dating/shared';

/** The shell's forms say "try again" when a call fails without the server's explanation. */
export function useTimedMessage(): TimedMessageControls {
  const { t } = useTranslation();
  return useSharedTimedMessage({ failureText: t('messages.tryAgain') });
}
