// 职业价值观 (zyjzg): our own 32 statements on eight work values, four per value, one of them reverse-keyed,
// interleaved by round.
import { AGREE5, itemRows, type Bank } from "../types";
import { interleave } from "./dyzn";

const BY_DIMENSION: Record<string, readonly (readonly [string, string, boolean?])[]> = {
  achievement: [
    ["我希望工作能让我不断看到自己的进步和成果。", "I want work in which I keep seeing my own progress and results."],
    ["完成一件有挑战的任务，比轻松拿到报酬更让我满足。", "Finishing a challenging task satisfies me more than easy pay."],
    ["我希望工作能充分发挥我的能力。", "I want work that makes full use of my abilities."],
    ["工作只要过得去就行，不必追求做到最好。", "Work only needs to be good enough; there's no need to do it as well as possible.", true],
  ],
  autonomy: [
    ["我希望能自己决定工作的方式和节奏。", "I want to decide for myself how and at what pace I work."],
    ["我不喜欢事事都要请示上级。", "I don't like having to ask a superior about everything."],
    ["我希望将来能独立负责一块工作。", "I hope to be in charge of my own area of work one day."],
    ["有人告诉我每一步该怎么做，我会更安心。", "I feel safer when someone tells me exactly what to do at each step.", true],
  ],
  creativity: [
    ["我希望工作中经常有新的问题和新的想法。", "I want work that keeps bringing new problems and new ideas."],
    ["我希望能创造出以前没有的东西。", "I want to create things that did not exist before."],
    ["一成不变的工作会让我很快厌倦。", "Work that never changes would soon bore me."],
    ["我更喜欢做熟悉的事，不想总是尝试新方法。", "I prefer doing familiar things over trying new methods all the time.", true],
  ],
  altruism: [
    ["我希望我的工作能直接帮助到别人。", "I want my work to help people directly."],
    ["能为社会做出贡献对我来说很重要。", "Contributing to society is important to me."],
    ["只要能帮助别人，即使报酬一般我也愿意做。", "I would do a job that helps people even if the pay were only average."],
    ["工作的意义主要在于个人收获，帮助别人是次要的。", "Work is mainly about what I gain; helping others comes second.", true],
  ],
  income: [
    ["较高的收入是我选择职业的重要考虑。", "A high income is an important part of choosing a career for me."],
    ["我希望通过工作过上富足的生活。", "I want my work to give me a comfortable, well-off life."],
    ["为了更高的报酬，我愿意承担更多的工作。", "I would take on more work for higher pay."],
    ["只要工作有意思，收入低一些我也不介意。", "If the work is interesting, I don't mind earning less.", true],
  ],
  security: [
    ["我希望工作稳定，不用担心失业。", "I want a stable job without worrying about losing it."],
    ["完善的保险和福利对我很重要。", "Good insurance and benefits matter to me."],
    ["我更愿意在成熟、有保障的单位工作。", "I would rather work for an established, secure employer."],
    ["为了更好的机会，我愿意接受不稳定的工作。", "For a better opportunity I would accept an unstable job.", true],
  ],
  recognition: [
    ["我希望我的职业受到别人的尊重。", "I want a career that other people respect."],
    ["我希望将来在自己的领域有一定的名气和地位。", "I hope to have a name and standing in my field one day."],
    ["得到公开的表扬和认可会让我很有动力。", "Public praise and recognition motivate me a lot."],
    ["别人怎么看我的职业，对我来说无所谓。", "What others think of my career doesn't matter to me.", true],
  ],
  balance: [
    ["我希望工作之余有足够的时间陪伴家人和朋友。", "I want enough time outside work for family and friends."],
    ["我不愿意经常加班或出差。", "I don't want to work overtime or travel for work often."],
    ["工作和生活的平衡比升职更重要。", "Balancing work and life matters more to me than promotion."],
    ["为了事业，我愿意牺牲大部分休息时间。", "For my career I would give up most of my free time.", true],
  ],
};

export const zyjzgBank: Bank = {
  code: "zyjzg",
  version: "zyjzg-1",
  instructions: {
    zh: "想象你将来的工作。每一句描述一种你可能看重的东西，请选择它对你来说有多符合。",
    en: "Think of your future work. Each statement describes something you may value; choose how well it fits you.",
  },
  note: {
    zh: "价值观没有对错，也可能随年龄和经历改变。结果帮助你想清楚：选择职业时，什么对你最重要。",
    en: "Values are neither right nor wrong and may change as you grow. The result helps you see what matters most to you when choosing a career.",
  },
  source: {
    zh: "题目由启航团队自行编写，参考职业心理学中常用的工作价值观分类。",
    en: "Items written by the Qihang team on the work values commonly used in vocational psychology.",
  },
  sections: [{ id: "main", title: { zh: "职业价值观", en: "Work values" }, instructions: { zh: "", en: "" }, scale: AGREE5 }],
  dimensions: [
    { id: "achievement", holland: "EI", name: { zh: "成就感", en: "Achievement" }, high: { zh: "看重挑战和成果，希望充分发挥能力。", en: "Values challenge and results, and using your abilities to the full." } },
    { id: "autonomy", holland: "AE", name: { zh: "独立自主", en: "Autonomy" }, high: { zh: "看重自己做主，按自己的方式和节奏工作。", en: "Values deciding for yourself how and when to work." } },
    { id: "creativity", holland: "AI", name: { zh: "创新", en: "Creativity" }, high: { zh: "看重新鲜感，希望不断尝试和创造。", en: "Values novelty, and trying and making new things." } },
    { id: "altruism", holland: "SI", name: { zh: "助人", en: "Helping others" }, high: { zh: "看重工作对他人和社会的帮助。", en: "Values work that helps people and society." } },
    { id: "income", holland: "EC", name: { zh: "经济报酬", en: "Income" }, high: { zh: "看重收入和物质回报。", en: "Values pay and material rewards." } },
    { id: "security", holland: "CR", name: { zh: "稳定保障", en: "Security" }, high: { zh: "看重稳定、保障和可预期的未来。", en: "Values stability, benefits and a predictable future." } },
    { id: "recognition", holland: "ES", name: { zh: "声望地位", en: "Recognition" }, high: { zh: "看重职业受到尊重和认可。", en: "Values respect and recognition for your work." } },
    { id: "balance", holland: "CS", name: { zh: "生活平衡", en: "Work-life balance" }, high: { zh: "看重工作之外的时间和生活质量。", en: "Values time and quality of life outside work." } },
  ],
  items: itemRows("zyjzg-", interleave(BY_DIMENSION)),
};
