// Conformance with SpringBlade's own front ends: Saber (Vue 3, 4.x) and Sword (React), replayed request by request as
// their sources send them (method, path, query, body encoding, headers) and checked for every field they then read.
// What each client sends and reads was read from their sources (chillzhuang/Saber: src/axios.js, src/api/user.js,
// src/api/system/*.js, src/store/modules/user.js, src/page/login/userlogin.vue, src/router/avue-router.js,
// src/utils/sm2.js; chillzhuang/Sword: src/utils/request.js, src/utils/RequestForm.js, src/services/user.js,
// src/services/menu.js, src/services/dict.js, src/models/login.js, src/utils/utils.js, src/utils/sm2.js).
// The password is encrypted with sm-crypto, the library (and call) both clients use.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import smCrypto from "sm-crypto";
import { setup, Client, rawRequest, type TestCtx } from "./helpers";
import { captchas, tenants } from "../../src/server/db/schema";
import { syncClients } from "../../src/server/auth/clients";
import { loadSm2Keys } from "../../src/server/auth/sm2";
import { sha256 } from "../../src/server/auth/tokens";
import { clientCommand, setTenantDomain } from "../../src/server/admin";

let t: TestCtx;
let publicKey = "";
const savedEnv = process.env.SPRINGBLADE_CLIENTS;
beforeAll(async () => {
  delete process.env.SPRINGBLADE_CLIENTS;
  t = await setup();
}, 300_000);
afterAll(async () => {
  if (savedEnv == null) delete process.env.SPRINGBLADE_CLIENTS;
  else process.env.SPRINGBLADE_CLIENTS = savedEnv;
  await t?.close();
});

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;
/** what Saber's and Sword's utils/sm2.js send: sm-crypto's doEncrypt with cipherMode 0, no 04 prefix */
const sm2 = (password: string) => smCrypto.sm2.doEncrypt(password, publicKey, 0);

type Reply = { status: number; body: any };

