import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Back where the page was opened from; a page opened by a link or a reload (nothing of this app
 * behind it in the history) goes to `fallback` instead, replacing itself when `replace` is set.
 */
export function useBack(fallback: string, { replace = false }: { replace?: boolean } = {}) {
  const navigate = useNavigate();
  return useCallback(() => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(fallback, { replace });
  }, [navigate, fallback, replace]);
}
