// The operation guide (portal.md §2 avatar menu "operation guide": a static help document in a new tab),
// in both languages with the same sections, ids and step counts (checked by a unit test).
import type { Lang } from "@/lib/i18n";

export interface HelpSection {
  id: string;
  heading: string;
  paragraphs: string[];
  /** Numbered steps, in order. */
  steps?: string[];
  /** Bullet points. */
  items?: string[];
  /** Paragraphs after the steps or points. */
  after?: string[];
}

export interface HelpGuide {
  title: string;
  description: string;
  intro: string;
  contents: string;
  portalLink: string;
  guidesLink: string;
  sections: HelpSection[];
}

export const helpGuide: Record<Lang, HelpGuide> = {
  zh: {
    title: "启航平台操作指南",
    description: "如何登录启航生涯规划教育平台、使用导航和标签页、搜索、锁屏、修改密码、切换语言和主题、查看错误日志，以及遇到问题时到哪里求助。",
    intro: "这份指南介绍启航生涯规划教育平台的基本操作。平台由你的学校开通和管理，学生和家长都可以使用。",
    contents: "本页目录",
    portalLink: "进入平台",
    guidesLink: "升学路径指南",
    sections: [
      {
        id: "login",
        heading: "登录",
        paragraphs: ["平台的账号由学校开通。学生和家长各有自己的账号；家长账号与孩子的账号关联。"],
        steps: [
          "打开平台首页，会自动来到登录页面。",
          "填写“租户编号（学校编号）”：这是你学校在平台上的编号，由学校告诉你。填好后，页面会显示学校的名称和校徽，请核对是否是你的学校。",
          "填写账号和密码。勾选“显示密码”可以检查有没有输错。",
          "如果页面要求填写验证码，请输入图片中的字符；看不清可以点击图片换一张。",
          "点击“登录”，登录成功后会进入平台首页。",
        ],
        after: [
          "如果提示账号或密码错误，你填写的内容会保留，改正后再试即可。连续输错多次后，需要等一会儿才能再次尝试。",
          "使用第三方账号登录、但还没有平台账号时，会出现“账号注册”窗口。填写并提交后，需要等学校管理员审核通过才能登录。",
          "忘记密码时，请联系班主任或学校的平台管理员重置。",
        ],
      },
      {
        id: "home",
        heading: "首页",
        paragraphs: [
          "首页顶部显示问候语和你的用户标签：姓名、年级（如“2024级”或“2027届”）和班级，旁边的标签注明你是学生还是家长。家长账号显示的是孩子的姓名和年级。",
          "下面依次是你的概况（当前年级、高考省份、选科模式和该省高考总分）、学校通知、学习任务，以及平台各个栏目的入口。当前年级按服务器日期计算，每年 8 月 20 日升入新的学年。",
          "标有“即将上线”的栏目还在建设中，点进去可以看到它上线后将提供哪些功能。",
        ],
      },
      {
        id: "navigation",
        heading: "导航与标签页",
        paragraphs: ["页面最上方是顶栏："],
        items: [
          "左侧是学校的校徽和名称，点击可回到首页；",
          "主导航有“首页”“生涯规划”“志愿填报”“我的”四个栏目，当前所在的栏目会加粗并带下划线；",
          "右侧依次是搜索框、学生/家长标签、错误日志按钮、界面设置按钮和你的头像。",
        ],
        after: [
          "栏目下如果有子页面，顶栏下方会出现栏目菜单。",
          "你打开过的页面会依次排在标签栏中，点击标签即可切换，点击标签上的“×”可以关闭。只剩一个标签时不能关闭；作为第一个页面的首页标签也不能关闭。",
          "页面向下滚动一段距离后，右下角会出现“回到顶部”按钮。",
        ],
      },
      {
        id: "search",
        heading: "搜索",
        paragraphs: [
          "在顶栏的搜索框中输入院校、专业或职业的名称，按回车键或点击“搜索”按钮。只输入空格时不会搜索。",
          "在搜索结果页再次搜索时，会直接替换当前结果，不会多出一个页面。",
          "升学路径指南有自己的搜索框，可以在全部指南中全文搜索。",
        ],
      },
      {
        id: "mine",
        heading: "我的与个人信息",
        paragraphs: [
          "点击主导航的“我的”，或头像菜单中的“学生信息”，可以查看个人概况、年级信息、最近一次考试的成绩和常用入口。",
          "在“个人信息”页面，学生可以点击“修改联系方式”，更改手机号码和性别。手机号码必须是 11 位；保存失败时，你填写的内容会保留，并在表单上方说明原因。姓名、班级、地区、选科模式和选考科目由学校维护，如有错误请联系班主任。",
          "家长账号可以查看孩子的个人信息，但不能修改。",
        ],
      },
      {
        id: "lock",
        heading: "锁屏",
        paragraphs: ["暂时离开电脑、又不想退出登录时，可以锁屏："],
        steps: [
          "点击右上角的头像，在菜单中选择“锁屏”。",
          "设置一个锁屏密码（只在本次登录中有效），点击“锁定屏幕”。",
          "回来后，在锁屏页面输入刚才设置的锁屏密码，点击“解锁”，即可回到原来的页面。",
        ],
        after: ["锁屏期间打开平台的任何页面都会回到锁屏页面。忘记锁屏密码时，可以在锁屏页面选择“退出登录”，再用账号和密码重新登录。"],
      },
      {
        id: "password",
        heading: "修改密码",
        paragraphs: [],
        steps: [
          "点击右上角的头像，在菜单中选择“修改密码”。",
          "依次填写原密码、新密码和确认密码。密码长度为 6 到 20 个字符，两次填写的新密码必须相同。",
          "点击“确认修改”。看到“修改密码成功”的提示，说明新密码已经生效，下次登录请使用新密码。",
        ],
      },
      {
        id: "settings",
        heading: "语言与主题",
        paragraphs: ["点击顶栏的齿轮形“界面设置”按钮："],
        items: [
          "语言：在“中文”和“English”之间切换，页面文字和浏览器标签上的标题会立即改变；当前使用的语言按钮不可点击；",
          "主题：可选默认、蓝色、白色和白色 2，改变顶栏的配色；",
          "主题色：可以选择预设颜色或自定义颜色，也可以恢复默认颜色。",
        ],
        after: ["这些设置保存在当前浏览器中，下次打开时仍然有效。"],
      },
      {
        id: "error-log",
        heading: "错误日志",
        paragraphs: [
          "页面出错时，平台会把错误记录在你的浏览器中，顶栏的错误日志按钮（小虫图标）上会显示条数。",
          "点击这个按钮可以查看每条错误的时间、页面和错误信息。点击“上传服务器”会把这些记录发送给学校，帮助排查问题；点击“清空本地日志”会删除本机的记录。两个操作都会先请你确认。错误日志只有在你点击上传后才会发送。",
        ],
      },
      {
        id: "logout",
        heading: "退出登录",
        paragraphs: [
          "点击右上角的头像，选择“退出登录”，确认后会回到登录页面，已打开的页面标签也会被清空。在公用电脑上使用后，请一定要退出登录。",
        ],
      },
      {
        id: "help",
        heading: "获取帮助",
        items: [
          "账号、密码和个人信息的问题：请联系班主任或学校的平台管理员；",
          "使用中遇到的问题或建议：点击头像菜单中的“意见反馈”，选择反馈类型并描述情况，可以留下手机号码方便学校联系你；",
          "平台如何处理你的信息：见头像菜单中的“用户协议”和“隐私协议”。",
        ],
        paragraphs: [],
      },
    ],
  },
  en: {
    title: "Qihang portal operation guide",
    description: "How to sign in to the Qihang career planning portal, use the navigation and tabs, search, lock the screen, change your password, switch language and theme, read the error log, and where to get help.",
    intro: "This guide explains the basic operations of the Qihang career planning portal. Your school opens and manages the portal; both students and parents can use it.",
    contents: "On this page",
    portalLink: "Open the portal",
    guidesLink: "Admission-route guides",
    sections: [
      {
        id: "login",
        heading: "Signing in",
        paragraphs: ["Accounts are opened by your school. Students and parents each have their own account; a parent account is linked to the child's account."],
        steps: [
          "Open the portal; you arrive at the sign-in page.",
          "Enter the “Tenant number (school number)”: your school's number on the portal, which the school gives you. The page then shows the school's name and logo, so you can check it is your school.",
          "Enter your account name and password. Tick “Show password” to check for typos.",
          "If the page asks for a verification code, type the characters in the picture; click the picture for a new one if it is hard to read.",
          "Click “Log in”. Once signed in you arrive at the portal's home page.",
        ],
        after: [
          "If the account or password is wrong, what you typed is kept so you can correct it and try again. After several wrong attempts in a row you have to wait a while before trying again.",
          "If you sign in with a third-party account that has no portal account yet, an “Account registration” window opens. After you submit it, a school administrator has to approve it before you can sign in.",
          "If you forget your password, ask your class teacher or the school's platform administrator to reset it.",
        ],
      },
      {
        id: "home",
        heading: "The home page",
        paragraphs: [
          "At the top of the home page are a greeting and your user label: your name, year group (such as “2024 intake” or “Class of 2027”) and class, with a tag saying whether you are a student or a parent. A parent account shows the child's name and year group.",
          "Below come your overview (current grade, exam province, exam mode and the province's gaokao total), school news, tasks, and entries to every section of the portal. The current grade follows the server's date; the school year moves up on 20 August each year.",
          "Sections marked “Coming soon” are still being built; open one to see what it will offer.",
        ],
      },
      {
        id: "navigation",
        heading: "Navigation and tabs",
        paragraphs: ["The top bar runs across the top of every page:"],
        items: [
          "on the left, your school's logo and name, which take you back to the home page;",
          "the main navigation with four sections — Home, Career planning, Applications and Mine; the section you are in is shown in bold and underlined;",
          "on the right, the search box, the student or parent tag, the error-log button, the display settings button and your avatar.",
        ],
        after: [
          "When a section has sub-pages, a section menu appears below the top bar.",
          "Every page you open is added to the tab bar. Click a tab to switch to it and click its “×” to close it. The last remaining tab cannot be closed, nor can the home tab while it is the first page.",
          "After you scroll down a little, a “Back to top” button appears at the bottom right.",
        ],
      },
      {
        id: "search",
        heading: "Search",
        paragraphs: [
          "Type the name of a college, major or profession in the search box of the top bar and press Enter or click “Search”. Nothing happens if you type only spaces.",
          "Searching again from the results page replaces the current results instead of opening another page.",
          "The admission-route guides have their own search box, which searches the full text of every guide.",
        ],
      },
      {
        id: "mine",
        heading: "Mine and personal information",
        paragraphs: [
          "Click “Mine” in the main navigation, or “Student information” in the avatar menu, to see your profile, grade, latest exam results and shortcuts.",
          "On the “Personal information” page a student can click “Edit contact details” to change their mobile number and sex. The mobile number must have 11 digits; if saving fails, what you typed is kept and the reason is shown above the form. Your name, class, region, exam mode and elective subjects are kept by the school; ask your class teacher if any are wrong.",
          "Parent accounts can see their child's personal information but cannot change it.",
        ],
      },
      {
        id: "lock",
        heading: "Locking the screen",
        paragraphs: ["To step away from the computer without signing out, lock the screen:"],
        steps: [
          "Click your avatar at the top right and choose “Lock screen”.",
          "Set a lock password (valid for this sign-in only) and click “Lock the screen”.",
          "When you are back, type the lock password on the lock page and click “Unlock” to return to where you were.",
        ],
        after: ["While the screen is locked, every page of the portal leads back to the lock page. If you forget the lock password, choose “Log out” on the lock page and sign in again with your account and password."],
      },
      {
        id: "password",
        heading: "Changing your password",
        paragraphs: [],
        steps: [
          "Click your avatar at the top right and choose “Change password”.",
          "Enter your old password, the new password and the new password again. Passwords are 6 to 20 characters long, and both entries of the new password must match.",
          "Click “Change password” at the bottom of the window. When “Password changed successfully” appears, the new password is in effect; use it next time you sign in.",
        ],
      },
      {
        id: "settings",
        heading: "Language and theme",
        paragraphs: ["Click the gear-shaped “Display settings” button in the top bar:"],
        items: [
          "Language: switch between 中文 and English; the page text and the title in the browser tab change at once. The button of the language in use cannot be clicked.",
          "Theme: choose Default, Blue, White or White 2 to change the colours of the top bar.",
          "Theme colour: pick a preset or a custom colour, or go back to the default colour.",
        ],
        after: ["These settings are kept in your browser and still apply the next time you open the portal."],
      },
      {
        id: "error-log",
        heading: "The error log",
        paragraphs: [
          "When something goes wrong on a page, the portal records the error in your browser, and the error-log button (a bug icon) in the top bar shows how many there are.",
          "Click the button to see each error's time, page and message. “Upload to server” sends the records to your school to help find the problem; “Clear local log” deletes them from your device. Both ask you to confirm first. Error logs are sent only when you click upload.",
        ],
      },
      {
        id: "logout",
        heading: "Signing out",
        paragraphs: [
          "Click your avatar at the top right and choose “Log out”. After you confirm, you return to the sign-in page and the open page tabs are cleared. Always sign out after using a shared computer.",
        ],
      },
      {
        id: "help",
        heading: "Getting help",
        items: [
          "For questions about your account, password or personal information, contact your class teacher or the school's platform administrator.",
          "For problems or suggestions, choose “Feedback” in the avatar menu, pick a type and describe what happened; you can leave a mobile number so the school can reach you.",
          "For how the portal handles your information, see “User agreement” and “Privacy agreement” in the avatar menu.",
        ],
        paragraphs: [],
      },
    ],
  },
};
