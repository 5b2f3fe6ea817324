// 多元智能 (dyzn): our own 40 statements on the eight intelligences of Howard Gardner's theory, five per
// intelligence, one of them reverse-keyed, interleaved by round.
import { AGREE5, itemRows, type Bank } from "../types";

const BY_DIMENSION: Record<string, readonly (readonly [string, string, boolean?])[]> = {
  linguistic: [
    ["我能用清楚生动的语言讲述一件事。", "I can tell a story clearly and vividly."],
    ["我喜欢读书，常常记住书中的好句子。", "I like reading and often remember good lines from books."],
    ["写作文对我来说比较轻松。", "Writing essays comes fairly easily to me."],
    ["我喜欢文字游戏，比如对联、谜语或双关语。", "I enjoy word games such as couplets, riddles or puns."],
    ["要把自己的想法写成文字，我常常觉得很吃力。", "Putting my thoughts into writing is often a struggle for me.", true],
  ],
  logical: [
    ["我心算比较快。", "I am fairly quick at mental arithmetic."],
    ["我喜欢解数学题或逻辑推理题。", "I like solving maths or logic puzzles."],
    ["我习惯把问题分成几步，一步步推理。", "I tend to break a problem into steps and reason through them."],
    ["我能很快发现一段论证中的漏洞。", "I quickly spot the flaw in an argument."],
    ["遇到需要计算和推理的题目，我容易犯迷糊。", "Problems that need calculation and reasoning easily confuse me.", true],
  ],
  spatial: [
    ["我看地图或示意图很容易找到方向。", "I find my way easily with a map or a diagram."],
    ["我能在脑海中想象物体转过来以后的样子。", "I can picture in my mind how an object looks when it is turned around."],
    ["我喜欢画画、搭积木或做手工模型。", "I like drawing, building blocks or making models."],
    ["我对颜色、形状和布局很敏感。", "I am sensitive to colour, shape and layout."],
    ["照着图纸组装东西对我来说很难。", "Assembling something from a diagram is hard for me.", true],
  ],
  bodily: [
    ["我擅长至少一项体育运动或舞蹈。", "I am good at at least one sport or dance."],
    ["我学动作类的技能很快，比如骑车、游泳。", "I learn physical skills quickly, like cycling or swimming."],
    ["我的手很巧，能做精细的手工。", "I am good with my hands and can do fine handiwork."],
    ["坐久了我就想起来活动一下。", "After sitting for a while I want to get up and move."],
    ["我的动作常常显得笨手笨脚。", "I often feel clumsy in how I move.", true],
  ],
  musical: [
    ["我能很快记住一段旋律。", "I remember a tune quickly."],
    ["我能听出别人唱歌跑调。", "I can tell when someone sings out of tune."],
    ["我学习或做事时喜欢有音乐相伴。", "I like music on while I study or work."],
    ["我能跟着节奏打拍子或即兴哼唱。", "I can keep the beat or improvise a tune."],
    ["大多数歌曲在我听来都差不多。", "Most songs sound much the same to me.", true],
  ],
  interpersonal: [
    ["我很容易察觉别人的情绪变化。", "I easily notice when someone's mood changes."],
    ["同学之间闹矛盾时，我常能帮忙调解。", "When classmates fall out, I can often help them make up."],
    ["在小组里我能让大家合作得更顺利。", "In a group I help people work together more smoothly."],
    ["我交朋友比较容易。", "I make friends fairly easily."],
    ["我常常不明白别人为什么不高兴。", "I often don't understand why someone is upset.", true],
  ],
  intrapersonal: [
    ["我清楚自己的优点和不足。", "I know my own strengths and weaknesses."],
    ["我常常反思自己做过的事，并从中学习。", "I often reflect on what I have done and learn from it."],
    ["我能为自己设定目标并坚持下去。", "I can set myself goals and stick to them."],
    ["我能说清楚自己当下的感受和原因。", "I can say what I am feeling and why."],
    ["我很少想自己到底想要什么。", "I seldom think about what I really want.", true],
  ],
  naturalist: [
    ["我能认出很多种植物、动物或岩石。", "I can recognise many kinds of plants, animals or rocks."],
    ["我喜欢观察天气、星空或季节的变化。", "I like watching the weather, the stars or the seasons change."],
    ["我喜欢把东西按特征分门别类。", "I like sorting things into groups by their features."],
    ["我关心环境保护和生态问题。", "I care about protecting the environment and ecology."],
    ["户外的自然环境对我没什么吸引力。", "Nature outdoors holds little appeal for me.", true],
  ],
};

