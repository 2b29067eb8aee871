/**
 * What happened in one module that others react to, in this process: the module that owns the
 * fact raises it once, after its transaction commits; chat, push and the rest subscribe. A
 * reaction is a consequence, never part of the call: its failure is reported, not thrown.
 */

/** A like or super like was given. */
export interface LikeGiven {
  likerId: number;
  /** The liker's name, as the liked member's notification shows it. */
  likerName: string;
  likedId: number;
  at: Date;
  /** The like made a new match (`matched` follows): the match, not the like, is worth telling. */
  madeMatch: boolean;
}

/** Two members like each other: `memberId`'s like completed the pair. */
export interface MatchMade {
  memberId: number;
  memberName: string;
  otherId: number;
  at: Date;
}

/** A match ended (a decline, an unfriend, a rewind). */
export interface MatchEnded {
  memberId: number;
  otherId: number;
  at: Date;
}

/**
 * A member's profile photo was refused by the screening after its upload's answer, and removed.
 */
export interface PhotoRefused {
  memberId: number;
  imageName: string;
  /** Why: a `MESSAGES` text. */
  reason: string;
}

/** The events and their payloads: one map, so raising and subscribing are both type-checked. */
export interface DomainEventMap {
  liked: LikeGiven;
  superLiked: LikeGiven;
  matched: MatchMade;
  unmatched: MatchEnded;
  photoRefused: PhotoRefused;
}

export type DomainEventName = keyof DomainEventMap;

export type DomainEventHandler<Name extends DomainEventName> = (
  event: DomainEventMap[Name],
) => void | Promise<void>;

/** Where a reaction's failure goes (the app's log). */
export type ReactionFailure = (error: unknown, event: DomainEventName) => void;

type Handlers = { [Name in DomainEventName]: DomainEventHandler<Name>[] };

/** The in-process bus of domain events (one per app, `Services.events`). */
export class DomainEvents {
  private readonly handlers: Handlers = {
    liked: [],
    superLiked: [],
    matched: [],
    unmatched: [],
    photoRefused: [],
  };

  constructor(private readonly onFailure: ReactionFailure) {}

  /** Subscribes; answers the unsubscribe. */
  on<Name extends DomainEventName>(name: Name, handler: DomainEventHandler<Name>): () => void {
    const list = this.handlers[name];
    list.push(handler);
    return () => {
      const index = list.indexOf(handler);
      if (index !== -1) list.splice(index, 1);
    };
  }

  /**
   * Runs every reaction and resolves when all have settled, so a caller that awaits it answers
   * after its consequences (the match's first messages) exist. Never rejects.
   */
  async raise<Name extends DomainEventName>(
    name: Name,
    event: DomainEventMap[Name],
  ): Promise<void> {
    await Promise.all(
      this.handlers[name].map(async (handler) => {
        try {
          await handler(event);
        } catch (error) {
          this.onFailure(error, name);
        }
      }),
    );
  }
}
