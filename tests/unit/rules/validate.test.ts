import { describe, expect, it } from "vitest";
import { isEmpty, isUrl, validateLockPassword, validatePasswordChange, validatePhone, validateRegistration } from "@/lib/rules/validate";

describe("emptiness", () => {
  it.each([null, undefined, "", [], {}])("%j is empty", (value) => expect(isEmpty(value)).toBe(true));
  it.each([0, 1, false, true, "0", " ", [0], { a: 1 }])("%j is not empty", (value) => expect(isEmpty(value)).toBe(false));
});

describe("URL check", () => {
  it("accepts http and https", () => {
    expect(isUrl("http://example.com")).toBe(true);
    expect(isUrl("https://example.com/a")).toBe(true);
  });
  it("rejects anything else", () => {
    expect(isUrl("ftp://example.com")).toBe(false);
    expect(isUrl("/wel/index")).toBe(false);
    expect(isUrl("javascript:alert(1)")).toBe(false);
  });
});

describe("change password", () => {
  const valid = { oldPassword: "old-pass", newPassword: "new-pass1", confirmPassword: "new-pass1" };
  it("accepts a complete, matching form", () => expect(validatePasswordChange(valid)).toEqual({}));
  it("requires each field with its own message", () => {
    expect(validatePasswordChange({ oldPassword: "", newPassword: "", confirmPassword: "" })).toEqual({
      oldPassword: "validation.oldPasswordRequired",
      newPassword: "validation.newPasswordRequired",
      confirmPassword: "validation.confirmPasswordRequired",
    });
  });
  it.each(["12345", "x".repeat(21)])("rejects %j as outside 6–20 characters", (password) => {
    expect(validatePasswordChange({ ...valid, oldPassword: password }).oldPassword).toBe("validation.passwordLength");
    expect(validatePasswordChange({ ...valid, newPassword: password, confirmPassword: password }).newPassword).toBe("validation.passwordLength");
  });
  it("accepts the boundary lengths 6 and 20", () => {
    for (const password of ["123456", "x".repeat(20)]) {
      expect(validatePasswordChange({ oldPassword: password, newPassword: password, confirmPassword: password })).toEqual({});
    }
  });
  it("requires the confirmation to equal the new password", () => {
    expect(validatePasswordChange({ ...valid, confirmPassword: "new-pass2" })).toEqual({ confirmPassword: "validation.passwordMismatch" });
  });
});

describe("lock password", () => {
  it("cannot be empty", () => {
    expect(validateLockPassword("")).toBe("validation.lockPasswordRequired");
    expect(validateLockPassword("1234")).toBeNull();
  });
});

describe("registration, checked in order", () => {
  const form = { tenantId: "000000", name: "", account: "zhang3", password: "secret1", password2: "secret1" };
  it("passes a complete form and does not check the user name", () => expect(validateRegistration(form)).toBeNull());
  it("tenant first", () => expect(validateRegistration({ ...form, tenantId: "", account: "" })).toBe("validation.tenantRequired"));
  it("then account", () => expect(validateRegistration({ ...form, account: "", password: "" })).toBe("validation.accountRequired"));
  it("then either password", () => {
    expect(validateRegistration({ ...form, password: "" })).toBe("validation.registerPasswordRequired");
    expect(validateRegistration({ ...form, password2: "" })).toBe("validation.registerPasswordRequired");
  });
  it("then equality", () => expect(validateRegistration({ ...form, password2: "secret2" })).toBe("validation.registerPasswordMismatch"));
});

describe("phone number", () => {
  it("is required", () => expect(validatePhone("")).toBe("validation.phoneRequired"));
  it("must have 11 characters", () => {
    expect(validatePhone("1381234567")).toBe("validation.phoneLength");
    expect(validatePhone("138123456789")).toBe("validation.phoneLength");
  });
  it("rejects a landline of 11 characters", () => {
    expect(validatePhone("010-1234567")).toBe("validation.phoneFormat");
    expect(validatePhone("02112345678")).toBe("validation.phoneFormat");
  });
  it("accepts a mobile number", () => expect(validatePhone("13812345678")).toBeNull());
});
