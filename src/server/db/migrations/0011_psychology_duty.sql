-- A school's staff account can carry the psychology teacher's duty: the one role that reads a wellbeing check, and only
-- one that raised a referral (issue 23 item 3). Set by the school's administrator on a teacher account.
ALTER TABLE "users" ADD COLUMN "psychology_duty" boolean DEFAULT false NOT NULL;
