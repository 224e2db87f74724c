/**
 * The shell's texts added by issue 14: the header's school switcher (item 10), the
 * unsaved-edits question (item 12) and the phone cards' row selection (item 8).
 */
const zhCN = {
  switchSchool: '切换学校',
  switchSchoolHint: '当前：{{school}}（点击切换到您的其他学校）',
  switching: '正在切换到{{school}}…',
  unsavedTitle: '有未保存的修改',
  unsavedText: '离开后，刚才的修改将不会保存。确定离开吗？',
  unsavedLeave: '离开',
  unsavedStay: '留下继续编辑',
  selectRow: '选择此行',
};

/** In the first bundle; the English and Spanish texts are in shell.i18n.en.ts and .es.ts, fetched with their language. */
export const shellExtrasTextZhCN = zhCN;
export type TShellExtrasText = typeof zhCN;
