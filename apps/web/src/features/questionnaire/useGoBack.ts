import { useBack } from '../../app/routing/useBack';
import { CLASS_VIEW_PATH } from './questionnaireInfo';

/** Back where the questionnaire was opened from; opened by a link, the class view instead. */
export const useGoBack = () => useBack(CLASS_VIEW_PATH, { replace: true });
