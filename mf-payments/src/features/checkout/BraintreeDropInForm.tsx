import type { Dropin } from 'braintree-web-drop-in';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import type { CardFormHandle } from './CardForm';

/** The drop-in's own locales for the app's languages (it shows its own texts). */
const DROPIN_LOCALES: Record<string, string> = {
  en: 'en_US',
  fr: 'fr_FR',
  sp: 'es_ES',
  ar: 'ar_EG',
};

/**
 * Braintree's drop-in card form, started with a real Braintree client token. The SDK is a
 * lazily loaded chunk: members paying through the sandbox never download it.
 */
export function BraintreeDropInForm({
  token,
  language,
  ref,
}: {
  token: string;
  language: string;
  ref: Ref<CardFormHandle>;
}) {
  const containerRef = useRef<HTMLDivElement>(null);
  const dropinRef = useRef<Promise<Dropin> | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const created = import('braintree-web-drop-in').then((dropin) =>
      dropin.create({ authorization: token, container, locale: DROPIN_LOCALES[language] }),
    );
    dropinRef.current = created;
    return () => {
      dropinRef.current = null;
      void created.then((instance) => instance.teardown()).catch(() => undefined);
    };
  }, [token, language]);

  useImperativeHandle(
    ref,
    () => ({
      async requestNonce() {
        if (!dropinRef.current) throw new Error('The card form is not ready');
        const payload = await (await dropinRef.current).requestPaymentMethod();
        return payload.nonce;
      },
      clearCard() {
        void dropinRef.current?.then((instance) => instance.clearSelectedPaymentMethod());
      },
    }),
    [],
  );

  return <div ref={containerRef} data-testid="braintree-drop-in" />;
}
