/**
 * API permissions. Each route declares one; a role holds it through the navigation
 * entries (menus, pages, buttons) assigned to it. The platform administrator holds all.
 */
export const Permission = {
  schoolInfoRead: 'school-info.read',
  /** study years, terms, the open term */
  studyYearManage: 'study-year.manage',
  classRead: 'class.read',
  /** create, edit and delete classes and their staff */
  classManage: 'class.manage',
  studentRead: 'student.read',
  /** add and edit children, move them between classes, record leaving */
  studentManage: 'student.manage',
  teacherRead: 'teacher.read',
  /** create, edit, delete teachers and bind their login */
  teacherManage: 'teacher.manage',
  userRead: 'user.read',
  /** reset passwords, disable, delete, assign roles and class roles */
  userManage: 'user.manage',
  roleRead: 'role.read',
  /** create, edit, delete roles and choose what each may see and do */
  roleManage: 'role.manage',
  /** the navigation tree itself: menus, pages, buttons (platform) */
  menuManage: 'menu.manage',
  /** all schools: create, edit, disable, extend service (platform) */
  schoolManage: 'school.manage',
  /** the caller's own school: name, logo, login title, theme template */
  schoolSettings: 'school.settings',
  /** see the process-question banks (过程评价题库) */
  questionBankRead: 'question-bank.read',
  /** add, edit, delete and import questions; create, rename, order and delete banks */
  questionBankManage: 'question-bank.manage',
  /** answer questionnaires for the children of one's classes and see the answers */
  questionnaireFill: 'questionnaire.fill',
  /** growth-record templates: create, configure, publish, reset, clear, statistics */
  growthTemplateManage: 'growth-template.manage',
  /** see the growth records (成长档案) and footprint reports of the children one may see */
  growthRecordRead: 'growth-record.read',
  /** write growth records and add a child's own pages (a teacher: only their classes) */
  growthRecordWrite: 'growth-record.write',
  /** see the term's themes (主题评价) of the classes one may see, and their progress */
  themeRead: 'theme.read',
  /** create, copy, edit and delete themes and give them to classes */
  themeManage: 'theme.manage',
  /** set up a theme's content: 主题说明 and the keyword descriptions of its entries */
  themeContent: 'theme.content',
  /** score the children of one's classes in their themes */
  themeScore: 'theme.score',
  /** see the process evaluations (过程评价) of the children one may see */
  processEvalRead: 'process-eval.read',
  /**
   * add, edit and delete process evaluations of the children of one's classes; only a caller
   * whose UserIdentity holds '2' writes (SPEC l.137), whatever her roles grant
   */
  processEvalWrite: 'process-eval.write',
  /** see the child photo library (幼儿相册) of the classes one may see */
  childPhotoRead: 'child-photo.read',
  /** upload, tag, retag and delete photos in the library of one's classes */
  childPhotoManage: 'child-photo.manage',
  /** see the report hub (评价报告) and the term reports of the children one may see */
  termReportRead: 'term-report.read',
  /** write 老师寄语 and adjust a child's 教育建议 (a teacher: her classes) */
  termReportWrite: 'term-report.write',
  /** edit the school's 教育建议 library (the term report's advice per observation point) */
  termAdviceManage: 'term-advice.manage',
  /** keep one's own preset texts (文字模板) */
  presetTextManage: 'preset-text.manage',
  /** see the morning check and attendance (晨检、出勤) of the classes one may see */
  attendanceRead: 'attendance.read',
  /** record and correct the morning check and attendance (a teacher: her classes) */
  attendanceWrite: 'attendance.write',
  /** see the physical exams (体检) and health statistics of the children one may see */
  physicalExamRead: 'physical-exam.read',
  /** enter, import and correct physical exams */
  physicalExamManage: 'physical-exam.manage',
  /** see the food library, the nutrition standards, dishes, weekly menus and the dietary report */
  mealRead: 'meal.read',
  /** keep the food library and the dishes */
  foodManage: 'food.manage',
  /** plan, copy, publish and withdraw weekly menus (带量食谱) */
  mealMenuManage: 'meal-menu.manage',
  /** change the school's nutrition standards (reference intakes, shares, food groups) */
  nutritionStandardManage: 'nutrition-standard.manage',
  /** open and download the dietary nutrition report (膳食营养分析, screen 20) */
  dietaryReportRead: 'dietary-report.read',
} as const;
export type TPermission = (typeof Permission)[keyof typeof Permission];

/** Role digits inside UserIdentity (DECISIONS 10). */
export const IdentityDigit = {
  platformAdmin: '0',
  schoolAdmin: '1',
  teacher: '2',
  doctor: '3',
  district: '4',
  /** 膳食管理员: the kitchen (foods, dishes, weekly menus) */
  kitchen: '5',
} as const;

export const isSchoolAdmin = (userIdentity: string) => userIdentity.includes(IdentityDigit.schoolAdmin);
export const isTeacher = (userIdentity: string) => userIdentity.includes(IdentityDigit.teacher);

/** ParentId of a district account: routed to /newCharts after login (B05). */
export const DISTRICT_PARENT_ID = -1;
/** The whole-school class option (B02). */
export const WHOLE_SCHOOL_CLASS = { Id: 0, Name: '全园' } as const;
