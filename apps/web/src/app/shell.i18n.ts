import { section } from '../locales/section';

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

const en: typeof zhCN = {
  switchSchool: 'Switch school',
  switchSchoolHint: 'Current: {{school}} (click to switch to another of your schools)',
  switching: 'Switching to {{school}}…',
  unsavedTitle: 'Unsaved changes',
  unsavedText: 'If you leave now, your changes will not be saved. Leave anyway?',
  unsavedLeave: 'Leave',
  unsavedStay: 'Stay and keep editing',
  selectRow: 'Select this row',
};

const es: typeof zhCN = {
  switchSchool: 'Cambiar de escuela',
  switchSchoolHint: 'Actual: {{school}} (pulse para cambiar a otra de sus escuelas)',
  switching: 'Cambiando a {{school}}…',
  unsavedTitle: 'Cambios sin guardar',
  unsavedText: 'Si sale ahora, sus cambios no se guardarán. ¿Salir de todos modos?',
  unsavedLeave: 'Salir',
  unsavedStay: 'Quedarse y seguir editando',
  selectRow: 'Seleccionar esta fila',
};

export const shellExtrasText = section(zhCN, en, es);
