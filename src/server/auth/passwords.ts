// Password hashing: argon2id (@node-rs/argon2) with its default (OWASP-grade) parameters.
import { hash, verify } from "@node-rs/argon2";

// Algorithm.Argon2id (a const enum, not importable under verbatimModuleSyntax)
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID as never });
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A fixed hash to verify against when the account does not exist, so timing does not reveal accounts. */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword("not-a-real-password-000");
  return dummy;
}