/** Rows in rounds: each intelligence's first statement, then each one's second … */
export function interleave(byDimension: Record<string, readonly (readonly [string, string, boolean?])[]>): [string, string, string, boolean?][] {
  const dims = Object.keys(byDimension);
  const rounds = Math.max(...dims.map((d) => byDimension[d]!.length));
  const rows: [string, string, string, boolean?][] = [];
  for (let r = 0; r < rounds; r++) for (const d of dims) {
    const row = byDimension[d]![r];
    if (row) rows.push(row[2] ? [d, row[0], row[1], true] : [d, row[0], row[1]]);
  }
  return rows;
}

export const dyznBank: Bank = {
  code: "dyzn",
  version: "dyzn-1",
  instructions: {
    zh: "每一句描述一种能力或习惯。请按你平时的表现选择符合程度。",
    en: "Each statement describes an ability or a habit. Choose how well it fits what you usually do.",
  },
  note: {
    zh: "这是自我评价，反映你眼中自己的长处，不是智力测验；每个人都同时拥有多种智能，它们都可以通过练习发展。",
    en: "This is a self-rating of where you see your strengths, not an intelligence test. Everyone has all of these, and each can grow with practice.",
  },
  source: {
    zh: "题目由启航团队自行编写，依据加德纳（Howard Gardner）的多元智能理论。",
    en: "Items written by the Qihang team on Howard Gardner's theory of multiple intelligences.",
  },
  sections: [{ id: "main", title: { zh: "多元智能", en: "Multiple intelligences" }, instructions: { zh: "", en: "" }, scale: AGREE5 }],
  dimensions: [
    { id: "linguistic", holland: "AS", name: { zh: "语言智能", en: "Linguistic" }, high: { zh: "善于用语言和文字表达、阅读和说服。", en: "Good with words: reading, writing, explaining and persuading." } },
    { id: "logical", holland: "IC", name: { zh: "逻辑数学智能", en: "Logical-mathematical" }, high: { zh: "善于计算、推理和发现规律。", en: "Good at calculating, reasoning and finding patterns." } },
    { id: "spatial", holland: "AR", name: { zh: "视觉空间智能", en: "Visual-spatial" }, high: { zh: "善于想象图形和空间、辨认方向、设计布局。", en: "Good at picturing shapes and space, finding the way and laying things out." } },
    { id: "bodily", holland: "RS", name: { zh: "身体运动智能", en: "Bodily-kinesthetic" }, high: { zh: "善于运用身体和双手，动作协调、手巧。", en: "Good at using the body and hands with control and skill." } },
    { id: "musical", holland: "AS", name: { zh: "音乐智能", en: "Musical" }, high: { zh: "对节奏、音调和旋律敏感。", en: "Sensitive to rhythm, pitch and melody." } },
    { id: "interpersonal", holland: "SE", name: { zh: "人际智能", en: "Interpersonal" }, high: { zh: "善于理解别人、与人合作和沟通。", en: "Good at understanding others, working with them and communicating." } },
    { id: "intrapersonal", holland: "IA", name: { zh: "内省智能", en: "Intrapersonal" }, high: { zh: "了解自己，能反思、自我管理。", en: "Knows oneself; reflects and manages oneself well." } },
    { id: "naturalist", holland: "IR", name: { zh: "自然观察智能", en: "Naturalist" }, high: { zh: "善于观察和辨别自然界的事物并分类。", en: "Good at observing, recognising and classifying things in nature." } },
  ],
  items: itemRows("dyzn-", interleave(BY_DIMENSION)),
};
