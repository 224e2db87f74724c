import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { CLASS_VIEW_PATH } from './questionnaireInfo';

/**
 * Back where the questionnaire was opened from; a questionnaire opened by a link (nothing
 * of this app behind it in the history) goes to the class view instead.
 */
export function useGoBack() {
  const navigate = useNavigate();
  return useCallback(() => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(CLASS_VIEW_PATH, { replace: true });
  }, [navigate]);
}
