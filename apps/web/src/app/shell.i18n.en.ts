import type { Widen } from '../locales/types';
import type { TShellExtrasText } from './shell.i18n';

export const shellExtrasTextEn: Widen<TShellExtrasText> = {
  switchSchool: 'Switch school',
  switchSchoolHint: 'Current: {{school}} (click to switch to another of your schools)',
  switching: 'Switching to {{school}}…',
  unsavedTitle: 'Unsaved changes',
  unsavedText: 'If you leave now, your changes will not be saved. Leave anyway?',
  unsavedLeave: 'Leave',
  unsavedStay: 'Stay and keep editing',
  selectRow: 'Select this row',
};
