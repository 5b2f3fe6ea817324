// The privacy agreement (?page=2): what the portal collects, why, who can see it, how long it is kept,
// minors and guardians, your rights, and whom to contact — in plain language.
import type { Agreement } from "./types";

export const privacyAgreement: Agreement = {
  zh: {
    title: "启航生涯规划教育平台隐私协议",
    intro: [
      "本协议用大白话说明：本平台会收集你的哪些信息、为什么收集、谁能看到、保存多久，以及你可以怎样查看、更正和删除这些信息。如果你还未满 18 周岁，请和家长一起阅读。",
    ],
    sections: [
      {
        id: "controller",
        heading: "一、谁负责你的信息",
        paragraphs: [
          "本平台由你所在的学校部署和运营。学校决定为什么、怎样处理你的个人信息，是你的个人信息的处理者。你的数据保存在学校选择的服务器上。",
          "编写这套开源软件的开发者只提供软件，不运营本平台，无法访问其中的任何数据。",
        ],
      },
      {
        id: "collect",
        heading: "二、我们收集哪些信息",
        paragraphs: ["本平台只收集提供服务所需要的信息："],
        items: [
          "账号信息：学校编号（租户编号）、账号名、姓名、账号类型（学生或家长）、家长账号关联的学生，以及使用第三方登录时的第三方账号标识。密码只以不可逆的加密形式保存，任何人（包括管理员）都看不到你的原始密码。",
          "学生档案：由学校录入的姓名、性别、手机号码、电子邮箱、所在地区、入学年份、年级、班级、选科模式、选考科目和头像。其中手机号码和性别你可以在“个人信息”中自己修改。",
          "学习与规划记录：学校布置的任务及完成情况、考试成绩和排名、选科记录、目标规划、学业规划和升学规划。",
          "测评信息：你在生涯测评中的作答，以及据此生成的测评报告。",
          "收藏：你关注的院校、专业和职业。",
          "你主动提交的内容：意见反馈的内容和你留下的联系方式、第三方账号注册申请。",
          "日志：登录失败的记录（账号和发起请求的网络地址），用于防止密码被反复猜测；登录会话的记录，用于在你退出登录后让登录凭证失效；页面出错时的错误日志（出错的页面地址和错误信息）——错误日志先保存在你的浏览器中，只有你在错误日志窗口中点击“上传”后才会发送给学校。",
        ],
        after: [
          "本平台不收集你的位置、通讯录、照片库或设备标识，不使用广告或第三方统计工具。",
        ],
      },
      {
        id: "purpose",
        heading: "三、为什么收集",
        paragraphs: ["我们使用这些信息，只是为了："],
        items: [
          "让你登录，并确认你是学生本人还是家长；",
          "按你的省份、选科模式和成绩，显示相关的分数线、院校和专业；",
          "生成测评报告、生涯档案和规划，供你和老师开展生涯指导；",
          "在首页显示学校通知、你的任务和考试成绩；",
          "保障账号和平台安全，发现并修复错误。",
        ],
        after: ["你的信息不会被出售，不会用于广告，也不会用于与教育教学无关的用途。"],
      },
      {
        id: "access",
        heading: "四、谁能看到你的信息",
        items: [
          "你本人；",
          "与你关联的家长账号：可以查看你的个人信息、任务和成绩，但不能修改；",
          "学校授权的老师和平台管理员：为开展教学、生涯指导和平台管理，按各自的职责查看本校学生的信息；",
          "负责维护服务器的技术人员：仅在排查故障等维护需要时，按学校的授权接触数据。",
        ],
        paragraphs: [],
        after: [
          "本平台按学校隔离数据：每所学校只能看到自己的学生和家长的信息，看不到其他学校的数据。",
          "除非法律法规要求，或得到你（不满 14 周岁时为你的监护人）的同意，学校不会把你的个人信息提供给其他任何单位或个人。",
        ],
      },
      {
        id: "device",
        heading: "五、保存在你设备上的信息",
        paragraphs: [
          "为了让你保持登录，本平台会在浏览器中保存登录凭证：一个只对当前标签页有效、1 小时后过期的 Cookie，以及浏览器本地存储中的记录。浏览器本地存储中还保存语言、主题颜色、已打开的页面标签和锁屏状态等设置。",
          "这些信息只保存在你的设备上。退出登录时，登录凭证会被清除，服务器上的对应凭证也会立即失效。在公用电脑上使用后，请务必退出登录。",
        ],
      },
      {
        id: "retention",
        heading: "六、保存多久",
        items: [
          "账号、学生档案、学习与规划记录、测评和收藏：在你在校期间保存。你毕业或离校后，学校会按照本校的档案管理规定删除或匿名化这些信息，不会无限期保存。",
          "登录凭证：访问凭证 1 小时后过期，使用中会自动续期；退出登录后立即失效。",
          "登录失败记录：只用于限制短时间内的反复尝试，默认约半小时后自动删除。",
          "意见反馈和你上传的错误日志：在问题处理完后，按学校规定定期清理。",
        ],
        paragraphs: [],
      },
      {
        id: "minors",
        heading: "七、未成年人和监护人",
        paragraphs: [
          "本平台的大多数学生用户未满 18 周岁。学校在为学生开通账号前，应告知监护人本平台如何处理学生的信息；不满 14 周岁的学生的个人信息属于敏感个人信息，须经监护人同意后才能处理。",
          "监护人可以通过家长账号查看孩子的信息，也可以代孩子向学校提出查看、更正或删除信息的要求，或撤回同意。",
        ],
      },
      {
        id: "rights",
        heading: "八、你的权利",
        paragraphs: ["你（或你的监护人）可以："],
        items: [
          "查看：在“我的”和“个人信息”页面随时查看自己的信息；",
          "更正：手机号码和性别可以自己修改，其他信息请联系班主任更正；",
          "删除和注销：请学校删除某些信息，或注销你的账号；",
          "撤回同意：撤回后，学校将停止相应的处理，但不影响此前已经进行的处理；",
          "获取副本：请学校提供你的个人信息副本。",
        ],
        after: ["学校会在核实身份后及时处理你的请求，一般不超过 15 个工作日。"],
      },
      {
        id: "security",
        heading: "九、我们如何保护信息",
        items: [
          "密码经过不可逆加密后保存；",
          "每一次访问都要验证登录凭证，凭证有效期短，并可随时吊销；",
          "登录失败次数过多时，会暂时限制该账号或该网络地址继续尝试；",
          "各学校的数据相互隔离，家长账号只能查看、不能修改；",
          "本平台的源代码公开，任何人都可以检查这些保护措施是否落实。",
        ],
        paragraphs: [],
        after: ["如果发生个人信息泄露等安全事件，学校会按照法律规定及时告知你并采取补救措施。"],
      },
      {
        id: "changes",
        heading: "十、协议的修改",
        paragraphs: [
          "本协议如有修改，新版本会在本页面公布并更新生效日期。如果修改会扩大收集或使用你信息的范围，学校会在平台首页或通过学校通知提前告诉你，必要时重新征得你的同意。",
        ],
      },
      {
        id: "contact",
        heading: "十一、联系我们",
        paragraphs: [
          "对本协议或你的个人信息有任何疑问、意见或请求，请联系你的班主任或学校的平台管理员，也可以通过头像菜单中的“意见反馈”留言，反馈会送到学校的管理员。",
        ],
      },
    ],
  },
  en: {
    title: "Qihang Career Planning Portal — Privacy Agreement",
    intro: [
      "This agreement explains in plain words what information the portal collects about you, why, who can see it, how long it is kept, and how you can see, correct and delete it. If you are under 18, please read it together with a parent.",
    ],
    sections: [
      {
        id: "controller",
        heading: "1. Who is responsible for your information",
        paragraphs: [
          "The portal is set up and run by your school. The school decides why and how your personal information is processed and is responsible for it. Your data is stored on servers the school chooses.",
          "The developers who write the open-source software only provide the software. They do not run the portal and cannot access any of its data.",
        ],
      },
      {
        id: "collect",
        heading: "2. What we collect",
        paragraphs: ["The portal collects only what it needs to provide its services:"],
        items: [
          "Account information: school number (tenant number), account name, name, account type (student or parent), the student a parent account is linked to, and the third-party account identifier if you sign in that way. Passwords are stored only in an irreversibly encrypted form; nobody, administrators included, can see your actual password.",
          "Student record, entered by the school: name, sex, mobile number, email address, region, year of entry, year group, class, exam mode, elective subjects and profile picture. You can change your mobile number and sex yourself under “Personal information”.",
          "Study and planning records: tasks set by the school and whether they are done, exam scores and ranks, subject choices, and goal, study and admission plans.",
          "Assessments: your answers in career assessments and the reports made from them.",
          "Favourites: the colleges, majors and professions you follow.",
          "What you send us: feedback and any contact details you leave with it, and third-party account registration requests.",
          "Logs: failed sign-in attempts (the account and the network address the request came from), to stop passwords being guessed; sign-in session records, so your sign-in stops working once you sign out; and error logs when a page goes wrong (the page address and the error message). Error logs stay in your browser and are sent to the school only if you press “Upload” in the error-log window.",
        ],
        after: ["The portal does not collect your location, contacts, photos or device identifiers, and uses no advertising or third-party analytics tools."],
      },
      {
        id: "purpose",
        heading: "3. Why we collect it",
        paragraphs: ["We use this information only to:"],
        items: [
          "sign you in and know whether you are the student or a parent;",
          "show the cut-off lines, colleges and majors that match your province, exam mode and scores;",
          "produce assessment reports, your career archive and plans, for you and your teachers to use in career guidance;",
          "show your school's news, your tasks and your exam results on the home page;",
          "keep accounts and the portal secure, and find and fix errors.",
        ],
        after: ["Your information is never sold, never used for advertising, and never used for anything unrelated to education."],
      },
      {
        id: "access",
        heading: "4. Who can see your information",
        items: [
          "you;",
          "parent accounts linked to you: they can see your personal information, tasks and results, but cannot change them;",
          "teachers and platform administrators authorised by the school: they see the information of the school's own students as their teaching, guidance and administration duties require;",
          "the technicians who look after the servers: only when maintenance such as fixing a fault requires it, and as the school authorises.",
        ],
        paragraphs: [],
        after: [
          "The portal keeps each school's data apart: a school sees only its own students and parents, never another school's data.",
          "The school does not give your personal information to any other organisation or person unless the law requires it or you (or, if you are under 14, your guardian) agree.",
        ],
      },
      {
        id: "device",
        heading: "5. What is stored on your device",
        paragraphs: [
          "To keep you signed in, the portal stores your sign-in credentials in the browser: a cookie that is valid only in the current tab and expires after one hour, plus a record in the browser's local storage. Local storage also keeps settings such as language, theme colour, open page tabs and the screen-lock state.",
          "This information stays on your device. When you sign out, the credentials are removed and the matching credentials on the server stop working at once. Always sign out after using a shared computer.",
        ],
      },
      {
        id: "retention",
        heading: "6. How long we keep it",
        items: [
          "Account, student record, study and planning records, assessments and favourites: for as long as you are at the school. After you graduate or leave, the school deletes or anonymises them under its records rules; they are not kept indefinitely.",
          "Sign-in credentials: access credentials expire after one hour and are renewed automatically while you use the portal; they stop working as soon as you sign out.",
          "Failed sign-in records: used only to limit repeated attempts within a short period, and deleted automatically after about half an hour by default.",
          "Feedback and error logs you upload: cleared regularly under the school's rules once the issue has been dealt with.",
        ],
        paragraphs: [],
      },
      {
        id: "minors",
        heading: "7. Minors and guardians",
        paragraphs: [
          "Most student users of the portal are under 18. Before opening a student account, the school should tell the student's guardians how the portal handles the student's information. The personal information of a student under 14 is sensitive personal information and may be processed only with a guardian's consent.",
          "Guardians can see their child's information through a parent account, and can ask the school on the child's behalf to see, correct or delete information, or withdraw consent.",
        ],
      },
      {
        id: "rights",
        heading: "8. Your rights",
        paragraphs: ["You (or your guardian) can:"],
        items: [
          "see your information at any time on the “Mine” and “Personal information” pages;",
          "correct it: change your mobile number and sex yourself, and ask your class teacher to correct anything else;",
          "ask the school to delete some of your information, or to close your account;",
          "withdraw consent: the school then stops the processing concerned, though processing already done is not affected;",
          "ask the school for a copy of your personal information.",
        ],
        after: ["Once it has confirmed who you are, the school deals with your request promptly, normally within 15 working days."],
      },
      {
        id: "security",
        heading: "9. How we protect your information",
        items: [
          "passwords are stored only after irreversible encryption;",
          "every request checks your sign-in credentials, which are short-lived and can be revoked at any time;",
          "after too many failed sign-in attempts, further attempts from that account or network address are paused for a while;",
          "each school's data is kept apart, and parent accounts can view but not change;",
          "the portal's source code is public, so anyone can check that these protections are in place.",
        ],
        paragraphs: [],
        after: ["If a security incident such as a leak of personal information happens, the school will tell you promptly and take remedial steps as the law requires."],
      },
      {
        id: "changes",
        heading: "10. Changes to this agreement",
        paragraphs: [
          "If this agreement changes, the new version is published on this page with a new effective date. If a change widens what information is collected or how it is used, the school will tell you in advance on the portal's home page or through a school notice, and ask for your consent again where needed.",
        ],
      },
      {
        id: "contact",
        heading: "11. Contact",
        paragraphs: [
          "For any question, concern or request about this agreement or your personal information, contact your class teacher or the school's platform administrator, or leave a message through “Feedback” in the avatar menu; it goes to the school's administrators.",
        ],
      },
    ],
  },
};
