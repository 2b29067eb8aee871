import { callEndpoint } from '@dating/web';
import type { CallArgs } from '@dating/web';
import type { PaymentFields, PaymentResponse } from '@dating/contract';
import { api } from '../../app/api';
import type { Purchase } from './purchases';

export interface PayArgs {
  purchase: Purchase;
  itemId: number;
  fields: PaymentFields;
}

/** A purchase's payment call: the shared payment fields and its item's own id field. */
function paymentCall({ purchase, itemId, fields }: PayArgs): CallArgs {
  switch (purchase.call) {
    case 'webpaypremium':
      return { call: purchase.call, body: { ...fields, premium_id: itemId } };
    case 'webpayboost':
      return { call: purchase.call, body: { ...fields, boost_id: itemId } };
    case 'webpaysuperlike':
      return { call: purchase.call, body: { ...fields, superlike_id: itemId } };
  }
}

/** The client token the card form starts with, and the payment call of each purchase. */
export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    clientToken: build.query({
      ...callEndpoint('generateclienttoken', () => ({ method: 'GET' })),
      // A token is for one checkout: never reuse one from an earlier visit.
      keepUnusedDataFor: 0,
    }),
    pay: build.mutation<PaymentResponse, PayArgs>({
      query: paymentCall,
    }),
  }),
});

export const { useClientTokenQuery, usePayMutation } = checkoutApi;
