// 心理状态 (psychology): two freely usable screening questionnaires, shown as published (English) and in our own
// Chinese translation (marked as ours in the README, as the WHO-5's terms ask of altered versions):
// - WHO-5 Well-Being Index (Psychiatric Research Unit, Mental Health Centre North Zealand, for the WHO; free to use
//   without permission): five items, 0–5 each, over the last two weeks.
// - GAD-7 (Spitzer, Kroenke, Williams, Löwe 2006; phqscreeners.com: "no permission is required to reproduce,
//   translate, display or distribute"): seven items, 0–3 each, over the last two weeks.
import { itemRows, type Bank, type Scale } from "../types";

export const WHO5_SCALE: Scale = {
  id: "who5",
  options: [
    { value: 5, label: { zh: "所有时间", en: "All of the time" } },
    { value: 4, label: { zh: "大部分时间", en: "Most of the time" } },
    { value: 3, label: { zh: "一半以上时间", en: "More than half of the time" } },
    { value: 2, label: { zh: "不到一半时间", en: "Less than half of the time" } },
    { value: 1, label: { zh: "偶尔", en: "Some of the time" } },
    { value: 0, label: { zh: "从未", en: "At no time" } },
  ],
};

export const GAD7_SCALE: Scale = {
  id: "gad7",
  options: [
    { value: 0, label: { zh: "完全没有", en: "Not at all" } },
    { value: 1, label: { zh: "有几天", en: "Several days" } },
    { value: 2, label: { zh: "一半以上的日子", en: "More than half the days" } },
    { value: 3, label: { zh: "几乎每天", en: "Nearly every day" } },
  ],
};

export const psychologyBank: Bank = {
  code: "psychology",
  version: "psychology-1",
  instructions: {
    zh: "请根据过去两周的真实感受作答。只有你和你的家长能看到结果；分数偏高时，学校的心理老师也会收到提醒，以便关心你。",
    en: "Answer for how you have felt over the last two weeks. Only you and your parent see the result; when scores are high, your school's counsellor is also told so they can check in with you.",
  },
  note: {
    zh: "这是筛查，不是诊断。分数只说明过去两周的感受，不能判断你是否患有任何疾病；如需判断，请找心理老师或医生面谈。",
    en: "This is a screening, not a diagnosis. The scores describe the last two weeks only and cannot tell whether you have any condition; for that, talk with a counsellor or a doctor.",
  },
  source: {
    zh: "WHO-5 幸福感指数（世界卫生组织，北西兰岛精神卫生中心心理研究室编制，可免费使用）与 GAD-7 广泛性焦虑量表（Spitzer 等，2006，可免费复制、翻译和使用）；中文为启航团队的翻译。",
    en: "WHO-5 Well-Being Index (World Health Organization; Psychiatric Research Unit, Mental Health Centre North Zealand; free to use) and GAD-7 (Spitzer et al., 2006; free to reproduce, translate and use); Chinese wording translated by the Qihang team.",
  },
  sections: [
    { id: "who5", title: { zh: "幸福感（WHO-5）", en: "Wellbeing (WHO-5)" }, instructions: { zh: "在过去两周里，以下情况出现的时间有多少？", en: "Over the last two weeks, how much of the time …" }, scale: WHO5_SCALE },
    { id: "gad7", title: { zh: "焦虑（GAD-7）", en: "Anxiety (GAD-7)" }, instructions: { zh: "在过去两周里，你有多经常被以下问题困扰？", en: "Over the last 2 weeks, how often have you been bothered by the following problems?" }, scale: GAD7_SCALE },
  ],
  dimensions: [
    { id: "who5", holland: "", name: { zh: "幸福感（WHO-5）", en: "Wellbeing (WHO-5)" }, high: { zh: "分数越高，说明过去两周情绪和精力越好。", en: "The higher the score, the better your mood and energy over the last two weeks." } },
    { id: "gad7", holland: "", name: { zh: "焦虑（GAD-7）", en: "Anxiety (GAD-7)" }, high: { zh: "分数越高，说明过去两周被紧张和担忧困扰得越多。", en: "The higher the score, the more worry and tension bothered you over the last two weeks." } },
  ],
  items: [
    ...itemRows("who5-", [
      ["who5", "我感到快乐，心情舒畅。", "I have felt cheerful and in good spirits."],
      ["who5", "我感到平静和放松。", "I have felt calm and relaxed."],
      ["who5", "我感到精力充沛，有活力。", "I have felt active and vigorous."],
      ["who5", "我醒来时感到神清气爽，休息得很好。", "I woke up feeling fresh and rested."],
      ["who5", "我每天的生活中充满了让我感兴趣的事。", "My daily life has been filled with things that interest me."],
    ], "who5"),
    ...itemRows("gad7-", [
      ["gad7", "感到紧张、焦虑或心烦意乱", "Feeling nervous, anxious, or on edge"],
      ["gad7", "无法停止或控制担忧", "Not being able to stop or control worrying"],
      ["gad7", "对各种各样的事情担忧过多", "Worrying too much about different things"],
      ["gad7", "很难放松下来", "Trouble relaxing"],
      ["gad7", "坐立不安，难以安静地坐着", "Being so restless that it is hard to sit still"],
      ["gad7", "变得容易烦恼或急躁", "Becoming easily annoyed or irritable"],
      ["gad7", "感到害怕，好像将有可怕的事情发生", "Feeling afraid, as if something awful might happen"],
    ], "gad7"),
  ],
};