/** axios as Saber configures it (src/axios.js): base /api, Basic client header always, Blade-Auth bearer when logged in. */
class Saber {
  token = "";
  refreshToken = "";
  userInfo: any = null;
  permission: Record<string, true> = {};
  constructor(private secret = "saber_secret") {}
  async request(method: "GET" | "POST", url: string, opts: { params?: Record<string, string | undefined>; headers?: Record<string, string> } = {}): Promise<Reply> {
    const query = Object.entries(opts.params ?? {}).filter(([, v]) => v !== undefined).map(([k, v]) => `${k}=${encodeURIComponent(v!)}`).join("&");
    const headers: Record<string, string> = { Accept: "application/json, text/plain, */*", Authorization: basic("saber", this.secret), ...opts.headers };
    if (this.token) headers["Blade-Auth"] = `bearer ${this.token}`;
    const res = await rawRequest(t.app, `/api${url}${query ? `?${query}` : ""}`, { method, headers });
    return { status: res.status, body: await res.json() };
  }
  /** src/page/login/userlogin.vue getTenant(): success and data.tenantId decide whether the tenant field shows */
  async tenantInfo(domain: string) {
    const res = await this.request("GET", "/blade-system/tenant/info", { params: { domain } });
    return { res, tenantId: res.body.success && res.body.data.tenantId ? res.body.data.tenantId as string : null };
  }
  async captcha() {
    const res = await this.request("GET", "/blade-auth/captcha");
    const { key, image } = res.body.data;
    const [row] = await t.database.db.select().from(captchas).where(eq(captchas.key, key));
    return { key: key as string, image: image as string, code: row!.code };
  }
  /** store/modules/user.js LoginByUsername with website.captchaMode true (src/api/user.js loginByUsername) */
  async login(tenantId: string, username: string, password: string, encrypted = sm2(password)) {
    const { key, code } = await this.captcha();
    const res = await this.request("POST", "/blade-auth/token", {
      headers: { "Captcha-Key": key, "Captcha-Code": code },
      params: { grantType: "captcha", tenantId, account: username, password: encrypted, type: "account" },
    });
    if (res.body.success) {
      this.token = res.body.data.accessToken;
      this.refreshToken = res.body.data.refreshToken;
      this.userInfo = res.body.data;
    }
    return res;
  }
  /** RefreshToken: src/api/user.js refreshToken (the old access token still rides along in Blade-Auth) */
  async refresh() {
    const res = await this.request("POST", "/blade-auth/token", { params: { refreshToken: this.refreshToken, grantType: "refresh_token", scope: "all" } });
    if (res.body.success) {
      this.token = res.body.data.accessToken;
      this.refreshToken = res.body.data.refreshToken;
      this.userInfo = res.body.data;
    }
    return res;
  }
  /** GetMenu: what avue-router's formatRoutes reads of every node (path, name, source, and children's length) */
  async routes(topMenuId?: string) {
    const res = await this.request("GET", "/blade-system/menu/routes", { params: { topMenuId } });
    const walk = (nodes: any[]): string[] => nodes.flatMap((n) => {
      expect(typeof n.path).toBe("string");
      expect(typeof n.name).toBe("string");
      expect(typeof n.source).toBe("string");
      expect(Array.isArray(n.children)).toBe(true);
      return [n.path, ...walk(n.children)];
    });
    return { res, paths: res.body.success ? walk(res.body.data) : [] };
  }
  /** GetButtons + SET_PERMISSION: the code of every node whose children is missing (an empty list counts as present) */
  async buttons() {
    const res = await this.request("GET", "/blade-system/menu/buttons");
    const result: string[] = [];
    const getCode = (list: any[]) => list.forEach((ele) => {
      if (typeof ele === "object") {
        if (ele.children) getCode(ele.children);
        else result.push(ele.code);
      }
    });
    getCode(res.body.data);
    this.permission = Object.fromEntries(result.map((c) => [c, true as const]));
    return res;
  }
  /** GetTopMenu: res.data.data || []; top-menu.vue shows item.name and opens item.id's routes */
  async topMenu() {
    const res = await this.request("GET", "/blade-system/menu/top-menu");
    return { res, items: (res.body.data || []) as any[] };
  }
  /** avue's dicUrl with props { label: "dictValue", value: "dictKey" } */
  async dict(code: string) {
    const res = await this.request("GET", "/blade-system/dict/dictionary", { params: { code } });
    return { res, options: (res.body.data as any[]).map((d) => ({ label: d.dictValue, value: d.dictKey })) };
  }
  /** LogOut: POST /blade-auth/logout, then the tokens are forgotten */
  async logout() {
    const res = await this.request("POST", "/blade-auth/logout");
    return res;
  }
}

/** Sword's request.js: Basic client header, Blade-Auth `${tokenType} ${accessToken}`, RequestForm bodies as a form. */
class Sword {
  token = "";
  user: any = null;
  async request(method: "GET" | "POST", url: string, form?: Record<string, string>, encoding: "urlencoded" | "multipart" = "urlencoded"): Promise<Reply> {
    const headers: Record<string, string> = { Authorization: basic("sword", "sword_secret") };
    if (this.token) headers["Blade-Auth"] = this.token;
    let body: string | FormData | undefined;
    if (method === "POST" && form) {
      headers.Accept = "application/json";
      if (encoding === "urlencoded") {
        headers["Content-Type"] = "application/x-www-form-urlencoded";
        body = new URLSearchParams(form).toString();
      } else {
        body = new FormData();
        for (const [k, v] of Object.entries(form)) body.append(k, v);
      }
    }
    const res = await rawRequest(t.app, url, { method, headers, body });
    return { status: res.status, body: await res.json() };
  }
  /** models/login.js: accountLogin(values) with grantType and scope set, then changeLoginStatus reads the AuthInfo */
  async login(tenantId: string, account: string, password: string, encoding: "urlencoded" | "multipart" = "urlencoded") {
    const res = await this.request("POST", "/api/blade-auth/token", { tenantId, account, password: sm2(password), type: "account", grantType: "password", scope: "all" }, encoding);
    if (res.body.success) {
      const { tokenType, accessToken, authority, account: acc, userId, oauthId, userName, avatar } = res.body.data;
      for (const v of [tokenType, accessToken, authority, acc, userId, oauthId, userName, avatar]) expect(typeof v).toBe("string");
      this.token = `${tokenType} ${accessToken}`;
      this.user = { avatar, userId, oauthId, account: acc, name: userName, authority };
    }
    return res;
  }
  /** utils/utils.js formatRoutes: children (array) become routes; code, source, isOpen are read */
  async routes() {
    const res = await this.request("GET", "/api/blade-system/menu/routes");
    const format = (arr: any[]): any[] => arr.map((item) => ({
      name: item.code, path: item.path, icon: item.source || undefined, target: item.isOpen === 2 ? "_blank" : undefined,
      routes: Array.isArray(item.children) ? format(item.children) : undefined,
    }));
    return { res, routes: format(res.body.data) };
  }
  /** formatButtons: each top node's code and children */
  async buttons() {
    const res = await this.request("GET", "/api/blade-system/menu/buttons");
    return { res, buttons: (res.body.data as any[]).map((item) => ({ code: item.code, buttons: item.children })) };
  }
}

