// The pieces of the SpringBlade client support that need no database: secrets, Basic headers, the admin command's
// settings, SM2 ciphertexts (made with sm-crypto, as Saber and Sword make them) and tenant addresses.
import { describe, expect, it } from "vitest";
import smCrypto from "sm-crypto";
import { sm2 } from "sm-crypto-v2";
import { basicPair, checkChange, hashSecret, secretMatches, springbladeClientsFromEnv } from "../../../src/server/auth/clients";
import { decryptPassword, looksLikeSm2 } from "../../../src/server/auth/sm2";
import { parseClientSettings } from "../../../src/server/admin";
import { hostOf } from "../../../src/server/queries/system";

describe("client secrets and headers", () => {
  it("keeps a salted hash that matches only the secret", () => {
    const stored = hashSecret("saber_secret");
    expect(stored).not.toContain("saber_secret");
    expect(hashSecret("saber_secret")).not.toBe(stored);
    expect(secretMatches(stored, "saber_secret")).toBe(true);
    expect(secretMatches(stored, "saber_secreT")).toBe(false);
    expect(secretMatches("garbage", "saber_secret")).toBe(false);
  });

  it("reads the Basic pair, a secret with colons included", () => {
    expect(basicPair(`Basic ${Buffer.from("sword:sword_secret").toString("base64")}`)).toEqual({ id: "sword", secret: "sword_secret" });
    expect(basicPair(`Basic ${Buffer.from("a:b:c").toString("base64")}`)).toEqual({ id: "a", secret: "b:c" });
    expect(basicPair("Bearer abc")).toBeNull();
    expect(basicPair(`Basic ${Buffer.from("nocolon").toString("base64")}`)).toBeNull();
  });

  it("switches on only SpringBlade's stock clients named in SPRINGBLADE_CLIENTS", () => {
    expect(springbladeClientsFromEnv(" Saber, sword ,qihang")).toEqual(["saber", "sword"]);
    expect(springbladeClientsFromEnv(undefined)).toEqual([]);
  });

  it("parses and bounds the admin command's settings", () => {
    expect(parseClientSettings(["access=600", "grants=password,refresh_token", "transport=either", "captcha=5"])).toEqual({
      accessTokenTtl: 600, grantTypes: ["password", "refresh_token"], passwordTransport: "either", captchaLength: 5,
    });
    expect(parseClientSettings(["colour=red"])).toHaveProperty("error");
    expect(checkChange({ accessTokenTtl: 10 })).toContain("access");
    expect(checkChange({ refreshTokenTtl: 90 * 86400 })).toContain("refresh");
    expect(checkChange({ grantTypes: ["implicit"] })).toContain("grants");
    expect(checkChange({ secret: "123" })).toContain("secret");
    expect(checkChange({ accessTokenTtl: 7200, captchaLength: 6 })).toBeNull();
  });
});

describe("SM2 passwords", () => {
  const { publicKey, privateKey } = sm2.generateKeyPairHex();
  const keys = { publicKey, privateKey };

  it("reads what Saber sends (C1C2C3, no 04 prefix), with the prefix too, and in any script", () => {
    for (const password of ["Admin@2026", "密码Ab-12", "x".repeat(100)]) {
      const sent = smCrypto.sm2.doEncrypt(password, publicKey, 0);
      expect(looksLikeSm2(sent)).toBe(true);
      expect(decryptPassword(keys, sent)).toBe(password);
      expect(decryptPassword(keys, `04${sent}`)).toBe(password);
      expect(decryptPassword(keys, sent.toUpperCase())).toBe(password);
    }
  });

  it("refuses another key's ciphertext, the other order, a damaged one and what is not one", () => {
    const other = smCrypto.sm2.generateKeyPairHex().publicKey;
    expect(decryptPassword(keys, smCrypto.sm2.doEncrypt("Admin@2026", other, 0))).toBeNull();
    expect(decryptPassword(keys, smCrypto.sm2.doEncrypt("Admin@2026", publicKey, 1))).toBeNull();
    const sent = smCrypto.sm2.doEncrypt("Admin@2026", publicKey, 0);
    expect(decryptPassword(keys, `${sent.slice(0, -2)}${sent.endsWith("00") ? "11" : "00"}`)).toBeNull();
    for (const notOne of ["Admin@2026", "ab".repeat(50), `${sent}0`, sent.replace(/.$/, "z"), "0".repeat(2000)]) {
      expect(decryptPassword(keys, notOne)).toBeNull();
    }
  });
});

describe("tenant addresses", () => {
  it("compares hosts, ignoring scheme, case and path", () => {
    expect(hostOf("https://School.Example.cn/#/login")).toBe("school.example.cn");
    expect(hostOf("school.example.cn")).toBe("school.example.cn");
    expect(hostOf("http://localhost:2888")).toBe("localhost:2888");
    expect(hostOf("")).toBe("");
    expect(hostOf("http://")).toBe("");
  });
});
