-- The school's own province (GB/T 2260 two-digit code, "" until set): the 高考省份 a student of the school gets when none is given.
ALTER TABLE "tenants" ADD COLUMN "province_code" varchar(2) DEFAULT '' NOT NULL;
