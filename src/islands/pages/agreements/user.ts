// The user agreement (?page=1), in plain language, for a portal that a school runs on open-source software.
import type { Agreement } from "./types";

export const userAgreement: Agreement = {
  zh: {
    title: "启航生涯规划教育平台用户协议",
    intro: [
      "欢迎使用启航生涯规划教育平台（下称“本平台”）。本协议说明你可以怎样使用本平台、我们彼此的责任，以及遇到问题时该找谁。请你在使用前读完；如果你还未满 18 周岁，请和家长一起阅读。",
      "登录并使用本平台，即表示你已阅读并同意本协议和《隐私协议》。如果不同意，请不要登录，并告诉学校的平台管理员。",
    ],
    sections: [
      {
        id: "who",
        heading: "一、本平台由谁提供",
        paragraphs: [
          "本平台是一套开源软件，由你所在的学校（下称“学校”）部署在学校选择的服务器上，为本校学生和家长提供服务。学校负责开通账号、维护学生信息、运营平台，并对本协议中“我们”的承诺负责。",
          "编写这套开源软件的开发者只提供软件本身，不运营你正在使用的平台，也无法看到其中的任何数据。",
        ],
      },
      {
        id: "account",
        heading: "二、账号",
        paragraphs: ["本平台的账号由学校开通，分为学生账号和家长账号。登录时需要填写学校编号（租户编号）、账号和密码。"],
        items: [
          "请妥善保管密码，不要告诉别人，也不要把账号借给他人使用。首次登录后，建议通过头像菜单中的“修改密码”换成只有你知道的密码。",
          "家长账号与孩子的学生账号关联，可以查看孩子的信息和任务，但不能修改孩子的资料。",
          "使用第三方账号登录的用户，需要先提交注册申请，经学校管理员审核通过后才能使用。",
          "如果发现账号可能被他人使用，请立即修改密码，并告诉班主任或学校的平台管理员。",
          "离开电脑时，可以使用头像菜单中的“锁屏”，或直接退出登录。",
        ],
      },
      {
        id: "services",
        heading: "三、本平台提供的服务",
        paragraphs: ["本平台帮助学生认识自己、了解升学途径并做好志愿准备，包括："],
        items: [
          "院校、专业和职业的查询与比较；",
          "批次线、一分一段表、同分去向、扩缩招、提前批、录取概率等升学数据；",
          "兴趣、性格、能力等生涯测评及报告，生涯档案、选科指导和目标规划；",
          "志愿模拟填报；",
          "学校通知、学习任务和考试成绩的查看；",
          "公开的升学路径指南（强基计划、综合评价、专项计划等）。",
        ],
        after: ["部分栏目仍在建设中，页面上会标明“即将上线”，并说明上线后将提供什么。"],
      },
      {
        id: "reference",
        heading: "四、数据和结果仅供参考",
        paragraphs: [
          "本平台的招生数据根据公开资料整理，可能存在滞后或差错。招生政策、计划和分数线一律以教育部、各省级招生考试机构和各高校当年正式发布的信息为准。",
          "测评结果反映的是你作答时的状态，用来帮助你思考，而不是对你的定论。录取概率是依据往年数据做出的估算，不代表任何录取承诺。",
          "本平台的志愿填报是模拟练习，不会提交到任何官方系统。正式志愿必须由考生本人在所在省份招生考试机构指定的系统中填报。",
        ],
      },
      {
        id: "rules",
        heading: "五、使用规则",
        paragraphs: ["为了让大家都能安全、顺畅地使用本平台，请不要："],
        items: [
          "使用他人的账号登录，或把自己的账号交给他人使用；",
          "尝试查看、修改不属于你的数据，或绕过平台的权限控制；",
          "用程序批量下载、抓取平台上的数据，或做出影响平台正常运行的行为；",
          "在意见反馈等可以填写内容的地方发布违法、侮辱、骚扰他人的内容，或泄露他人的个人信息。",
        ],
        after: ["如果违反上述规则，学校可以根据情况提醒、暂停或停用相关账号。"],
      },
      {
        id: "minors",
        heading: "六、未成年人",
        paragraphs: [
          "本平台的大多数学生用户未满 18 周岁。学校在为学生开通账号前，应已按照国家规定告知监护人并取得必要的同意；不满 14 周岁的学生，其个人信息须经监护人同意后才能处理。",
          "我们建议家长和孩子一起阅读本协议和《隐私协议》，并一起使用测评和志愿模拟等功能。家长对孩子信息的疑问，可以直接向学校提出。",
        ],
      },
      {
        id: "privacy",
        heading: "七、个人信息",
        paragraphs: ["本平台如何收集、使用、保存和保护你的个人信息，由《隐私协议》说明。《隐私协议》是本协议的一部分，可以在头像菜单中的“隐私协议”随时查看。"],
      },
      {
        id: "open-source",
        heading: "八、开源软件",
        paragraphs: [
          "本平台的源代码公开，按照其开源许可证提供。任何人都可以查看代码，了解平台如何处理数据。学校可能根据本校需要对软件做了调整；具体以学校部署的版本为准。",
          "开源许可证规定了软件本身按“现状”提供。学校作为平台的运营者，对本平台的服务和你的数据负责。",
        ],
      },
      {
        id: "changes",
        heading: "九、服务变更与中断",
        paragraphs: [
          "学校可能为了维护、升级或安全原因暂停部分或全部服务，会尽量提前通知并缩短中断时间。学校也可能增加、调整或下线某些栏目。",
          "本协议如有修改，修改后的版本会在本页面公布并更新生效日期；影响你权利的重大修改，会在平台首页或通过学校通知提示你。",
        ],
      },
      {
        id: "ending",
        heading: "十、账号的停用",
        paragraphs: [
          "学生毕业或离校后，学校会按照本校规定停用相应的学生账号和家长账号，并按照《隐私协议》处理相关数据。你也可以随时联系学校申请注销账号。",
        ],
      },
      {
        id: "contact",
        heading: "十一、联系我们",
        paragraphs: [
          "对本协议有任何疑问，或在使用中需要帮助，请联系你的班主任或学校的平台管理员。你也可以通过头像菜单中的“意见反馈”留言，反馈会送到学校的管理员。",
        ],
      },
    ],
  },
  en: {
    title: "Qihang Career Planning Portal — User Agreement",
    intro: [
      "Welcome to the Qihang career planning portal (“the portal”). This agreement explains how you may use the portal, what each side is responsible for, and whom to ask when something goes wrong. Please read it before you start; if you are under 18, read it together with a parent.",
      "By signing in and using the portal you confirm that you have read and accept this agreement and the Privacy Agreement. If you do not accept them, please do not sign in, and let your school's platform administrator know.",
    ],
    sections: [
      {
        id: "who",
        heading: "1. Who provides the portal",
        paragraphs: [
          "The portal is open-source software. Your school (“the school”) runs it on servers of its choosing for its own students and parents. The school opens accounts, keeps student records, operates the portal and stands behind the promises “we” make in this agreement.",
          "The developers who write the open-source software only provide the software. They do not operate the portal you are using and cannot see any of its data.",
        ],
      },
      {
        id: "account",
        heading: "2. Your account",
        paragraphs: ["Accounts are opened by the school and are either student accounts or parent accounts. To sign in you enter the school number (tenant number), your account name and your password."],
        items: [
          "Keep your password to yourself and do not lend your account to anyone. After your first sign-in we suggest changing it, through “Change password” in the avatar menu, to one only you know.",
          "A parent account is linked to the child's student account. It can see the child's information and tasks but cannot change the child's details.",
          "If you sign in with a third-party account, you first submit a registration request, and you can use the portal once a school administrator approves it.",
          "If you think someone else may be using your account, change your password at once and tell your class teacher or the school's platform administrator.",
          "When you step away from the computer, use “Lock screen” in the avatar menu, or sign out.",
        ],
      },
      {
        id: "services",
        heading: "3. What the portal offers",
        paragraphs: ["The portal helps students understand themselves, learn about routes into higher education and prepare their college applications. It includes:"],
        items: [
          "looking up and comparing colleges, majors and professions;",
          "admission data such as batch lines, score–rank tables, where same-score students went, enrolment changes, the early batch and admission chances;",
          "career assessments of interests, personality and abilities with reports, a career archive, subject-choice guidance and goal planning;",
          "practice application forms;",
          "your school's news, your tasks and your exam results;",
          "the public admission-route guides (Strong Foundation, comprehensive evaluation, special plans and more).",
        ],
        after: ["Some sections are still being built. Their pages are marked “Coming soon” and say what they will offer."],
      },
      {
        id: "reference",
        heading: "4. Data and results are for reference only",
        paragraphs: [
          "Admission data in the portal is compiled from public sources and may be out of date or contain mistakes. For admission policies, plans and cut-off scores, what the Ministry of Education, your provincial examination authority and each college officially publish that year always prevails.",
          "Assessment results describe how you answered at the time. They are there to help you think, not to decide who you are. Admission chances are estimates based on past years and are never a promise of admission.",
          "Application forms in the portal are practice only and are never sent to any official system. Real applications must be filed by the candidate in the system named by their provincial examination authority.",
        ],
      },
      {
        id: "rules",
        heading: "5. Rules of use",
        paragraphs: ["So that everyone can use the portal safely and smoothly, please do not:"],
        items: [
          "sign in with someone else's account, or let someone else use yours;",
          "try to see or change data that is not yours, or get around the portal's access controls;",
          "download or scrape the portal's data in bulk with programs, or do anything that disrupts the portal;",
          "post unlawful, insulting or harassing content, or other people's personal information, anywhere you can write text, such as feedback.",
        ],
        after: ["If these rules are broken, the school may, depending on the case, give a warning, or suspend or close the account concerned."],
      },
      {
        id: "minors",
        heading: "6. Minors",
        paragraphs: [
          "Most student users of the portal are under 18. Before opening a student account, the school should have informed the student's guardians and obtained any consent the law requires; the personal information of a student under 14 may be processed only with a guardian's consent.",
          "We encourage parents and children to read this agreement and the Privacy Agreement together, and to use features such as assessments and practice applications together. Parents can take any question about their child's information directly to the school.",
        ],
      },
      {
        id: "privacy",
        heading: "7. Personal information",
        paragraphs: ["How the portal collects, uses, keeps and protects your personal information is explained in the Privacy Agreement. It forms part of this agreement and is always available under “Privacy agreement” in the avatar menu."],
      },
      {
        id: "open-source",
        heading: "8. Open-source software",
        paragraphs: [
          "The portal's source code is public and is provided under its open-source licence. Anyone can read the code to see how the portal handles data. Your school may have adapted the software to its needs; the version your school runs is the one that applies.",
          "The open-source licence provides the software itself “as is”. As the operator of the portal, the school is responsible for the service and for your data.",
        ],
      },
      {
        id: "changes",
        heading: "9. Changes and interruptions",
        paragraphs: [
          "The school may pause some or all of the service for maintenance, upgrades or security reasons, and will try to give notice and keep interruptions short. The school may also add, change or remove sections.",
          "If this agreement changes, the new version is published on this page with a new effective date. Important changes that affect your rights are announced on the portal's home page or through a school notice.",
        ],
      },
      {
        id: "ending",
        heading: "10. Closing accounts",
        paragraphs: [
          "When a student graduates or leaves the school, the school closes the student's account and the linked parent accounts under its own rules, and handles the related data as the Privacy Agreement describes. You can also ask the school to close your account at any time.",
        ],
      },
      {
        id: "contact",
        heading: "11. Contact",
        paragraphs: [
          "If you have any question about this agreement or need help using the portal, contact your class teacher or the school's platform administrator. You can also leave a message through “Feedback” in the avatar menu; it goes to the school's administrators.",
        ],
      },
    ],
  },
};