const ALL_BUTTONS = ["college_follow", "college_contrast", "major_follow", "job_follow", "course_submit", "volunteer_fill", "volunteer_export", "mine_edit"];

describe("the client registry", () => {
  it("keeps Saber and Sword off until SPRINGBLADE_CLIENTS names them", async () => {
    publicKey = (await loadSm2Keys(t.database.db)).publicKey;
    const saber = await new Saber().login("000000", "admin", "Admin@2026");
    expect(saber.body).toMatchObject({ code: 401, success: false, msg: "客户端认证失败" });
    expect((await new Sword().login("000000", "admin", "Admin@2026")).body.msg).toBe("客户端认证失败");
    process.env.SPRINGBLADE_CLIENTS = "saber,sword";
    await syncClients(t.database.db);
    expect((await new Saber().login("000000", "admin", "Admin@2026")).body.code).toBe(200);
    expect((await new Saber("wrong_secret").login("000000", "admin", "Admin@2026")).body.msg).toBe("客户端认证失败");
  });

  it("is changed by npm run admin: a client switched off is refused, on again it works", async () => {
    expect((await clientCommand(t.database, "sword", "off", [])).ok).toBe(true);
    expect((await new Sword().login("000000", "admin", "Admin@2026")).body.msg).toBe("客户端认证失败");
    expect((await clientCommand(t.database, "sword", "on", [])).ok).toBe(true);
    expect((await new Sword().login("000000", "admin", "Admin@2026")).body.code).toBe(200);
    expect((await clientCommand(t.database, "sword", "set", ["transport=rot13"])).msg).toContain("password transport");
  });

  it("gives each client its own token lifetimes and grants", async () => {
    expect((await clientCommand(t.database, "saber", "set", ["access=600"])).ok).toBe(true);
    const r = await new Saber().login("000000", "admin", "Admin@2026");
    expect(r.body.data.expiresIn).toBe(600);
    const claims = JSON.parse(Buffer.from(r.body.data.accessToken.split(".")[1], "base64url").toString());
    expect(claims.exp - claims.iat).toBe(600);
    await clientCommand(t.database, "saber", "set", ["access=3600"]);
    // Saber's stock client is not registered for the social grant
    const social = await new Saber().request("POST", "/blade-auth/token", { params: { grantType: "social", source: "demo", code: "x", tenantId: "000000" } });
    expect(social.body).toMatchObject({ code: 400, success: false });
    expect(social.body.msg).toContain("social");
  });
});

