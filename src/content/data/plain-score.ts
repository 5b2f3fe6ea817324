// Plain-score (no bonus) unified admission (裸分统招): where the page's dated rule on bonus points comes from.
import type { Source } from "./sources";

export const sources: Source[] = [
  {
    title: {
      zh: "教育部、国家民委、公安部、国家体育总局、中国科协《关于进一步减少和规范高考加分项目和分值的意见》（2014 年 12 月；我们读到的是新闻报道和省级文件的引述）",
      en: "Ministry of Education, State Ethnic Affairs Commission, Ministry of Public Security, General Administration of Sport and China Association for Science and Technology: opinions on further reducing and regulating gaokao bonus points (December 2014; read as cited in news reports and provincial documents)",
    },
    kind: "publisher",
    date: "2014-12",
    supports: {
      zh: "自 2015 年 1 月 1 日起取消体育特长生、中学生学科奥林匹克竞赛、科技类竞赛、省级优秀学生、思想政治品德有突出事迹 5 项全国性加分；烈士子女、少数民族聚居地区少数民族考生、归侨华侨子女和台湾省籍考生、自主就业退役士兵、立二等功以上的退役军人 5 类照顾性加分保留",
      en: "from 1 January 2015 the five national bonuses (sports talent, subject olympiads, science competitions, provincial merit students, outstanding moral conduct) ended; five compensatory groups kept theirs (children of martyrs, minority candidates from frontier and minority areas, returned overseas Chinese and their children and Taiwan-registered candidates, self-employed veterans, veterans with a second-class merit or higher)",
    },
  },
];
