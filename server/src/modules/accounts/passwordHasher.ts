import { hash, verify, type Algorithm } from '@node-rs/argon2';

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

/** argon2id; the accounts module runs it behind its HashingGate. */
export class Argon2PasswordHasher implements PasswordHasher {
  hash(password: string): Promise<string> {
    return hash(password, ARGON2ID_OPTIONS);
  }

  verify(passwordHash: string, password: string): Promise<boolean> {
    return verify(passwordHash, password);
  }
}