describe("Saber 4.x, request by request", () => {
  it("finds its tenant by the address it is served from (tenant/info?domain=)", async () => {
    const saber = new Saber();
    const none = await saber.tenantInfo("http://localhost:2888");
    expect(none.res.body).toMatchObject({ code: 200, success: true });
    expect(none.tenantId).toBeNull();
    expect((await setTenantDomain(t.database, "100001", "https://shiyan.example.cn")).ok).toBe(true);
    const found = await saber.tenantInfo("https://shiyan.example.cn");
    expect(found.tenantId).toBe("100001");
    expect(found.res.body.data.tenantName).toBe("启航实验学校");
    // the page's address as getTopUrl() gives it: scheme and path are not part of the match
    expect((await saber.tenantInfo("http://SHIYAN.example.cn/")).tenantId).toBe("100001");
    await t.database.db.update(tenants).set({ domain: "" }).where(eq(tenants.tenantId, "100001"));
  });

  it("shows a five-character captcha, as its login form checks", async () => {
    const { image, code } = await new Saber().captcha();
    expect(code).toHaveLength(5);
    expect(image.startsWith("data:image/")).toBe(true);
  });

  it("logs in with its SM2-encrypted password and the captcha grant, and reads AuthInfo", async () => {
    const saber = new Saber();
    const encrypted = sm2("Admin@2026");
    // a 10-character password makes 212 hex characters: C1 (128) + C3 (64) + C2 (20)
    expect(encrypted).toHaveLength(212);
    const r = await saber.login("000000", "admin", "Admin@2026", encrypted);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 200, success: true });
    for (const k of ["accessToken", "refreshToken", "tokenType", "userId", "tenantId", "account", "userName", "avatar", "authority"]) expect(typeof r.body.data[k]).toBe("string");
    expect(typeof r.body.data.expiresIn).toBe("number");
    // the console's administrator check: userInfo.authority.includes('admin')
    expect(saber.userInfo.authority.includes("admin")).toBe(true);
  });

  it("is refused a password sent as typed or encrypted with another key; a wrong password inside is a wrong password", async () => {
    const plain = await new Saber().login("000000", "admin", "Admin@2026", "Admin@2026");
    expect(plain.body).toMatchObject({ code: 400, success: false });
    expect(plain.body.msg).toContain("SM2");
    const other = smCrypto.sm2.generateKeyPairHex().publicKey;
    const foreign = await new Saber().login("000000", "admin", "Admin@2026", smCrypto.sm2.doEncrypt("Admin@2026", other, 0));
    expect(foreign.body.msg).toContain("SM2");
    // with the 04 prefix SpringBlade's Java side adds, it still reads
    expect((await new Saber().login("000000", "admin", "Admin@2026", `04${sm2("Admin@2026")}`)).body.code).toBe(200);
    // a wrong password inside the ciphertext is a wrong password
    expect((await new Saber().login("000000", "admin", "Wrong@2026")).body.msg).toBe("用户名或密码错误");
  });

  it("loads the top menu, the sidebar routes of a top menu, its permission codes and a dictionary", async () => {
    const saber = new Saber();
    await saber.login("000000", "student", "Student@2026");
    const top = await saber.topMenu();
    expect(top.res.body.success).toBe(true);
    expect(top.items.map((i) => i.name)).toEqual(["首页", "生涯规划", "志愿填报", "我的"]);
    for (const item of top.items) for (const k of ["id", "code", "name", "source"]) expect(typeof item[k]).toBe("string");
    const all = await saber.routes();
    expect(all.paths).toContain("/wel/index");
    const volunteer = top.items.find((i) => i.code === "volunteer")!;
    const part = await saber.routes(volunteer.id);
    expect(part.res.body.data).toHaveLength(1);
    expect(part.res.body.data[0].path).toBe("/volunteer/index");
    expect(part.paths).not.toContain("/wel/index");
    await saber.buttons();
    expect(Object.keys(saber.permission).sort()).toEqual([...ALL_BUTTONS].sort());
    const sex = await saber.dict("sex");
    expect(sex.options).toEqual([{ label: "男", value: "1" }, { label: "女", value: "2" }, { label: "未知", value: "3" }]);
    expect((await saber.dict("no_such_list")).options).toEqual([]);
    expect((await saber.request("GET", "/blade-system/dict/dictionary", { params: { code: "sex';--" } })).body.code).toBe(400);
  });

  it("refreshes with refresh_token, and the old refresh token is spent once its grace is over", async () => {
    const saber = new Saber();
    await saber.login("000000", "admin", "Admin@2026");
    const first = saber.refreshToken;
    const r = await saber.refresh();
    expect(r.body).toMatchObject({ code: 200, success: true });
    expect(saber.refreshToken).not.toBe(first);
    expect((await saber.routes()).res.body.code).toBe(200);
    // a second tab refreshing with the same token within the grace gets the same pair; later it is a replay
    await t.database.rows(sql`update refresh_tokens set used_at = used_at - interval '1 minute' where token_hash = ${sha256(first)}`);
    saber.refreshToken = first;
    expect((await saber.refresh()).body.code).toBe(401);
  });

  it("logs out with POST /blade-auth/logout, which ends both tokens", async () => {
    const saber = new Saber();
    await saber.login("000000", "admin", "Admin@2026");
    const refreshToken = saber.refreshToken;
    const out = await saber.logout();
    expect(out.body).toMatchObject({ code: 200, success: true });
    // the axios interceptor sends the user to /login on code 401
    expect((await saber.routes()).res.body.code).toBe(401);
    saber.token = "";
    saber.refreshToken = refreshToken;
    expect((await saber.refresh()).body.code).toBe(401);
  });
});

