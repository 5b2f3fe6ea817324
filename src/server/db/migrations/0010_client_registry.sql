CREATE TABLE "oauth_clients" (
	"client_id" varchar(48) PRIMARY KEY NOT NULL,
	"secret_hash" varchar(200) NOT NULL,
	"grant_types" varchar(200) DEFAULT 'password,captcha,refresh_token' NOT NULL,
	"access_token_ttl" integer DEFAULT 3600 NOT NULL,
	"refresh_token_ttl" integer DEFAULT 604800 NOT NULL,
	"password_transport" varchar(10) DEFAULT 'plain' NOT NULL,
	"captcha_length" smallint DEFAULT 4 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oauth_clients_transport_check" CHECK ("oauth_clients"."password_transport" in ('plain', 'sm2', 'either')),
	CONSTRAINT "oauth_clients_ttl_check" CHECK ("oauth_clients"."access_token_ttl" between 60 and 86400 and "oauth_clients"."refresh_token_ttl" between 60 and 2592000),
	CONSTRAINT "oauth_clients_captcha_check" CHECK ("oauth_clients"."captcha_length" between 4 and 6)
);
--> statement-breakpoint
CREATE TABLE "dicts" (
	"id" bigint PRIMARY KEY NOT NULL,
	"parent_id" bigint DEFAULT 0 NOT NULL,
	"code" varchar(40) NOT NULL,
	"dict_key" varchar(40) NOT NULL,
	"dict_value" varchar(100) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dicts_code_idx" ON "dicts" USING btree ("code","sort");
