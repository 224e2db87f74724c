import { PRESET_TEXT_MAX } from '@kg/contracts';
import type { Widen } from '../../locales/types';
import type { TPresetTextsTexts } from './presetTexts.i18n';

/** The English texts, fetched when the user reads English. */
const en: Widen<TPresetTextsTexts> = {
  pick: 'Insert text',
  pickTitle: 'Insert text',
  pickHint: 'Click a text to insert it into the box',
  listTitle: 'Text templates',
  listHint:
    'You can delete the texts you added (up to 15 of each kind); system texts are shared by all teachers',
  ownCount: ' (yours: {{count}}/{{max}})',
  addTitle: 'Add text template',
  add: 'Add text template',
  empty: 'No text templates yet',
  system: 'System',
  systemTip: 'System template: it cannot be deleted',
  delete: 'Delete',
  deleteConfirm: 'Delete this text template?',
  deleted: 'Deleted',
  added: 'Added',
  notDeletable: 'This one cannot be deleted',
  contentRequired: 'Enter the template text',
  contentTooLong: `The template may have at most ${PRESET_TEXT_MAX} characters`,
  contentPlaceholder: `Write a passage you use often, to insert it with one click (up to ${PRESET_TEXT_MAX} characters)`,
  cut: 'The box is almost full: the rest of the text was left out',
  full: 'The box is full: no text can be inserted',
  close: 'Close',
  loadFailed: 'Text templates could not be loaded',
  retry: 'Retry',
};

export default en;
