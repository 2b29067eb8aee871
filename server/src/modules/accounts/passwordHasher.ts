import { availableParallelism } from 'node:os';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { HashingGate } from './hashingGate';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
}

// OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane. Algorithm.Argon2id is 2 (an ambient
// const enum, which isolatedModules cannot read as a value).
const ARGON2ID_OPTIONS = {
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** Hashes waiting beyond those running: about a second of work; more are refused. */
const HASH_QUEUE_LIMIT = 16;

/** One core is left to the event loop: other calls keep answering during a login flood. */
export function defaultHashingGate(): HashingGate {
  return new HashingGate(Math.max(1, availableParallelism() - 1), HASH_QUEUE_LIMIT);
}

/** argon2id through a gate that bounds how many hashes run and wait at once. */
export class Argon2PasswordHasher implements PasswordHasher {
  constructor(private readonly gate: HashingGate = defaultHashingGate()) {}

  hash(password: string): Promise<string> {
    return this.gate.run(() => hash(password, ARGON2ID_OPTIONS));
  }

  verify(passwordHash: string, password: string): Promise<boolean> {
    return this.gate.run(() => verify(passwordHash, password));
  }
}
