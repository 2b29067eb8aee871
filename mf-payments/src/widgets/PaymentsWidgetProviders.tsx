import { RemoteProviders } from '@dating/web';
import type { ReactNode } from 'react';
import { makeStore } from '../app/store';
import { createPaymentsI18n } from '../i18n/createPaymentsI18n';

/** A widget shown by the shell gets this remote's own store and texts, like `./App`. */
export function PaymentsWidgetProviders({ children }: { children: ReactNode }) {
  return (
    <RemoteProviders makeStore={makeStore} createI18n={createPaymentsI18n}>
      {children}
    </RemoteProviders>
  );
}
