// 性格类型 (rglx): our own 32 statements on four pairs of opposite preferences (energy, information, decisions,
// lifestyle), eight per pair: four keyed to each side (the second side's items are reverse-keyed for the pair's
// first pole). A description of preferences, not a measure of ability or character.
import { AGREE5, itemRows, type Bank } from "../types";

/** The pairs in order, first pole then second; an item's dimension is its pair, keyed to the first pole unless reverse. */
export const AXES = [
  { axis: "EI", first: "E", second: "I" },
  { axis: "SN", first: "S", second: "N" },
  { axis: "TF", first: "T", second: "F" },
  { axis: "JP", first: "J", second: "P" },
] as const;

const ROWS = [
  ["EI", "和一群人在一起让我充满活力。", "Being with a group of people gives me energy."],
  ["SN", "我更相信亲眼看到、亲手做过的经验。", "I trust what I have seen and done myself more than theories."],
  ["TF", "做决定时，我首先看它是否合乎逻辑。", "When deciding, I first ask whether it is logical."],
  ["JP", "我喜欢提前把事情安排好。", "I like having things arranged in advance."],
  ["EI", "忙了一天后，我需要独处一会儿才能恢复精神。", "After a busy day I need time alone to recharge.", true],
  ["SN", "我常常想象未来的各种可能。", "I often imagine the different ways the future could go.", true],
  ["TF", "做决定时，我会先考虑它对别人感受的影响。", "When deciding, I first think about how it will make people feel.", true],
  ["JP", "我喜欢随机应变，计划太死会让我不舒服。", "I like to adapt as I go; rigid plans make me uneasy.", true],
  ["EI", "我常常边说边想，说出来才想得更清楚。", "I often think out loud; talking helps me get my thoughts clear."],
  ["SN", "我喜欢按步骤做事，注重具体细节。", "I like working step by step and paying attention to concrete details."],
  ["TF", "我认为公平就是对所有人用同一个标准。", "To me, fairness means the same standard for everyone."],
  ["JP", "作业我通常会提前完成，而不是拖到最后。", "I usually finish homework early rather than at the last minute."],
  ["EI", "我习惯想清楚再开口。", "I usually think things through before I speak.", true],
  ["SN", "我喜欢探索新的想法和理论，即使它们暂时用不上。", "I like exploring new ideas and theories even if they are of no use yet.", true],
  ["TF", "维护大家的和睦对我来说很重要。", "Keeping everyone on good terms matters a lot to me.", true],
  ["JP", "截止日期前的压力反而让我效率更高。", "Pressure just before a deadline actually makes me more efficient.", true],
  ["EI", "在新环境里我很快就能和陌生人聊起来。", "In a new place I soon start talking to strangers."],
  ["SN", "学习时我喜欢先看具体的例子。", "When I learn, I like to see concrete examples first."],
  ["TF", "我能直接指出别人方案中的问题。", "I can point out the problems in someone's plan directly."],
  ["JP", "我的书桌和物品通常摆放整齐。", "My desk and things are usually tidy."],
  ["EI", "比起热闹的聚会，我更喜欢和一两个好朋友深谈。", "I prefer a deep talk with one or two close friends to a lively party.", true],
  ["SN", "我容易从一件事联想到很多其他事。", "One thing easily makes me think of many others.", true],
  ["TF", "我很容易体会到别人的情绪。", "I easily sense how other people feel.", true],
  ["JP", "我喜欢保留多种选择，不急于定下来。", "I like keeping my options open instead of deciding quickly.", true],
  ["EI", "周末我更想出去和朋友聚会。", "At weekends I would rather go out with friends."],
  ["SN", "我更关注眼下实际需要做的事。", "I focus on what actually needs doing now."],
  ["TF", "讨论时我最看重论据是否站得住。", "In a discussion I care most whether the arguments hold up."],
  ["JP", "做出决定后我就不太愿意再改。", "Once I have decided, I don't like changing it."],
  ["EI", "长时间社交之后我会觉得很累。", "Long stretches of socialising tire me out.", true],
  ["SN", "比起细节，我更在意整体的意义和方向。", "I care more about the overall meaning and direction than the details.", true],
  ["TF", "批评别人之前，我会先想怎样说对方更容易接受。", "Before criticising someone, I think about how to say it so they can accept it.", true],
  ["JP", "临时改变安排对我来说没什么关系。", "Last-minute changes of plan don't bother me.", true],
] as const;

