import type { ClientTokenResponse, PaymentFields, PaymentResponse } from '@dating/shared';
import { api } from '../../app/api';
import type { Purchase } from './purchases';

export interface PayArgs {
  purchase: Purchase;
  itemId: number;
  fields: PaymentFields;
}

/** The client token the card form starts with, and the payment call of each purchase. */
export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    clientToken: build.query<ClientTokenResponse, void>({
      query: () => ({ call: 'generateclienttoken', method: 'GET' }),
      // A token is for one checkout: never reuse one from an earlier visit.
      keepUnusedDataFor: 0,
    }),
    pay: build.mutation<PaymentResponse, PayArgs>({
      query: ({ purchase, itemId, fields }) => ({
        call: purchase.call,
        body: { ...fields, [purchase.itemField]: itemId },
      }),
    }),
  }),
});

export const { useClientTokenQuery, usePayMutation } = checkoutApi;
