// 专业倾向 (major): our own 33 statements, three for each of eleven study directions (./fields), interleaved by
// round. The report points to the major classes of the strongest directions.
import { AGREE5, itemRows, type Bank } from "../types";
import { interleave } from "./dyzn";
import { FIELDS } from "./fields";

const BY_DIMENSION: Record<string, readonly (readonly [string, string])[]> = {
  computing: [
    ["我喜欢编程，或者很想学编程。", "I like programming, or would really like to learn it."],
    ["我喜欢研究算法、数字和逻辑规则。", "I like working on algorithms, numbers and logical rules."],
    ["我对人工智能、芯片这类信息技术很感兴趣。", "I am very interested in information technology such as AI or chips."],
  ],
  engineering: [
    ["我想设计或制造机器、车辆或飞行器。", "I would like to design or build machines, vehicles or aircraft."],
    ["我对桥梁、建筑或电网是怎样建成的很感兴趣。", "I am interested in how bridges, buildings or power grids are built."],
    ["我喜欢把想法做成能实际运转的装置。", "I like turning an idea into a device that actually works."],
  ],
  science: [
    ["我想在实验室里探索物质和能量的规律。", "I would like to explore the laws of matter and energy in a laboratory."],
    ["宇宙、原子或新材料的奥秘让我着迷。", "The mysteries of the universe, atoms or new materials fascinate me."],
    ["我愿意把大学时间花在基础科学研究上。", "I would gladly spend my university years on basic science."],
  ],
  life: [
    ["我对人体、疾病和健康的知识很感兴趣。", "I am interested in the human body, illness and health."],
    ["我愿意将来从事治病救人的工作。", "I would like a future job treating and caring for patients."],
    ["我喜欢了解基因、细胞和生命是怎样运作的。", "I like learning how genes, cells and living things work."],
  ],
  earth: [
    ["我关心粮食、森林和生态环境的未来。", "I care about the future of food, forests and the environment."],
    ["我喜欢野外考察、观察大自然。", "I like field trips and observing nature."],
    ["我想用科学方法解决污染或气候问题。", "I want to use science to tackle pollution or climate problems."],
  ],
  business: [
    ["我对市场、投资和公司经营很感兴趣。", "I am interested in markets, investment and how companies are run."],
    ["我喜欢关注经济新闻和商业案例。", "I like following economic news and business cases."],
    ["我想学会管理一个团队或项目的人和钱。", "I want to learn to manage the people and money of a team or project."],
  ],
  law: [
    ["我关心社会公平和公共事务。", "I care about fairness in society and public affairs."],
    ["我喜欢分析法律案例或辩论社会问题。", "I like analysing legal cases or debating social issues."],
    ["我想从事维护权益、参与社会治理的工作。", "I would like work that protects people's rights or helps run society."],
  ],
  language: [
    ["我喜欢阅读和写作，对文字很敏感。", "I like reading and writing and have a feel for words."],
    ["我喜欢学外语、了解其他国家的文化。", "I like learning foreign languages and about other cultures."],
    ["我想做记者、编辑或内容创作。", "I would like to be a journalist, an editor or a content creator."],
  ],
  education: [
    ["我想将来当老师，帮助学生成长。", "I would like to be a teacher and help students grow."],
    ["我对人的心理和行为很好奇。", "I am curious about how people think and behave."],
    ["我喜欢给别人讲解知识。", "I like explaining things to others."],
  ],
  arts: [
    ["我想从事设计、绘画或影视创作。", "I would like to work in design, painting or film."],
    ["我愿意花很多时间练习一门艺术。", "I am willing to spend a lot of time practising an art."],
    ["我对建筑、服装或产品的外观设计很感兴趣。", "I am interested in how buildings, clothes or products are designed."],
  ],
  humanities: [
    ["我喜欢研究历史事件和历史人物。", "I like studying historical events and people."],
    ["我常思考人生意义、是非对错这类问题。", "I often think about questions such as the meaning of life or right and wrong."],
    ["我愿意在图书馆里钻研古籍和文献。", "I would happily spend time in a library studying old texts and documents."],
  ],
};

export const majorBank: Bank = {
  code: "major",
  version: "major-1",
  instructions: {
    zh: "每一句描述一个学习或工作方向。请按你对它的兴趣选择符合程度，不用考虑分数够不够。",
    en: "Each statement describes a direction of study or work. Choose how well it fits your interest; don't think about whether your marks are high enough.",
  },
  note: {
    zh: "结果指出你目前最感兴趣的学习方向和其中的专业类，供你进一步了解；报考前请查看目标院校在你所在省份的选科要求和招生计划。",
    en: "The result shows the study directions and major classes you are most interested in now, to look into further. Before applying, check each college's subject requirements and plans for your province.",
  },
  source: {
    zh: "题目由启航团队自行编写；方向与专业类的对应是我们按《普通高等学校本科专业目录》整理的。",
    en: "Items written by the Qihang team; the directions and their major classes are our own grouping of the national undergraduate catalogue.",
  },
  sections: [{ id: "main", title: { zh: "专业倾向", en: "Major preferences" }, instructions: { zh: "", en: "" }, scale: AGREE5 }],
  dimensions: FIELDS.map((f) => ({
    id: f.id, holland: f.holland, name: f.name,
    high: { zh: `你对${f.name.zh}方向的学习内容兴趣较强。`, en: `You show strong interest in studying ${f.name.en.toLowerCase()}.` },
  })),
  items: itemRows("major-", interleave(BY_DIMENSION)),
};