describe("Sword, request by request", () => {
  it("logs in with a form body (urlencoded and multipart) and reads AuthInfo", async () => {
    for (const encoding of ["urlencoded", "multipart"] as const) {
      const sword = new Sword();
      const r = await sword.login("000000", "admin", "Admin@2026", encoding);
      expect(r.body).toMatchObject({ code: 200, success: true });
      expect(sword.token.startsWith("bearer ")).toBe(true);
      expect(sword.user.authority).toBe("admin");
    }
  });

  it("loads routes and buttons as its formatRoutes and formatButtons read them, and a dictionary", async () => {
    const sword = new Sword();
    await sword.login("000000", "student", "Student@2026");
    const { routes } = await sword.routes();
    expect(routes.map((r) => r.name)).toEqual(["home", "career", "volunteer", "mine"]);
    expect(routes.every((r) => Array.isArray(r.routes))).toBe(true);
    const { buttons } = await sword.buttons();
    expect(buttons.map((b) => b.code)).toEqual(["home", "career", "volunteer", "mine"]);
    const dict = await sword.request("GET", "/api/blade-system/dict/dictionary?code=yes_no");
    expect(dict.body.data.map((d: any) => [d.dictKey, d.dictValue])).toEqual([["0", "否"], ["1", "是"]]);
  });

  it("refreshes with a form body too (grant_type as OAuth spells it)", async () => {
    const sword = new Sword();
    const login = await sword.login("000000", "admin", "Admin@2026");
    const r = await sword.request("POST", "/api/blade-auth/token", { grant_type: "refresh_token", refresh_token: login.body.data.refreshToken, scope: "all" });
    expect(r.body).toMatchObject({ code: 200, success: true });
    expect(r.body.data.refreshToken).not.toBe(login.body.data.refreshToken);
  });
});

describe("our own web client is unchanged", () => {
  it("logs in with the password as typed in the query string; buttons keep their codes for its permission map", async () => {
    const web = new Client(t.app);
    const r = await web.login();
    expect(r.json).toMatchObject({ code: 200, success: true });
    expect(r.json.data.expiresIn).toBe(3600);
    const tooLong = await web.post(`/api/blade-auth/token?tenantId=000000&username=student&password=${"a".repeat(101)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.msg).toContain("password: 长度不能超过100个字符");
    // an SM2 ciphertext from the web client is not decrypted: its clients send the password as typed
    expect((await new Client(t.app).login("student", sm2("Student@2026"))).json.code).toBe(400);
  });

  it("serves the deployment's public key, and the key stays the same across starts", async () => {
    const r = await new Client(t.app).get("/api/blade-auth/public-key");
    expect(r.json.data).toEqual({ publicKey, cipherMode: 0, order: "C1C2C3" });
    expect(publicKey).toMatch(/^04[0-9a-f]{128}$/);
    expect((await loadSm2Keys(t.database.db)).publicKey).toBe(publicKey);
    expect(JSON.stringify(r.json)).not.toContain((await loadSm2Keys(t.database.db)).privateKey);
  });
});
