import assert from 'node:assert/strict';
import { before, beforeEach, describe, it } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import type {
  ActivateBoostResponse,
  BoostPlansResponse,
  CheckBoostResponse,
  ClientTokenResponse,
  PlanPriceResponse,
  PremiumPlanPriceResponse,
  PremiumPlansResponse,
  ProfileResponse,
  SuperlikePacksResponse,
} from '@dating/contract/schemas';
import type { Kysely } from 'kysely';
import { pointAt } from '../../db/pointAt';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import { Sessions } from '../accounts/sessions';
import { SessionsRepository } from '../accounts/sessionsRepository';
import { ContentRepository } from '../content/contentRepository';
import { ContentService } from '../content/contentService';
import { BraintreeGateway } from './braintreeGateway';
import type { ChargeRequest, ChargeResult, PaymentGateway } from './paymentGateway';
import { PaymentsRepository } from './paymentsRepository';
import {
  DUPLICATE_WINDOW_MS,
  orderIdOf,
  PaymentsService,
  PENDING_GRACE_MS,
} from './paymentsService';
import { SandboxGateway } from './sandboxGateway';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

interface TestMember {
  id: number;
  token: string;
}

let memberCount = 0;

/** A member as sign-up leaves one, signed in: its id and bearer token. */
async function createMember(db: Kysely<Database>): Promise<TestMember> {
  memberCount += 1;
  const { id } = await db
    .insertInto('members')
    .values({
      email: `payer${memberCount}-${Date.now()}@example.test`,
      password_hash: 'not-a-real-hash',
      name: `Payer ${memberCount}`,
      birth_date: '1990-01-01',
      gender: 'female',
      location: 'Paris, Ile-de-France, France',
      coordinates: pointAt(2.35, 48.85),
      created_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return signIn(db, id, new Date());
}

/** A new session of the member, as a sign-in at `now` opens one. */
async function signIn(db: Kysely<Database>, id: number, now: Date): Promise<TestMember> {
  const sessions = new Sessions(
    new SessionsRepository(db),
    () => undefined,
    () => now,
  );
  return { id, token: await sessions.open(id) };
}

/** The sandbox, counting the charges it makes; each takes a moment, so concurrent Buys overlap. */
class CountingGateway extends SandboxGateway {
  chargesMade = 0;

  override async charge(request: ChargeRequest): Promise<ChargeResult> {
    this.chargesMade += 1;
    await delay(20);
    return super.charge(request);
  }
}

describe("Braintree's static test nonces", () => {
  const braintree = (environment: 'sandbox' | 'production') =>
    new BraintreeGateway({
      environment,
      merchantId: 'merchant',
      publicKey: 'public',
      privateKey: 'private',
      merchantAccountId: undefined,
    });

  it('pay many purchases in the sandboxes only; a checkout nonce pays one', () => {
    for (const gateway of [new SandboxGateway(), braintree('sandbox')]) {
      assert.equal(gateway.reusableNonce('fake-valid-nonce'), true, gateway.kind);
      assert.equal(gateway.reusableNonce('fake-processor-declined-visa-nonce'), true);
      assert.equal(gateway.reusableNonce('fake-valid-nonce#checkout-1'), false);
      assert.equal(gateway.reusableNonce('tokencc_bf_abc123_def456'), false);
    }
    assert.equal(braintree('production').reusableNonce('fake-valid-nonce'), false);
  });
});

for (const backend of testBackends()) {
  describe(`payment calls on ${backend.name}`, { skip: backend.skip }, () => {
    let db: Kysely<Database>;
    let clock: Date;
    const suite = useTestApp(backend, { options: { now: () => clock } });
    let member: TestMember;

    const post = (call: string, who: TestMember, payload: Record<string, unknown> = {}) =>
      suite.app.inject({
        method: 'POST',
        url: `/api/${call}`,
        headers: { authorization: `Bearer ${who.token}` },
        payload: { user_id: String(who.id), ...payload },
      });

    const balances = (who: TestMember) =>
      db
        .selectFrom('members')
        .select(['premium_until', 'superlike_count', 'boost_count', 'boosted_until'])
        .where('id', '=', who.id)
        .executeTakeFirstOrThrow();

    const ledger = (who: TestMember) =>
      db.selectFrom('payments').selectAll().where('member_id', '=', who.id).orderBy('id').execute();

    const payPremium = (who: TestMember, premiumId: number, price: string, nonce: string) =>
      post('webpaypremium', who, {
        premium_id: String(premiumId),
        price,
        currency_code: 'USD',
        pay_nonce: nonce,
      });

    before(() => {
      db = suite.database.handle.db;
    });
    beforeEach(async () => {
      clock = new Date();
      member = await createMember(db);
    });

    it('POST premiumlistweb answers the plans with their currency and gateway', async () => {
      const response = await post('premiumlistweb', member, { platform: 'web' });

      assert.equal(response.statusCode, 200);
      const body = response.json<PremiumPlansResponse>();
      assert.deepEqual(body, {
        status: 'true',
        result: [
          { id: 1, days: 30, type: '1 Month', price: '9.99', superlikecount: 5, boostcount: 1 },
          { id: 2, days: 90, type: '3 Months', price: '24.99', superlikecount: 20, boostcount: 3 },
          { id: 3, days: 180, type: '6 Months', price: '39.99', superlikecount: 50, boostcount: 6 },
        ],
        currency: 'USD',
        payment: 'sandbox',
        license_key: '',
      });
    });

    it("POST premiumid answers a plan's price and free items; an unknown plan is a 404", async () => {
      const response = await post('premiumid', member, { premiumid: '2' });

      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json<PremiumPlanPriceResponse>(), {
        status: 'true',
        result: { price: '24.99', superlikecount: 20, boostcount: 3 },
      });
      assert.equal((await post('premiumid', member, { premiumid: '99' })).statusCode, 404);
    });

    it('POST webboostlist and premiumboostid answer the boost plans and one price', async () => {
      const list = (
        await post('webboostlist', member, { platform: 'web' })
      ).json<BoostPlansResponse>();
      assert.deepEqual(list.result[1], { id: 2, boost_count: 5, price: '14.99' });
      assert.equal(list.currency, 'USD');
      assert.equal(list.payment, 'sandbox');

      const price = await post('premiumboostid', member, { premiumboostid: '2' });
      assert.deepEqual(price.json<PlanPriceResponse>(), {
        status: 'true',
        result: { price: '14.99' },
      });
    });

    it('POST websuperlikelist and premiumsuperlikeid answer the packs, one price and the count', async () => {
      const list = (
        await post('websuperlikelist', member, { platform: 'web' })
      ).json<SuperlikePacksResponse>();
      assert.deepEqual(list.result[0], { id: 1, superlike_count: 5, price: '4.99' });
      assert.equal(list.superlike_count, 0);
      assert.equal(list.license_key, '');

      const price = await post('premiumsuperlikeid', member, { premiumsuperlikeid: '3' });
      assert.deepEqual(price.json<PlanPriceResponse>().result, { price: '19.99' });
    });

    it('GET generateclienttoken answers a sandbox client token', async () => {
      const response = await suite.app.inject({
        method: 'GET',
        url: '/api/generateclienttoken',
        headers: { authorization: `Bearer ${member.token}` },
      });

      assert.equal(response.statusCode, 200);
      const body = response.json<ClientTokenResponse>();
      assert.equal(body.status, 'true');
      assert.equal(body.gateway, 'sandbox');
      assert.match(body.token, /^sandbox_[0-9a-f]{32}$/);
    });

    it("grants a paid premium plan's days, super likes and boosts, and records the payment", async () => {
      const response = await payPremium(member, 2, '24.99', 'fake-valid-nonce#premium-1');

      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { status: 'true' });
      const after = await balances(member);
      assert.equal(after.premium_until?.getTime(), clock.getTime() + 90 * DAY_MS);
      assert.equal(after.superlike_count, 20);
      assert.equal(after.boost_count, 3);
      const [payment, ...others] = await ledger(member);
      assert.equal(others.length, 0);
      assert.equal(payment?.status, 'succeeded');
      assert.equal(payment?.item_kind, 'premium');
      assert.equal(payment?.item_id, 2);
      assert.equal(payment?.amount, '24.99');
      assert.equal(payment?.currency, 'USD');
      assert.match(payment?.transaction_id ?? '', /^sandbox-/);
    });

    it('accepts the fields as multipart form data, as the browser sends them', async () => {
      const form = new FormData();
      form.set('user_id', String(member.id));
      form.set('premium_id', '1');
      form.set('price', '9.99');
      form.set('currency_code', 'USD');
      form.set('pay_nonce', 'fake-valid-visa-nonce#multipart');

      const response = await suite.app.inject({
        method: 'POST',
        url: '/api/webpaypremium',
        headers: { authorization: `Bearer ${member.token}` },
        payload: form,
      });

      assert.equal(response.statusCode, 200, response.body);
      assert.equal((await balances(member)).superlike_count, 5);
    });

    it('extends a still valid membership from its end', async () => {
      await payPremium(member, 1, '9.99', 'fake-valid-nonce#extend-1');
      await payPremium(member, 1, '9.99', 'fake-valid-nonce#extend-2');

      const after = await balances(member);
      assert.equal(after.premium_until?.getTime(), clock.getTime() + 60 * DAY_MS);
      assert.equal(after.superlike_count, 10);
    });

    it('lets a membership end by itself when its date passes, and renews it from then', async () => {
      const purchased = clock;
      await payPremium(member, 1, '9.99', 'fake-valid-nonce#expiring');
      const during = (await post('webprofile', member)).json<ProfileResponse>().result;
      assert.equal(during.premium_member, 'true');
      assert.equal(
        during.membership_valid_web,
        new Date(purchased.getTime() + 30 * DAY_MS).toISOString().slice(0, 10),
      );

      clock = new Date(purchased.getTime() + 31 * DAY_MS);
      // A month unused ends a session: the member signs in again.
      const returning = await signIn(db, member.id, clock);
      const later = (await post('webprofile', returning)).json<ProfileResponse>().result;
      assert.equal(later.premium_member, 'false');

      await payPremium(returning, 1, '9.99', 'fake-valid-nonce#renewed');
      assert.equal(
        (await balances(member)).premium_until?.getTime(),
        clock.getTime() + 30 * DAY_MS,
      );
    });

    it('grants nothing for a declined card, answers 402 and keeps the attempt', async () => {
      const response = await payPremium(member, 1, '9.99', 'fake-processor-declined-visa-nonce');

      assert.equal(response.statusCode, 402);
      assert.deepEqual(response.json(), { status: 'false', message: 'Payment declined' });
      const after = await balances(member);
      assert.equal(after.premium_until, null);
      assert.equal(after.superlike_count, 0);
      const profile = (await post('webprofile', member)).json<ProfileResponse>().result;
      assert.equal(profile.premium_member, 'false');
      const [payment] = await ledger(member);
      assert.equal(payment?.status, 'declined');
      assert.equal(payment?.decline_reason, 'Do Not Honor');
    });

    it('refuses a price or currency that differs from the plan, before any charge', async () => {
      const cheaper = await payPremium(member, 3, '0.99', 'fake-valid-nonce#cheap');
      const euros = await post('webpaypremium', member, {
        premium_id: '3',
        price: '39.99',
        currency_code: 'EUR',
        pay_nonce: 'fake-valid-nonce#euros',
      });

      assert.equal(cheaper.statusCode, 409);
      assert.equal(cheaper.json<{ status: string }>().status, 'false');
      assert.equal(euros.statusCode, 409);
      assert.equal((await balances(member)).premium_until, null);
      assert.deepEqual(await ledger(member), []);
    });

    it('charges and grants a retried payment once', async () => {
      const first = await payPremium(member, 1, '9.99', 'fake-valid-nonce#retried');
      const retry = await payPremium(member, 1, '9.99', 'fake-valid-nonce#retried');

      assert.equal(first.statusCode, 200);
      assert.equal(retry.statusCode, 200);
      const after = await balances(member);
      assert.equal(after.premium_until?.getTime(), clock.getTime() + 30 * DAY_MS);
      assert.equal(after.superlike_count, 5);
      assert.equal((await ledger(member)).length, 1);
    });

    it('refuses a one-use nonce already used by someone else or for another item, and a retried declined card', async () => {
      await payPremium(member, 1, '9.99', 'fake-valid-nonce#shared');
      const other = await createMember(db);

      const stolen = await payPremium(other, 1, '9.99', 'fake-valid-nonce#shared');
      assert.equal(stolen.statusCode, 409);
      assert.deepEqual(stolen.json(), {
        status: 'false',
        message: 'This payment has already been used',
      });
      assert.equal((await balances(other)).premium_until, null);
      assert.deepEqual(await ledger(other), []);
      const otherItem = await payPremium(member, 2, '24.99', 'fake-valid-nonce#shared');
      assert.equal(otherItem.statusCode, 409);
      assert.equal((await ledger(member)).length, 1);

      const declined = 'fake-processor-declined-mastercard-nonce#retry';
      assert.equal((await payPremium(other, 1, '9.99', declined)).statusCode, 402);
      assert.equal((await payPremium(other, 1, '9.99', declined)).statusCode, 402);
      assert.equal((await ledger(other)).length, 1);
    });

    it('lets members pay with fake-valid-nonce one after the other, each getting what they bought', async () => {
      const other = await createMember(db);

      const first = await payPremium(member, 1, '9.99', 'fake-valid-nonce');
      const second = await payPremium(other, 1, '9.99', 'fake-valid-nonce');

      assert.equal(first.statusCode, 200);
      assert.equal(second.statusCode, 200, second.body);
      for (const who of [member, other]) {
        const after = await balances(who);
        assert.equal(after.premium_until?.getTime(), clock.getTime() + 30 * DAY_MS);
        assert.equal(after.superlike_count, 5);
        assert.deepEqual(
          (await ledger(who)).map((row) => row.status),
          ['succeeded'],
        );
      }
    });

    it('counts a static test nonce Buy of the same item within 10 minutes once, and again after', async () => {
      const bought = clock;
      assert.equal((await payPremium(member, 1, '9.99', 'fake-valid-nonce')).statusCode, 200);

      clock = new Date(bought.getTime() + DUPLICATE_WINDOW_MS - MINUTE_MS);
      const retry = await payPremium(member, 1, '9.99', 'fake-valid-nonce');
      assert.equal(retry.statusCode, 200);
      assert.equal((await balances(member)).superlike_count, 5);
      assert.equal((await ledger(member)).length, 1);

      // Another item is another purchase, window or not.
      const boosts = await post('webpayboost', member, {
        boost_id: '2',
        price: '14.99',
        currency_code: 'USD',
        pay_nonce: 'fake-valid-nonce',
      });
      assert.equal(boosts.statusCode, 200);
      assert.equal((await balances(member)).boost_count, 1 + 5);

      clock = new Date(bought.getTime() + DUPLICATE_WINDOW_MS);
      const again = await payPremium(member, 1, '9.99', 'fake-valid-nonce');
      assert.equal(again.statusCode, 200);
      const after = await balances(member);
      assert.equal(after.premium_until?.getTime(), bought.getTime() + 60 * DAY_MS);
      assert.equal(after.superlike_count, 10);
      assert.deepEqual(
        (await ledger(member)).map((row) => [row.item_kind, row.status]),
        [
          ['premium', 'succeeded'],
          ['boost', 'succeeded'],
          ['premium', 'succeeded'],
        ],
      );
    });

    for (const nonce of ['fake-valid-nonce', 'fake-valid-nonce#one-checkout']) {
      it(`makes one charge and one grant of 50 concurrent Buys with ${nonce}`, async () => {
        const gateway = new CountingGateway();
        const service = new PaymentsService(
          new PaymentsRepository(db),
          new ContentService(new ContentRepository(db)),
          gateway,
          () => clock,
        );
        const buy = () =>
          service.payPremium({
            memberId: member.id,
            itemId: 1,
            nonce,
            price: '9.99',
            currency: 'USD',
          });

        const answers = await Promise.allSettled(Array.from({ length: 50 }, buy));

        assert.equal(gateway.chargesMade, 1);
        const [row, ...others] = await ledger(member);
        assert.equal(others.length, 0);
        assert.equal(row?.status, 'succeeded');
        const after = await balances(member);
        assert.equal(after.premium_until?.getTime(), clock.getTime() + 30 * DAY_MS);
        assert.equal(after.superlike_count, 5);
        // The rest were retries of that purchase: paid by the time they asked, or still paying.
        assert.ok(answers.some((answer) => answer.status === 'fulfilled'));
        for (const answer of answers) {
          if (answer.status === 'fulfilled') continue;
          assert.ok(answer.reason instanceof ApiError, String(answer.reason));
          assert.equal(answer.reason.statusCode, 409);
          assert.equal(answer.reason.message, 'This payment is still being processed');
        }
        await buy();
        assert.equal(gateway.chargesMade, 1);
      });
    }

    it('adds a boost pack to boost_count, and a super-like pack to superlike_count', async () => {
      const boost = await post('webpayboost', member, {
        boost_id: '2',
        price: '14.99',
        currency_code: 'USD',
        pay_nonce: 'fake-valid-nonce#boosts',
      });
      const superlikes = await post('webpaysuperlike', member, {
        superlike_id: '2',
        price: '11.99',
        currency_code: 'USD',
        pay_nonce: 'fake-valid-nonce#superlikes',
      });

      assert.equal(boost.statusCode, 200);
      assert.equal(superlikes.statusCode, 200);
      const after = await balances(member);
      assert.equal(after.boost_count, 5);
      assert.equal(after.superlike_count, 15);
      assert.equal(after.premium_until, null);
      const list = (await post('websuperlikelist', member)).json<SuperlikePacksResponse>();
      assert.equal(list.superlike_count, 15);
    });

    it('spends one boost for 30 minutes, one at a time, and lets it run out', async () => {
      const none = await post('webcheckboost', member);
      assert.deepEqual(none.json<CheckBoostResponse>(), {
        status: 'false',
        boost_count: 0,
        boosted_until: '',
      });
      const refused = await post('webactivateboost', member);
      assert.equal(refused.statusCode, 409);
      assert.equal(refused.json<{ message: string }>().message, 'No boosts left');

      await db.updateTable('members').set({ boost_count: 2 }).where('id', '=', member.id).execute();
      const activated = await post('webactivateboost', member);
      assert.equal(activated.statusCode, 200);
      const until = new Date(clock.getTime() + 30 * MINUTE_MS).toISOString();
      assert.deepEqual(activated.json<ActivateBoostResponse>(), {
        status: 'true',
        boost_count: 1,
        boosted_until: until,
      });

      const again = await post('webactivateboost', member);
      assert.equal(again.statusCode, 409);
      assert.equal(again.json<{ message: string }>().message, 'Boost is already active');
      assert.deepEqual((await post('webcheckboost', member)).json<CheckBoostResponse>(), {
        status: 'true',
        boost_count: 1,
        boosted_until: until,
      });

      clock = new Date(clock.getTime() + 31 * MINUTE_MS);
      assert.deepEqual((await post('webcheckboost', member)).json<CheckBoostResponse>(), {
        status: 'false',
        boost_count: 1,
        boosted_until: '',
      });
    });

    it('answers 403 Invalid access when user_id names another member', async () => {
      const other = await createMember(db);

      for (const call of [
        'webpaypremium',
        'webcheckboost',
        'webactivateboost',
        'websuperlikelist',
      ]) {
        const response = await post(call, member, {
          user_id: String(other.id),
          premium_id: '1',
          price: '9.99',
          currency_code: 'USD',
          pay_nonce: `fake-valid-nonce#${call}`,
        });
        assert.equal(response.statusCode, 403, call);
        assert.deepEqual(response.json(), { status: 'false', message: 'Invalid access' });
      }
      assert.equal((await balances(other)).premium_until, null);
      assert.deepEqual(await ledger(member), []);
    });

    it('answers 401 without a token', async () => {
      const response = await suite.app.inject({
        method: 'POST',
        url: '/api/webcheckboost',
        payload: {},
      });
      assert.equal(response.statusCode, 401);
    });

    it('records a gateway failure as failed and grants nothing', async () => {
      const unreachable: PaymentGateway = {
        kind: 'braintree',
        clientToken: () => Promise.reject(new Error('unreachable')),
        reusableNonce: () => false,
        charge: () => Promise.reject(new Error('unreachable')),
        findCharge: () => Promise.reject(new Error('unreachable')),
      };
      const service = new PaymentsService(
        new PaymentsRepository(db),
        new ContentService(new ContentRepository(db)),
        unreachable,
        () => clock,
      );

      await assert.rejects(
        service.payBoost({
          memberId: member.id,
          itemId: 1,
          nonce: 'real-nonce-1',
          price: '3.99',
          currency: 'USD',
        }),
        /unreachable/,
      );
      assert.equal((await balances(member)).boost_count, 0);
      assert.equal((await ledger(member))[0]?.status, 'failed');
    });

    describe('reconciling payments left pending (the server stopped between charge and grant)', () => {
      let gateway: SandboxGateway;
      let service: PaymentsService;

      /** An attempt opened and maybe charged, whose grant never ran. */
      async function leftPending(nonce: string | null) {
        const repository = new PaymentsRepository(db);
        const { opened, attempt } = await repository.openSingleUseAttempt(
          {
            memberId: member.id,
            kind: 'boost',
            itemId: 1,
            amount: '3.99',
            currency: 'USD',
            gateway: gateway.kind,
            nonce: nonce ?? `never-charged-${member.id}`,
          },
          clock,
        );
        assert.ok(opened);
        const charge =
          nonce === null
            ? null
            : await gateway.charge({
                nonce,
                amount: '3.99',
                currency: 'USD',
                orderId: orderIdOf(attempt.id),
              });
        return { attempt, charge };
      }

      beforeEach(() => {
        gateway = new SandboxGateway();
        service = new PaymentsService(
          new PaymentsRepository(db),
          new ContentService(new ContentRepository(db)),
          gateway,
          () => clock,
        );
      });

      it('grants a charged payment once, and only after it can no longer be in flight', async () => {
        const { charge } = await leftPending(`fake-valid-nonce#${member.id}`);
        const boosts = (await service.boostPlan(1)).boost_count;

        const tooSoon = await service.reconcilePending();
        assert.equal(tooSoon.granted, 0);
        assert.equal((await ledger(member))[0]?.status, 'pending');

        clock = new Date(clock.getTime() + PENDING_GRACE_MS + MINUTE_MS);
        const report = await service.reconcilePending();
        const again = await service.reconcilePending();

        assert.equal(report.granted, 1);
        assert.equal(again.granted, 0);
        assert.equal((await balances(member)).boost_count, boosts);
        const [row] = await ledger(member);
        assert.equal(row?.status, 'succeeded');
        assert.equal(row?.transaction_id, charge?.outcome === 'succeeded' && charge.transactionId);
      });

      it('closes a declined or never-made charge without granting anything', async () => {
        await leftPending(`fake-processor-declined-visa-nonce#${member.id}`);
        await leftPending(null);
        clock = new Date(clock.getTime() + PENDING_GRACE_MS + MINUTE_MS);

        const report = await service.reconcilePending();

        assert.equal(report.declined, 1);
        assert.equal(report.failed, 1);
        assert.deepEqual(
          (await ledger(member)).map((row) => row.status),
          ['declined', 'failed'],
        );
        assert.equal((await balances(member)).boost_count, 0);
      });

      it('leaves a payment pending while the gateway cannot be asked', async () => {
        await leftPending(`fake-valid-nonce#${member.id}`);
        clock = new Date(clock.getTime() + PENDING_GRACE_MS + MINUTE_MS);
        gateway.findCharge = () => Promise.reject(new Error('unreachable'));

        const report = await service.reconcilePending();

        assert.equal(report.unknown, 1);
        assert.equal((await ledger(member))[0]?.status, 'pending');
        assert.equal((await balances(member)).boost_count, 0);
      });
    });
  });
}
