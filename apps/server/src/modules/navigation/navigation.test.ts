import { API, HTTP_MESSAGES, type TNavigationNode } from '@kg/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness';
import { rolePermissions, roles } from '../../db/schema';
import { permissionIdByPath } from '../../seed/platform';

const h = useHarness();

const flatten = (n: TNavigationNode): TNavigationNode[] => [n, ...n.children.flatMap(flatten)];
const paths = (root: TNavigationNode) =>
  flatten(root)
    .map((n) => n.path)
    .filter(Boolean);
const nav = async (name: string) =>
  (await h.call(API.navigation.bar, undefined, await h.login(name))).json().response as TNavigationNode;

describe('GetNavigationBar (B10, A15, A46, A47)', () => {
  it('answers 401 without a token', async () => {
    const res = await h.call(API.navigation.bar);
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toBe(HTTP_MESSAGES[401]);
  });

  it("takes the caller's own uid, and answers another identity's uid like a missing record (issue 15)", async () => {
    const token = await h.login('admin');
    const me = (await h.call(API.auth.userInfo, undefined, token)).json().response.uID;
    expect((await h.call(API.navigation.bar, { uid: me }, token)).statusCode).toBe(200);
    const rainbow = (await h.call(API.auth.userInfo, undefined, await h.login('rainbow'))).json().response
      .uID;
    const other = await h.call(API.navigation.bar, { uid: rainbow }, token);
    expect(other.statusCode).toBe(404);
    expect(other.json().msg).toBe('数据不存在或已被删除');
  });

  it('gives the school administrator the whole tree in order, with groups, hidden entries, buttons and links', async () => {
    const root = await nav('admin');
    expect(root.name).toBe('根节点');
    expect(root.children.map((c) => c.name)).toEqual([
      '首页',
      '基础数据',
      '文字模板',
      '信息管理',
      '评价管理',
      '保健管理',
      '膳食管理',
      '系统管理',
      '个人中心',
      '使用帮助',
    ]);
    expect(root.children.find((c) => c.name === '文字模板')!.IsHide).toBe(true);
    // Issue 5: questionnaires (and the standalone questionnaire page) and the question bank.
    const evaluation = root.children.find((c) => c.name === '评价管理')!;
    expect(evaluation.children.map((c) => c.path)).toEqual([
      '/Questionnaire/Classes',
      '/ProceQuestionEdit',
      '/GrowthTemplate',
      '/GrowthRecord',
      '/semesterTopic',
      '/ProceEvaluate',
      '/ChildPhotos',
      '/EvaluationReports',
    ]);
    // Issue 19: the report hub's two buttons (老师寄语, class batches) and its hidden term reports.
    expect(evaluation.children[7]!.children.map((c) => [c.path || c.Func, c.IsHide])).toEqual([
      ['handleMessage', false],
      ['/reportSemester', true],
      ['handleBatch', false],
      ['/reportSemesterBaby', true],
      ['handleAdvice', false],
      ['/reportPatriarch', true],
      ['/reportPatriarchBoby', true],
    ]);
    // Issue 18, slice 2: the child photo library's three buttons (upload, tag, delete).
    expect(evaluation.children[6]!.children.map((b) => [b.Func, b.IsButton])).toEqual([
      ['handleUpload', true],
      ['handleTag', true],
      ['handleDel', true],
    ]);
    // Issue 18: a child's process-evaluation list and an entry's pages are hidden. The 园长 holds
    // the add/delete buttons and the edit page (to grant the 教师 role); only identity 2 writes
    // (the server and the page check).
    const processList = evaluation.children[5]!.children;
    expect(processList.map((c) => [c.path || c.Func, c.IsHide])).toEqual([
      ['/addProcessEvaluate', true],
      ['/editProcessEvaluate', true],
      ['/all_result', true],
      ['handleHandbookBatch', false],
    ]);
    expect(processList[0]!.children.map((b) => b.Func)).toEqual(['handleAdd', 'handleDel']);
    // Issue 7: a child's records and the footprint report are hidden children; class batches a button.
    expect(evaluation.children[3]!.children.map((c) => [c.path || c.Func, c.IsHide])).toEqual([
      ['/record', true],
      ['/growingFootprintReport', true],
      ['handleGrowthBatch', false],
    ]);
    // Issue 6: the template's detail, module configuration and statistics are hidden children.
    expect(evaluation.children[2]!.children.map((c) => [c.path, c.IsHide])).toEqual([
      ['/templateConfiguration', true],
      ['/configuration', true],
      ['/templateStatic', true],
    ]);
    expect(evaluation.children[0]!.children[0]).toMatchObject({ path: '/questionnaire', IsHide: true });
    expect(evaluation.children[0]!.children[0]!.meta).toMatchObject({ NoNeedHome: true, NoTabPage: true });
    expect(evaluation.children[1]!.children.map((b) => b.Func)).toEqual([
      'handleAdd',
      'handleEdit',
      'handleDel',
      'handleImport',
      'handleCategories',
    ]);
    const info = root.children.find((c) => c.name === '信息管理')!;
    expect(info.children.map((c) => c.path)).toEqual([
      '/School/StudyYears',
      '/Class/Classes',
      '/Student/Students',
      '/Teacher/Teachers',
    ]);
    const classes = info.children[1]!;
    expect(classes.meta).toEqual({
      title: '班级管理',
      requireAuth: true,
      NoTabPage: false,
      NoNeedHome: false,
      keepAlive: false,
      showTitle: true,
    });
    expect(classes.children.map((b) => [b.name, b.IsButton, b.Func])).toEqual([
      ['新增班级', true, 'handleAdd'],
      ['删除班级', true, 'handleDel'],
      ['编辑班级', true, 'handleEdit'],
      ['升班', true, 'handlePromote'],
      ['导入班级', true, 'handleImport'],
      ['导出班级', true, 'handleExport'],
      ['批量打印名册', true, 'handleRosterBatch'],
      ['幼儿名册', false, null],
    ]);
    // A13, A14, A48: a standalone printable page, never a tab, no heading.
    expect(classes.children[7]).toMatchObject({ path: '/Class/Roster', IsHide: true });
    expect(classes.children[7]!.meta).toMatchObject({ NoNeedHome: true, NoTabPage: true, showTitle: false });
    const profile = root.children.find((c) => c.name === '个人中心')!;
    expect(profile).toMatchObject({ path: '/User/Profile', IsHide: true });
    expect(profile.meta).toMatchObject({ NoTabPage: true, NoNeedHome: false });
    expect(root.children.find((c) => c.name === '基础数据')!.IsHide).toBe(true);
    const help = root.children.find((c) => c.name === '使用帮助')!;
    // in-app since issue 14 item 13: the external help site never existed
    expect(help.IsExternal).toBe(false);
    expect(help.path).toBe('/Help');
    expect(info.children.find((c) => c.path === '/Student/Students')!.meta.keepAlive).toBe(true);
  });

  it('gives a teacher only the teaching menus, without buttons meant for administrators', async () => {
    const root = await nav('teacher');
    expect(paths(root)).toEqual([
      '/indexHome',
      '/Class/Classes',
      '/Class/Roster',
      '/Student/Students',
      '/Questionnaire/Classes',
      '/questionnaire',
      '/GrowthRecord',
      '/record',
      '/growingFootprintReport',
      '/semesterTopic',
      '/SubjectEvaluationEdit',
      '/SubjectEvaluationTeacher',
      '/SubjectResult/index',
      '/SubjectResultSetQuestion',
      '/SubjectResultGrid',
      '/SubjectResultChildResult',
      '/SubjectResultClassResult',
      '/ProceEvaluate',
      '/addProcessEvaluate',
      '/editProcessEvaluate',
      '/all_result',
      '/ChildPhotos',
      '/EvaluationReports',
      '/reportSemester',
      '/reportSemesterBaby',
      '/reportPatriarch',
      '/reportPatriarchBoby',
      // Issue 20: 晨检出勤 for her classes, and their physical exams (read only), under 保健管理.
      '/Health/Attendance',
      '/Health/Exams',
      '/User/Profile',
      '/Help',
    ]);
    // The buttons a teacher gets: printing their class's growth booklets (issue 7), adding and
    // deleting process evaluations and printing the class's handbooks (issue 18), and the photo
    // library's upload, tag and delete.
    expect(
      flatten(root)
        .filter((n) => n.IsButton)
        .map((n) => n.Func),
    ).toEqual([
      'handleGrowthBatch',
      'handleAdd',
      'handleDel',
      'handleHandbookBatch',
      'handleUpload',
      'handleTag',
      'handleDel',
      'handleMessage',
      'handleBatch',
      'handleSave',
    ]);
  });

  it('gives the health doctor the children list but not the classes page', async () => {
    const root = await nav('doctor');
    expect(paths(root)).toEqual([
      '/indexHome',
      '/Student/Students',
      '/Health/Attendance',
      '/Health/Exams',
      '/Meals/Foods',
      '/Meals/Standards',
      '/Meals/Dishes',
      '/Meals/Menus',
      '/Meals/WeeklyMenuPrint',
      '/Meals/Report',
      '/Report',
      '/User/Profile',
      '/Help',
    ]);
    // Issue 20: the doctor enters the exams (录入体检).
    expect(
      flatten(root)
        .filter((n) => n.IsButton)
        .map((n) => n.Func),
    ).toContain('handleExamEntry');
  });

  it('gives the food library, the standards, the dishes, the menus and 膳食营养分析 under 膳食管理: food, dish and menu buttons to the kitchen, standards buttons to the doctor (issue 20)', async () => {
    const meals = (root: TNavigationNode) => root.children.find((c) => c.name === '膳食管理')!;
    const buttons = (root: TNavigationNode) =>
      flatten(meals(root))
        .filter((n) => n.IsButton)
        .map((n) => n.Func);
    const kitchen = await nav('kitchen');
    expect(meals(kitchen).children.map((c) => c.path)).toEqual([
      '/Meals/Foods',
      '/Meals/Standards',
      '/Meals/Dishes',
      '/Meals/Menus',
      '/Meals/Report',
    ]);
    expect(buttons(kitchen)).toEqual(['handleFoodEdit', 'handleDishEdit', 'handleMenuEdit']);
    expect(buttons(await nav('doctor'))).toEqual(['handleStandardEdit']);
    expect(buttons(await nav('admin'))).toEqual([
      'handleFoodEdit',
      'handleStandardEdit',
      'handleDishEdit',
      'handleMenuEdit',
    ]);
    // the printable menu sits under 带量食谱, out of the menu
    const menus = meals(kitchen).children.find((c) => c.path === '/Meals/Menus')!;
    expect(flatten(menus).some((n) => n.path === '/Meals/WeeklyMenuPrint')).toBe(true);
  });

  it('gives the district account an empty tree (it goes to /newCharts)', async () => {
    expect((await nav('district')).children).toEqual([]);
  });

  it('takes a role change into account at the next load, and the server refuses at once', async () => {
    const token = await h.login('teacher');
    expect((await h.call(API.classes.page, undefined, token)).statusCode).toBe(200);
    // Unticking 班级管理 in the permission tree unticks the entries under it too.
    const ids = [
      (await permissionIdByPath(h.db, '/Class/Classes'))!,
      (await permissionIdByPath(h.db, '/Class/Roster'))!,
    ];
    const [teacherRole] = await h.db.select().from(roles).where(eq(roles.code, 'teacher'));
    await h.db
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.roleId, teacherRole!.id), inArray(rolePermissions.permissionId, ids)));
    const res = await h.call(API.classes.page, undefined, token);
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe(HTTP_MESSAGES[403]);
    expect(paths((await h.call(API.navigation.bar, undefined, token)).json().response)).not.toContain(
      '/Class/Classes',
    );
  });
});

describe('built-in entries across releases', () => {
  it('adds entries a database lacks, once, and leaves changed ones alone', async () => {
    const { ensurePlatformData } = await import('../../seed/platform');
    const { permissions } = await import('../../db/schema');
    const before = await h.db.select().from(permissions);
    const studyYears = before.find((r) => r.code === 'study-years')!;
    // An older database: the entry is missing, and a school renamed another one.
    await h.db.delete(permissions).where(eq(permissions.id, studyYears.id));
    await h.db.update(permissions).set({ name: '班级列表' }).where(eq(permissions.code, 'classes'));
    await ensurePlatformData(h.db);
    await ensurePlatformData(h.db);
    const after = await h.db.select().from(permissions);
    expect(after).toHaveLength(before.length);
    expect(after.find((r) => r.code === 'study-years')).toMatchObject({ path: '/School/StudyYears' });
    expect(after.find((r) => r.code === 'classes')!.name).toBe('班级列表');
    expect(
      paths((await h.call(API.navigation.bar, undefined, await h.login('admin'))).json().response),
    ).toContain('/School/StudyYears');
  });
});
