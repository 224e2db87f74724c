/** Release notes shipped with the product (shown from the header's 版本 entry). */
export const RELEASES = [
  {
    version: '0.1.0',
    title: '平台基础版',
    releaseDate: '2026-11-21',
    notes:
      '账号密码与短信验证码登录；多园身份选择；按角色生成导航菜单；标签页导航；班级、幼儿、教师与用户信息查看；中文、英文与西班牙文界面。',
  },
];
