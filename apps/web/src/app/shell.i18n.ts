import { section } from '../locales/section';

/**
 * The shell's texts added by issue 14: the header's school switcher (item 10), the
 * unsaved-edits question (item 12) and the phone list's row menu (item 8).
 */
const zhCN = {
  switchSchool: '切换学校',
  switchSchoolHint: '当前：{{school}}（点击切换到您的其他学校）',
  currentIdentity: '当前',
  switching: '正在切换到{{school}}…',
  switched: '已切换到{{school}}',
  switchFailed: '切换失败，请重新登录后选择学校',
  unsavedTitle: '有未保存的修改',
  unsavedText: '离开后，刚才的修改将不会保存。确定离开吗？',
  unsavedLeave: '离开',
  unsavedStay: '留下继续编辑',
  rowActions: '更多操作',
  selectRow: '选择此行',
};

const en: typeof zhCN = {
  switchSchool: 'Switch school',
  switchSchoolHint: 'Current: {{school}} (click to switch to another of your schools)',
  currentIdentity: 'Current',
  switching: 'Switching to {{school}}…',
  switched: 'Switched to {{school}}',
  switchFailed: 'Could not switch. Please sign in again and choose the school.',
  unsavedTitle: 'Unsaved changes',
  unsavedText: 'If you leave now, your changes will not be saved. Leave anyway?',
  unsavedLeave: 'Leave',
  unsavedStay: 'Stay and keep editing',
  rowActions: 'More actions',
  selectRow: 'Select this row',
};

const es: typeof zhCN = {
  switchSchool: 'Cambiar de escuela',
  switchSchoolHint: 'Actual: {{school}} (pulse para cambiar a otra de sus escuelas)',
  currentIdentity: 'Actual',
  switching: 'Cambiando a {{school}}…',
  switched: 'Ahora está en {{school}}',
  switchFailed: 'No se pudo cambiar. Inicie sesión de nuevo y elija la escuela.',
  unsavedTitle: 'Cambios sin guardar',
  unsavedText: 'Si sale ahora, sus cambios no se guardarán. ¿Salir de todos modos?',
  unsavedLeave: 'Salir',
  unsavedStay: 'Quedarse y seguir editando',
  rowActions: 'Más acciones',
  selectRow: 'Seleccionar esta fila',
};

export const shellExtrasText = section(zhCN, en, es);
