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
  captchaTtl: 300,
  rateLimit: {
    windowSeconds: Number(process.env.LOGIN_WINDOW_SECONDS ?? 15 * 60),
    perAccount: Number(process.env.LOGIN_MAX_PER_ACCOUNT ?? 5),
    perAddress: Number(process.env.LOGIN_MAX_PER_ADDRESS ?? 20),
  },
  /**
   * The built-in DEMO third-party login (grantType social, source demo): on unless QIHANG_DEMO_OAUTH=0.
   * Read on every request, so tests and operators can switch it without a restart of the module.
   */
  get demoOauth(): boolean {
    return process.env.QIHANG_DEMO_OAUTH !== "0";
  },
  /** largest accepted request body */
  bodyLimit: 256 * 1024,
};
