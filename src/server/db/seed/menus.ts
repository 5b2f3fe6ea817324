// The portal's menu tree (portal.md §2 top navigation), with buttons (category 2) for the permission map.
export interface MenuSeed {
  id: number; parentId: number; code: string; name: string; alias?: string; path: string; source: string; sort: number; category: 1 | 2; topMenu?: boolean;
}

export const menuSeed: MenuSeed[] = [
  { id: 1000, parentId: 0, code: "home", name: "首页", alias: "home", path: "/wel/index", source: "el-icon-house", sort: 1, category: 1, topMenu: true },
  { id: 1001, parentId: 1000, code: "colleges", name: "查大学", path: "/wel/colleges/index", source: "el-icon-school", sort: 1, category: 1 },
  { id: 1002, parentId: 1000, code: "major", name: "查专业", path: "/wel/major/index", source: "el-icon-notebook-2", sort: 2, category: 1 },
  { id: 1003, parentId: 1000, code: "job", name: "查职业", path: "/wel/job/index", source: "el-icon-suitcase", sort: 3, category: 1 },
  { id: 1004, parentId: 1000, code: "batchLine", name: "批次线", path: "/wel/batchLine/index", source: "el-icon-data-line", sort: 4, category: 1 },
  { id: 1005, parentId: 1000, code: "burst", name: "一分一段", path: "/wel/burst", source: "el-icon-s-data", sort: 5, category: 1 },
  { id: 1006, parentId: 1000, code: "sameScore", name: "同分去向", path: "/wel/sameScore", source: "el-icon-position", sort: 6, category: 1 },
  { id: 1007, parentId: 1000, code: "enrollPlan", name: "扩缩招", path: "/wel/enrollPlan", source: "el-icon-sort", sort: 7, category: 1 },
  { id: 1008, parentId: 1000, code: "advanceBatch", name: "提前批", path: "/wel/advanceBatch/index", source: "el-icon-time", sort: 8, category: 1 },
  { id: 1009, parentId: 1000, code: "probability", name: "录取概率", path: "/wel/probability", source: "el-icon-pie-chart", sort: 9, category: 1 },
  { id: 1101, parentId: 1001, code: "college_follow", name: "关注院校", path: "", source: "", sort: 1, category: 2 },
  { id: 1102, parentId: 1001, code: "college_contrast", name: "院校对比", path: "", source: "", sort: 2, category: 2 },
  { id: 1103, parentId: 1002, code: "major_follow", name: "收藏专业", path: "", source: "", sort: 1, category: 2 },
  { id: 1104, parentId: 1003, code: "job_follow", name: "收藏职业", path: "", source: "", sort: 1, category: 2 },
  { id: 2000, parentId: 0, code: "career", name: "生涯规划", alias: "career", path: "/career/index", source: "el-icon-guide", sort: 2, category: 1, topMenu: true },
  { id: 2001, parentId: 2000, code: "career_archive", name: "生涯档案", path: "/career/archive", source: "el-icon-folder", sort: 1, category: 1 },
  { id: 2002, parentId: 2000, code: "career_course", name: "选科指导", path: "/career/course/index", source: "el-icon-reading", sort: 2, category: 1 },
  { id: 2003, parentId: 2000, code: "career_target", name: "目标规划", path: "/career/target", source: "el-icon-aim", sort: 3, category: 1 },
  { id: 2004, parentId: 2000, code: "career_path", name: "升学路径", path: "/career/path/index", source: "el-icon-share", sort: 4, category: 1 },
  { id: 2005, parentId: 2000, code: "career_plan", name: "生涯规划书", path: "/career/plan", source: "el-icon-document", sort: 5, category: 1 },
  { id: 2006, parentId: 2000, code: "career_learning", name: "学习计划", path: "/career/learning", source: "el-icon-date", sort: 6, category: 1 },
  { id: 2101, parentId: 2002, code: "course_submit", name: "提交选科", path: "", source: "", sort: 1, category: 2 },
  { id: 3000, parentId: 0, code: "volunteer", name: "志愿填报", alias: "volunteer", path: "/volunteer/index", source: "el-icon-edit-outline", sort: 3, category: 1, topMenu: true },
  { id: 3101, parentId: 3000, code: "volunteer_fill", name: "模拟填报", path: "", source: "", sort: 1, category: 2 },
  { id: 3102, parentId: 3000, code: "volunteer_export", name: "导出志愿表", path: "", source: "", sort: 2, category: 2 },
  { id: 4000, parentId: 0, code: "mine", name: "我的", alias: "mine", path: "/mine/index", source: "el-icon-user", sort: 4, category: 1, topMenu: true },
  { id: 4001, parentId: 4000, code: "mine_info", name: "个人信息", path: "/info/index", source: "el-icon-postcard", sort: 1, category: 1 },
  { id: 4101, parentId: 4000, code: "mine_edit", name: "编辑资料", path: "", source: "", sort: 1, category: 2 },
];
