// Server configuration from the environment, with documented development defaults.
export const config = {
  /** OAuth client credentials checked in the `Authorization: Basic` header (dev defaults: qihang / qihang_secret). */
  clientId: process.env.QIHANG_CLIENT_ID ?? "qihang",
  clientSecret: process.env.QIHANG_CLIENT_SECRET ?? "qihang_secret",
  /**
   * The browser portal's client. Its credentials ship in the page (as in every SpringBlade web front end), so they
   * identify the web client rather than prove anything; set QIHANG_WEB_CLIENT_ID=off to accept only the server client.
   */
  webClientId: process.env.QIHANG_WEB_CLIENT_ID ?? "qihang-web",
  webClientSecret: process.env.QIHANG_WEB_CLIENT_SECRET ?? "public",
  /** JWT signing secret; when unset one is generated and stored in the database (sys_params). */
  jwtSecret: process.env.JWT_SECRET,
  accessTokenTtl: 3600,
  refreshTokenTtl: 7 * 24 * 3600,
  /**
   * A refresh token used again this soon after its first use (two tabs refreshing together) gets the same new pair
   * instead of ending the login; later, a reuse is a replay and ends it.
   */
  refreshGraceSeconds: Number(process.env.REFRESH_GRACE_SECONDS ?? 10),
  captchaTtl: 300,
  rateLimit: {
    windowSeconds: Number(process.env.LOGIN_WINDOW_SECONDS ?? 15 * 60),
    /** wrong passwords on an account (from anywhere) after which every login on it needs a captcha */
    captchaAfter: Number(process.env.LOGIN_CAPTCHA_AFTER ?? 3),
    /** wrong passwords on an account from one address after which that address waits: 1 minute, doubling each time */
    delayAfter: Number(process.env.LOGIN_DELAY_AFTER ?? 5),
    /** wrong passwords from one address, on any accounts, that stop it for the window */
    perAddress: Number(process.env.LOGIN_MAX_PER_ADDRESS ?? 20),
    /** wrong current passwords when changing a password, per account and window */
    passwordChecks: Number(process.env.PASSWORD_CHECKS_MAX ?? 5),
  },
  /** Calls marked heavy (a whole-country scan, a form's simulation): at most `limit` per user in `windowSeconds`. */
  heavyCalls: { limit: Number(process.env.HEAVY_CALLS_PER_MINUTE ?? 120), windowSeconds: 60 },
  /** Saves of volunteer plans (each stores a version), autosave included: at most `limit` per account a minute. */
  saveCalls: { limit: Number(process.env.SAVES_PER_MINUTE ?? 60), windowSeconds: 60 },
  /** Per-address quotas of calls anyone can make: at most `limit` in `windowSeconds`. */
  quotas: {
    "guest-login": { limit: Number(process.env.QUOTA_GUEST_LOGINS ?? 20), windowSeconds: 3600 },
    "register-guest": { limit: Number(process.env.QUOTA_REGISTRATIONS ?? 10), windowSeconds: 3600 },
    captcha: { limit: Number(process.env.QUOTA_CAPTCHAS ?? 60), windowSeconds: 600 },
    feedback: { limit: Number(process.env.QUOTA_FEEDBACK ?? 20), windowSeconds: 3600 },
    "error-log": { limit: Number(process.env.QUOTA_ERROR_LOGS ?? 60), windowSeconds: 3600 },
    /** opening a shared page (/wel/preview): enough for a class passing links round, not for trying ids */
    "share-view": { limit: Number(process.env.QUOTA_SHARE_VIEWS ?? 120), windowSeconds: 600 },
    /** put-file, per account */
    upload: { limit: Number(process.env.QUOTA_UPLOADS ?? 60), windowSeconds: 3600 },
  },
  /** QIHANG_LOGIN_CAPTCHA=1: every password login needs a captcha (the portal shows it with PUBLIC_LOGIN_CAPTCHA=true) */
  get loginCaptcha(): boolean {
    return process.env.QIHANG_LOGIN_CAPTCHA === "1";
  },
  /**
   * The built-in DEMO third-party login (grantType social, source demo): on unless QIHANG_DEMO_OAUTH=0.
   * Read on every request, so tests and operators can switch it without a restart of the module.
   */
  get demoOauth(): boolean {
    return process.env.QIHANG_DEMO_OAUTH !== "0";
  },
  /** How long what is kept only for a while is kept (src/server/queries/retention.ts purges the rest hourly). */
  retention: {
    errorLogDays: Number(process.env.RETAIN_ERROR_LOG_DAYS ?? 90),
    revokedDays: Number(process.env.RETAIN_REVOKED_LOGIN_DAYS ?? 30),
  },
  /**
   * The tenant the platform operator's account lives in (the seed puts the demo operator there). Admission data is
   * shared by every school, so only an operator account imports it, whatever its tenant.
   */
  get dataTenant(): string {
    return process.env.QIHANG_DATA_TENANT ?? "000000";
  },
  /** largest accepted request body */
  bodyLimit: 256 * 1024,
  /** calls that carry a file take more: put-file (an image up to 1 MB, multipart) and imports (a file up to 8 MB, base64) */
  largeBodies: [
    { path: "/api/blade-resource/oss/endpoint/put-file", limit: 1200 * 1024 },
    { path: "/api/admin/import/start", limit: 11 * 1024 * 1024 + 4096 },
  ] as const,
};

/** The largest body a POST to this path may carry. */
export function bodyLimitFor(pathname: string): number {
  return config.largeBodies.find((b) => b.path === pathname)?.limit ?? config.bodyLimit;
}
