// SM2 password transport as SpringBlade does it: the front end (Saber's utils/sm2.js, Sword's utils/sm2.js) encrypts
// the password with sm-crypto's doEncrypt(password, publicKey, 0), that is C1C2C3 order, hex, without the "04" point
// prefix; SpringBlade's SM2Util.decrypt adds the prefix when it is missing. One key pair per deployment: generated on
// first start and kept in sys_params (never in the repository); the public key is served at /api/blade-auth/public-key
// and printed by `npm run admin -- sm2-key` for the `auth.publicKey` setting Saber and Sword are built with.
import { eq } from "drizzle-orm";
import { sm2 } from "sm-crypto-v2";
import type { Db } from "../db/client";
import { sysParams } from "../db/schema";

export interface Sm2Keys {
  /** uncompressed point, hex, with its 04 prefix (130 characters), as SpringBlade's Sm2KeyGenerator prints it */
  publicKey: string;
  /** 64 hex characters */
  privateKey: string;
}

/** C1C2C3, the order SpringBlade's Bouncy Castle SM2Engine reads by default and Saber writes (cipherMode 0). */
const C1C2C3 = 0;
/** C1 (64-byte point) and C3 (32-byte SM3 digest) in hex: a ciphertext is longer than this. */
const OVERHEAD = 128 + 64;
/** the longest ciphertext looked at: a password of up to 100 characters (4 bytes each in UTF-8), with the prefix */
const MAX_CIPHER = 2 + OVERHEAD + 2 * 400;

/** The deployment's key pair: read from sys_params, made on first start (the first process to write it wins). */
export async function loadSm2Keys(db: Db): Promise<Sm2Keys> {
  const read = async () => (await db.select().from(sysParams).where(eq(sysParams.key, "sm2_private_key")))[0]?.value;
  let privateKey = await read();
  if (!privateKey) {
    await db.insert(sysParams).values({ key: "sm2_private_key", value: sm2.generateKeyPairHex().privateKey }).onConflictDoNothing();
    privateKey = (await read())!;
  }
  return { privateKey, publicKey: sm2.getPublicKeyFromPrivateKey(privateKey) };
}

/** Whether a password field has the shape of an SM2 ciphertext (hex, longer than the C1 and C3 parts). */
export function looksLikeSm2(value: string): boolean {
  return value.length > OVERHEAD && value.length <= MAX_CIPHER && value.length % 2 === 0 && /^[0-9a-fA-F]+$/.test(value);
}

/**
 * The password inside an SM2 ciphertext, or null when it is not one made with this deployment's public key (the SM3
 * digest C3 does not match). Accepts the ciphertext with or without the 04 prefix, as SpringBlade does.
 */
export function decryptPassword(keys: Sm2Keys, cipher: string): string | null {
  if (!looksLikeSm2(cipher)) return null;
  const attempt = (hex: string): string | null => {
    try {
      const plain = sm2.doDecrypt(hex.toLowerCase(), keys.privateKey, C1C2C3, { output: "string" });
      return typeof plain === "string" && plain !== "" ? plain : null;
    } catch {
      return null;
    }
  };
  // without the prefix first (what sm-crypto sends); a ciphertext that happens to start with 04 is tried both ways
  return attempt(cipher) ?? (/^04/.test(cipher) ? attempt(cipher.slice(2)) : null);
}
