// The part of sm-crypto (the SM2 library Saber and Sword ship) that the conformance test calls.
declare module "sm-crypto" {
  const smCrypto: {
    sm2: {
      /** cipherMode 1: C1C3C2 (the library's default), 0: C1C2C3 (what Saber and Sword pass) */
      doEncrypt(message: string, publicKey: string, cipherMode?: 0 | 1): string;
      generateKeyPairHex(): { publicKey: string; privateKey: string };
    };
  };
  export default smCrypto;
}
