import type { CallKind } from '@dating/contract';
import { eventBus } from '@dating/web';
import { useTranslation } from 'react-i18next';
import { useCallSettingsQuery, useSetCallsAllowedMutation } from './callsApi';
import './callButtons.css';

export interface CallTarget {
  chatId: number;
  userId: number;
  name: string;
  /** Their main photo URL, shown on the call screen. */
  image?: string;
}

/**
 * The chat header's voice and video call buttons. They open the call screen (mf-chat's call
 * widget, loaded then): the screen rings the other and says why when a call cannot be made.
 */
export function CallButtons({ chatId, userId, name, image }: CallTarget) {
  const { t } = useTranslation();
  const call = (kind: CallKind) =>
    eventBus.emit('call:open', { outgoing: { chatId, userId, name, image, kind } });
  return (
    <div className="chat-header__calls">
      <button
        type="button"
        className="chat-header__call"
        aria-label={`${t('calls.voiceCall')}: ${name}`}
        onClick={() => call('voice')}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2" />
        </svg>
      </button>
      <button
        type="button"
        className="chat-header__call"
        aria-label={`${t('calls.videoCall')}: ${name}`}
        onClick={() => call('video')}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 7h12v10H3zM15 10l6-3v10l-6-3" />
        </svg>
      </button>
    </div>
  );
}

/** The menu's "Allow calls" switch for this chat: either member may turn calls off. */
export function AllowCallsSwitch({ chatId }: { chatId: number }) {
  const { t } = useTranslation();
  const { data } = useCallSettingsQuery({ chatId });
  const [setAllowed, { isLoading }] = useSetCallsAllowedMutation();
  const allowed = data?.allow_calls !== 'false';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={allowed}
      disabled={!data || isLoading}
      onClick={() => void setAllowed({ chatId, allow: !allowed })}
    >
      {t('calls.allowCalls')}
    </button>
  );
}
