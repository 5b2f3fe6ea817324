// Military academy admission (军队院校招生): representative academies that take high-school graduates, by service, and the military medical rules (source type: public military academy admission brochures and the military recruitment medical standard, general summary).
import type { Lang } from "@/lib/i18n";

import type { Bilingual } from "./bilingual";
export type { Bilingual };

/* ---------- 1. Academies by service ---------- */

export interface AcademyRow {
  service: Bilingual;
  name: Bilingual;
  city: Bilingual;
}

export const academyColumns: Record<Lang, string[]> = {
  zh: ["所属", "院校", "所在地"],
  en: ["Service", "Academy", "City"],
};

const army: Bilingual = { zh: "陆军", en: "Army" };
const navy: Bilingual = { zh: "海军", en: "Navy" };
const airForce: Bilingual = { zh: "空军", en: "Air Force" };
const rocket: Bilingual = { zh: "火箭军", en: "Rocket Force" };
const pap: Bilingual = { zh: "武警部队", en: "People's Armed Police" };
const other: Bilingual = { zh: "原战略支援部队院校", en: "Former Strategic Support Force academies" };

/** Representative academies only (not the complete list of 27); the year's list is in the provincial admission plan. */
export const academyRows: AcademyRow[] = [
  { service: { zh: "军委直属", en: "Central Military Commission" }, name: { zh: "国防科技大学", en: "National University of Defense Technology" }, city: { zh: "湖南长沙", en: "Changsha, Hunan" } },
  { service: army, name: { zh: "陆军工程大学", en: "Army Engineering University" }, city: { zh: "江苏南京", en: "Nanjing, Jiangsu" } },
  { service: army, name: { zh: "陆军军医大学", en: "Army Medical University" }, city: { zh: "重庆", en: "Chongqing" } },
  { service: army, name: { zh: "陆军步兵学院", en: "Army Infantry Academy" }, city: { zh: "江西南昌", en: "Nanchang, Jiangxi" } },
  { service: army, name: { zh: "陆军装甲兵学院", en: "Army Academy of Armored Forces" }, city: { zh: "北京", en: "Beijing" } },
  { service: army, name: { zh: "陆军炮兵防空兵学院", en: "Army Academy of Artillery and Air Defense" }, city: { zh: "安徽合肥", en: "Hefei, Anhui" } },
  { service: army, name: { zh: "陆军特种作战学院", en: "Army Special Operations Academy" }, city: { zh: "广西桂林", en: "Guilin, Guangxi" } },
  { service: army, name: { zh: "陆军边海防学院", en: "Army Academy of Border and Coastal Defense" }, city: { zh: "陕西西安", en: "Xi'an, Shaanxi" } },
  { service: army, name: { zh: "陆军防化学院", en: "Army Chemical Defense Academy" }, city: { zh: "北京", en: "Beijing" } },
  { service: army, name: { zh: "陆军勤务学院", en: "Army Logistics Academy" }, city: { zh: "重庆", en: "Chongqing" } },
  { service: navy, name: { zh: "海军工程大学", en: "Naval University of Engineering" }, city: { zh: "湖北武汉", en: "Wuhan, Hubei" } },
  { service: navy, name: { zh: "海军大连舰艇学院", en: "Dalian Naval Academy" }, city: { zh: "辽宁大连", en: "Dalian, Liaoning" } },
  { service: navy, name: { zh: "海军潜艇学院", en: "Navy Submarine Academy" }, city: { zh: "山东青岛", en: "Qingdao, Shandong" } },
  { service: navy, name: { zh: "海军航空大学", en: "Naval Aviation University" }, city: { zh: "山东烟台", en: "Yantai, Shandong" } },
  { service: navy, name: { zh: "海军军医大学", en: "Naval Medical University" }, city: { zh: "上海", en: "Shanghai" } },
  { service: airForce, name: { zh: "空军工程大学", en: "Air Force Engineering University" }, city: { zh: "陕西西安", en: "Xi'an, Shaanxi" } },
  { service: airForce, name: { zh: "空军航空大学（飞行学员经招飞选拔）", en: "Air Force Aviation University (flight cadets via pilot recruitment)" }, city: { zh: "吉林长春", en: "Changchun, Jilin" } },
  { service: airForce, name: { zh: "空军预警学院", en: "Air Force Early Warning Academy" }, city: { zh: "湖北武汉", en: "Wuhan, Hubei" } },
  { service: airForce, name: { zh: "空军军医大学", en: "Air Force Medical University" }, city: { zh: "陕西西安", en: "Xi'an, Shaanxi" } },
  { service: rocket, name: { zh: "火箭军工程大学", en: "Rocket Force University of Engineering" }, city: { zh: "陕西西安", en: "Xi'an, Shaanxi" } },
  { service: other, name: { zh: "航天工程大学", en: "Space Engineering University" }, city: { zh: "北京", en: "Beijing" } },
  { service: other, name: { zh: "信息工程大学", en: "Information Engineering University" }, city: { zh: "河南郑州", en: "Zhengzhou, Henan" } },
  { service: pap, name: { zh: "武警工程大学", en: "Engineering University of the PAP" }, city: { zh: "陕西西安", en: "Xi'an, Shaanxi" } },
  { service: pap, name: { zh: "武警警官学院", en: "Officers College of the PAP" }, city: { zh: "四川成都", en: "Chengdu, Sichuan" } },
  { service: pap, name: { zh: "武警特种警察学院", en: "Special Police College of the PAP" }, city: { zh: "北京", en: "Beijing" } },
  { service: pap, name: { zh: "武警海警学院", en: "Coast Guard Academy of the PAP" }, city: { zh: "浙江宁波", en: "Ningbo, Zhejiang" } },
];

/* ---------- 2. Military medical rules ---------- */

export interface MedicalRow {
  item: Bilingual;
  men: Bilingual;
  women: Bilingual;
}

export const medicalColumns: Record<Lang, string[]> = {
  zh: ["项目", "男生", "女生"],
  en: ["Item", "Men", "Women"],
};

const vision: Bilingual = {
  zh: "裸眼视力不低于 4.5；或矫正到 4.8，矫正度数不超过 600 度",
  en: "Bare-eye vision not below 4.5, or correctable to 4.8 with no more than 600 degrees of correction",
};

export const medicalRows: MedicalRow[] = [
  { item: { zh: "视力", en: "Vision" }, men: vision, women: vision },
  { item: { zh: "身高", en: "Height" }, men: { zh: "不低于 162 cm", en: "at least 162 cm" }, women: { zh: "不低于 158 cm", en: "at least 158 cm" } },
  { item: { zh: "体重指数 BMI", en: "Body-mass index (BMI)" }, men: { zh: "17.5–30", en: "17.5–30" }, women: { zh: "17–24", en: "17–24" } },
  {
    item: { zh: "纹身", en: "Tattoos" },
    men: { zh: "面部、颈部不得有纹身", en: "none on the face or neck" },
    women: { zh: "面部、颈部不得有纹身", en: "none on the face or neck" },
  },
];
