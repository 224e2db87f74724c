import { namespace } from '../../locales/namespace';

/**
 * 使用帮助 (issue 14 item 13): the main workflows for school staff, each with the pages it
 * uses. Button names are quoted as the product shows them.
 */
const zhCN = {
  intro:
    '这里按一个学期的顺序介绍常用操作。每一步后面的链接可直接打开对应页面；灰色的页面需要园长（管理员）账号才能打开。',
  needAdmin: '（需园长账号）',
  pageNames: {
    studyYears: '学年学期',
    teachers: '教师管理',
    classes: '班级管理',
    students: '幼儿管理',
    templates: '成长档案模板',
    records: '成长档案',
    questionBank: '过程评价题库',
    questionnaires: '问卷评价',
  },
  pages: '相关页面：',
  contents: '目录',
  term: {
    title: '一、开学准备：学年、学期、班级和教师',
    who: '园长',
    s1: '在“学年学期”点“新建学年”，填写起止日期并勾选本园的年级。每个学年自动分为两个学期。',
    s2: '在要使用的学期上点“开启”。全园同一时间只开启一个学期，成长记录和问卷都计入这个学期。',
    s3: '在“教师管理”添加教师（可从 Excel 批量导入），再在“班级管理”新增班级，选择班主任和任课教师。',
    s4: '教师用自己的手机号或账号登录后，只能看到自己任教的班级。',
  },
  children: {
    title: '二、导入幼儿',
    who: '园长',
    s1: '打开“幼儿管理”，点“导入”，先下载“幼儿导入模板.xlsx”。',
    s2: '按模板逐行填写（姓名、性别、出生日期等；第一行为表头，灰色示例行会自动跳过），保存后选择文件和要导入到的班级，点“开始导入”。',
    s3: '如有错误，会列出每一行的问题，本次不导入任何数据：在 Excel 中改正后点“重新导入”即可。',
    s4: '个别幼儿也可以点“新增幼儿”逐个添加，或在列表中编辑、调班。',
  },
  template: {
    title: '三、准备成长档案模板',
    who: '园长',
    s1: '打开“成长档案模板”，选择学年和年级，点“新建模板”，从默认模板或已有模板开始。',
    s2: '点“配置”进入模板配置：设置封面，开启需要的模块（学期观察、成长评价表等），在模块配置里维护观察点和成长问题。',
    s3: '检查无误后点“发布”。发布后教师即可按此模板记录；每个年级都需要一份已发布的模板。',
  },
  record: {
    title: '四、记录幼儿成长',
    who: '教师',
    s1: '打开“成长档案”，选择自己的班级，在幼儿一行点“去记录”。',
    s2: '按页填写：观察记录、照片、评价和寄语。每页单独保存，没写完的内容可以下次接着写。',
    s3: '列表里可以看到每个幼儿完成了多少页，方便安排还没有记录的幼儿。',
  },
  print: {
    title: '五、打印成长档案',
    who: '教师、园长',
    s1: '在幼儿的成长档案页点“下载PDF”，生成这个幼儿的整本档案。',
    s2: '在“成长档案”的班级上点“批量打印成长档案”，可一次生成全班的档案。',
    s3: '打印前系统会提示哪些幼儿还有未记录的页面，可以只打印已完成的页面，或全部打印。',
  },
  questionnaire: {
    title: '六、问卷评价',
    who: '园长维护题库，教师填写',
    s1: '园长在“过程评价题库”中按分类维护题目，也可以从 Excel 导入题目。',
    s2: '教师打开“问卷评价”，选择班级，逐个为幼儿填写问卷，提交后显示“提交成功！”。',
    s3: '班级页会显示每个幼儿的完成情况，方便查漏补缺；切换到“查看结果”可看班级平均、每名幼儿各分类的平均，以及每道题本学期与上学期的对比。',
  },
};

/** The Chinese texts ship with the page; English and Spanish are fetched when chosen. */
export type THelpTexts = typeof zhCN;

export const helpTexts = namespace('help', {
  'zh-CN': zhCN,
  en: () => import('./help.i18n.en'),
  es: () => import('./help.i18n.es'),
});