export const rglxBank: Bank = {
  code: "rglx",
  version: "rglx-1",
  instructions: {
    zh: "每一句描述一种习惯或偏好。请按你平时自然的样子作答，而不是你希望自己成为的样子。",
    en: "Each statement describes a habit or a preference. Answer as you usually are, not as you would like to be.",
  },
  note: {
    zh: "性格类型描述的是偏好，没有好坏之分；每个人在不同场合都会用到两种倾向。接近中间的结果说明你在这一对倾向上比较平衡。",
    en: "A personality type describes preferences; none is better than another, and everyone uses both sides at times. A result near the middle means you are balanced on that pair.",
  },
  source: {
    zh: "题目由启航团队自行编写，依据荣格心理类型理论中的四对偏好；本测评不是也不代表任何商业性格测验。",
    en: "Items written by the Qihang team on the four pairs of preferences of Jung's psychological types; this is not, and does not stand for, any commercial personality test.",
  },
  sections: [{ id: "main", title: { zh: "性格类型", en: "Personality type" }, instructions: { zh: "", en: "" }, scale: AGREE5 }],
  dimensions: [
    { id: "EI", holland: "ES", name: { zh: "能量来源：外向 / 内向", en: "Energy: extraverted / introverted" }, high: { zh: "", en: "" } },
    { id: "SN", holland: "RC", name: { zh: "获取信息：实感 / 直觉", en: "Information: sensing / intuition" }, high: { zh: "", en: "" } },
    { id: "TF", holland: "IR", name: { zh: "做出决定：思考 / 情感", en: "Decisions: thinking / feeling" }, high: { zh: "", en: "" } },
    { id: "JP", holland: "CE", name: { zh: "生活方式：计划 / 灵活", en: "Lifestyle: planned / flexible" }, high: { zh: "", en: "" } },
  ],
  items: itemRows("rglx-", ROWS),
};

/** The eight poles: their names, what leaning to them means, and the Holland types they lean to (for pointers). */
export const POLES: Record<string, { name: { zh: string; en: string }; high: { zh: string; en: string }; holland: string }> = {
  E: { holland: "ES", name: { zh: "外向", en: "Extraverted" }, high: { zh: "从与人交往和外部活动中获得能量，喜欢边做边想。", en: "Draws energy from people and activity; thinks while doing and talking." } },
  I: { holland: "IA", name: { zh: "内向", en: "Introverted" }, high: { zh: "从独处和思考中获得能量，喜欢想清楚再行动。", en: "Draws energy from time alone and reflection; thinks before acting." } },
  S: { holland: "RC", name: { zh: "实感", en: "Sensing" }, high: { zh: "关注具体事实和实际经验，做事踏实、重细节。", en: "Attends to concrete facts and experience; practical and detailed." } },
  N: { holland: "AI", name: { zh: "直觉", en: "Intuition" }, high: { zh: "关注可能性和整体意义，喜欢新想法和联想。", en: "Attends to possibilities and the big picture; likes new ideas and connections." } },
  T: { holland: "IR", name: { zh: "思考", en: "Thinking" }, high: { zh: "做决定时重视逻辑和客观标准。", en: "Decides by logic and objective standards." } },
  F: { holland: "SA", name: { zh: "情感", en: "Feeling" }, high: { zh: "做决定时重视人的感受和价值观。", en: "Decides by people's feelings and values." } },
  J: { holland: "CE", name: { zh: "计划", en: "Planned" }, high: { zh: "喜欢有计划、有条理，愿意早做决定。", en: "Likes plans and order, and settling things early." } },
  P: { holland: "AR", name: { zh: "灵活", en: "Flexible" }, high: { zh: "喜欢随机应变，保留选择，享受过程。", en: "Likes adapting as things come, keeping options open, enjoying the process." } },
};
