import type {
  ActivateBoostResponse,
  BoostPlan,
  CheckBoostResponse,
  PlanListMeta,
  PremiumPlan,
  SuperlikePack,
} from '@dating/contract/schemas';
import { DEFAULT_LANGUAGE, MESSAGES, type Language } from '@dating/contract/rules';
import { ApiError } from '../../http/apiError';
import type { ContentService } from '../content/contentService';
import type { PaymentGateway } from './paymentGateway';
import type { Grant, PaymentRow, PaymentsRepository, PurchaseKind } from './paymentsRepository';

/** Spec section 9: a boost makes the member the top profile in the area for 30 minutes. */
export const BOOST_MINUTES = 30;

/** What the browser posts to pay (spec section 7); the price is only checked, never charged. */
export interface PaymentRequest {
  memberId: number;
  itemId: number;
  nonce: string;
  price: string;
  currency: string;
}

interface CatalogueItem {
  price: string;
  grant: Grant;
}

/** A price as whole cents, or NaN when it is not an amount. */
function cents(price: string): number {
  return /^\d+(\.\d+)?$/.test(price.trim()) ? Math.round(Number(price) * 100) : Number.NaN;
}

const NO_GRANT: Grant = { premiumDays: 0, superlikes: 0, boosts: 0 };

/**
 * Braintree's duplicate check: a reusable (static test) nonce by the same member for the same
 * item within this long is the same purchase, retried.
 */
export const DUPLICATE_WINDOW_MS = 10 * 60_000;

/** How long a pending attempt may be in flight before reconciliation settles it. */
export const PENDING_GRACE_MS = 10 * 60_000;

const NO_CHARGE = 'No charge at the gateway';

/** The ledger row's reference at the gateway. */
export function orderIdOf(paymentId: string): string {
  return `payment-${paymentId}`;
}

/** How many pending attempts a reconciliation settled, and how. */
export interface ReconcileReport {
  granted: number;
  declined: number;
  failed: number;
  /** The gateway could not say: still pending. */
  unknown: number;
}

/**
 * The rules of premium plans, boosts and super-like packs. Prices come from the content module's
 * catalogue, never from the caller; the ledger makes each payment count once.
 */
export class PaymentsService {
  constructor(
    private readonly repository: PaymentsRepository,
    private readonly content: ContentService,
    private readonly gateway: PaymentGateway,
    private readonly now: () => Date,
  ) {}

  get gatewayKind(): PaymentGateway['kind'] {
    return this.gateway.kind;
  }

  async listMeta(): Promise<PlanListMeta> {
    const settings = await this.content.settings();
    return { currency: settings.currency, payment: this.gateway.kind, license_key: '' };
  }

  /** The plans with their type labels in `language`. */
  async premiumPlans(language: Language = DEFAULT_LANGUAGE): Promise<PremiumPlan[]> {
    const plans = await this.content.listPremiumPlans(language);
    return plans.map((plan) => ({
      id: plan.id,
      days: plan.days,
      type: plan.type,
      price: plan.price,
      superlikecount: plan.superlike_count,
      boostcount: plan.boost_count,
    }));
  }

  async premiumPlan(id: number, language: Language = DEFAULT_LANGUAGE): Promise<PremiumPlan> {
    const plan = (await this.premiumPlans(language)).find((candidate) => candidate.id === id);
    if (!plan) throw new ApiError(404, MESSAGES.noSuchPremiumPlan);
    return plan;
  }

  boostPlans(): Promise<BoostPlan[]> {
    return this.content.listBoostPlans();
  }

  async boostPlan(id: number): Promise<BoostPlan> {
    const plan = (await this.boostPlans()).find((candidate) => candidate.id === id);
    if (!plan) throw new ApiError(404, MESSAGES.noSuchBoostPlan);
    return plan;
  }

  superlikePacks(): Promise<SuperlikePack[]> {
    return this.content.listSuperlikePacks();
  }

  async superlikePack(id: number): Promise<SuperlikePack> {
    const pack = (await this.superlikePacks()).find((candidate) => candidate.id === id);
    if (!pack) throw new ApiError(404, MESSAGES.noSuchSuperlikePack);
    return pack;
  }

  async superlikeCount(memberId: number): Promise<number> {
    return (await this.repository.superlikeCount(memberId)) ?? 0;
  }

  clientToken(): Promise<string> {
    return this.gateway.clientToken();
  }

  async checkBoost(memberId: number): Promise<CheckBoostResponse> {
    const state = await this.repository.boostState(memberId);
    if (!state) throw new ApiError(404, MESSAGES.notFound);
    const active = state.boosted_until !== null && state.boosted_until > this.now();
    return {
      status: active ? 'true' : 'false',
      boost_count: state.boost_count,
      boosted_until: active && state.boosted_until ? state.boosted_until.toISOString() : '',
    };
  }

  async activateBoost(memberId: number): Promise<Omit<ActivateBoostResponse, 'status'>> {
    const now = this.now();
    const until = new Date(now.getTime() + BOOST_MINUTES * 60_000);
    const started = await this.repository.activateBoost(memberId, now, until);
    if (started?.boosted_until) {
      return {
        boost_count: started.boost_count,
        boosted_until: started.boosted_until.toISOString(),
      };
    }
    const state = await this.checkBoost(memberId);
    throw new ApiError(
      409,
      state.status === 'true' ? MESSAGES.boostAlreadyActive : MESSAGES.noBoostsLeft,
    );
  }

