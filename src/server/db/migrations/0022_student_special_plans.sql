-- The special plans (国家专项 / 地方专项 / 高校专项) the student says they qualify for, stated once in the profile: the
-- recommendations, the form's checks and the lists' eligibility tags follow it.
ALTER TABLE "students" ADD COLUMN "special_plans" jsonb DEFAULT '[]'::jsonb NOT NULL;
