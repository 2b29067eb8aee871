import { RemoteProviders, type RemoteWidgetProps } from '@dating/web';
import { makeStore } from '../app/store';
import { CallScreen } from '../features/calls/CallScreen';
import { createChatI18n } from '../i18n/createChatI18n';

/** Exposed as `./widgets/Call`: the shell shows it on `call:open` (a ring, or a call started). */
export default function CallWidget({ onClose, request }: RemoteWidgetProps<'call'>) {
  if (!request) return null;
  return (
    <RemoteProviders makeStore={makeStore} createI18n={createChatI18n}>
      <CallScreen request={request} onClose={onClose} />
    </RemoteProviders>
  );
}