  payPremium(request: PaymentRequest): Promise<void> {
    return this.pay('premium', request);
  }

  payBoost(request: PaymentRequest): Promise<void> {
    return this.pay('boost', request);
  }

  paySuperlike(request: PaymentRequest): Promise<void> {
    return this.pay('superlike', request);
  }

  /**
   * Settles the attempts left pending by a server that stopped between charging and granting:
   * the gateway says what became of each charge. Only attempts older than `PENDING_GRACE_MS`,
   * so a payment another process is still making is left alone.
   */
  async reconcilePending(): Promise<ReconcileReport> {
    const report: ReconcileReport = { granted: 0, declined: 0, failed: 0, unknown: 0 };
    const cutoff = new Date(this.now().getTime() - PENDING_GRACE_MS);
    for (const attempt of await this.repository.pendingOpenedBefore(cutoff)) {
      let charge;
      try {
        charge = await this.gateway.findCharge(orderIdOf(attempt.id));
      } catch {
        // The gateway is unreachable: the attempt stays pending for the next run.
        report.unknown += 1;
        continue;
      }
      if (charge === null) {
        await this.repository.closeAttempt(attempt.id, 'failed', NO_CHARGE, this.now());
        report.failed += 1;
      } else if (charge.outcome === 'declined') {
        await this.repository.closeAttempt(attempt.id, 'declined', charge.reason, this.now());
        report.declined += 1;
      } else {
        // What the item grants today: the ledger keeps the price paid, not the plan's contents.
        const { grant } = await this.catalogueItem(attempt.item_kind, attempt.item_id);
        await this.repository.completePurchase(
          attempt.id,
          charge.transactionId,
          attempt.member_id,
          grant,
          this.now(),
        );
        report.granted += 1;
      }
    }
    return report;
  }

  private async catalogueItem(kind: PurchaseKind, itemId: number): Promise<CatalogueItem> {
    switch (kind) {
      case 'premium': {
        const plan = await this.premiumPlan(itemId);
        return {
          price: plan.price,
          grant: {
            premiumDays: plan.days,
            superlikes: plan.superlikecount,
            boosts: plan.boostcount,
          },
        };
      }
      case 'boost': {
        const plan = await this.boostPlan(itemId);
        return { price: plan.price, grant: { ...NO_GRANT, boosts: plan.boost_count } };
      }
      case 'superlike': {
        const pack = await this.superlikePack(itemId);
        return { price: pack.price, grant: { ...NO_GRANT, superlikes: pack.superlike_count } };
      }
    }
  }

  /**
   * Charges the catalogue price once per purchase: a single-use nonce pays one purchase; a
   * reusable one pays again once `DUPLICATE_WINDOW_MS` has passed or for another member or item.
   * A retry of a paid purchase answers success without a second charge or grant; a retry of a
   * refused one is refused again.
   */
  private async pay(kind: PurchaseKind, request: PaymentRequest): Promise<void> {
    const item = await this.catalogueItem(kind, request.itemId);
    const { currency } = await this.listMeta();
    if (cents(request.price) !== cents(item.price) || request.currency !== currency) {
      throw new ApiError(409, MESSAGES.priceChanged);
    }

    const now = this.now();
    const newAttempt = {
      memberId: request.memberId,
      kind,
      itemId: request.itemId,
      amount: item.price,
      currency,
      gateway: this.gateway.kind,
      nonce: request.nonce,
    };
    const { opened, attempt } = this.gateway.reusableNonce(request.nonce)
      ? await this.repository.openReusableAttempt(
          newAttempt,
          now,
          new Date(now.getTime() - DUPLICATE_WINDOW_MS),
        )
      : await this.repository.openSingleUseAttempt(newAttempt, now);
    if (!opened) return replay(kind, request, attempt);

    let charge;
    try {
      charge = await this.gateway.charge({
        nonce: request.nonce,
        amount: item.price,
        currency,
        orderId: orderIdOf(attempt.id),
      });
    } catch (error) {
      await this.repository.closeAttempt(attempt.id, 'failed', String(error), this.now());
      throw error;
    }
    if (charge.outcome === 'declined') {
      await this.repository.closeAttempt(attempt.id, 'declined', charge.reason, this.now());
      throw new ApiError(402, MESSAGES.paymentDeclined);
    }
    await this.repository.completePurchase(
      attempt.id,
      charge.transactionId,
      request.memberId,
      item.grant,
      this.now(),
    );
  }
}

/** The answer to a request that repeats an earlier attempt: what that attempt came to. */
function replay(kind: PurchaseKind, request: PaymentRequest, earlier: PaymentRow): void {
  const samePurchase =
    earlier.member_id === request.memberId &&
    earlier.item_kind === kind &&
    earlier.item_id === request.itemId;
  if (!samePurchase) throw new ApiError(409, MESSAGES.paymentAlreadyUsed);
  switch (earlier.status) {
    case 'succeeded':
      return;
    case 'pending':
      throw new ApiError(409, MESSAGES.paymentInProgress);
    case 'declined':
    case 'failed':
      throw new ApiError(402, MESSAGES.paymentDeclined);
  }
}
