import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const NOTICE_KEY = 'kg-pdf-failed';

/** The message a failure carries (the server's msg), or 生成失败 when it carries none. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message && error.name !== 'AbortError' ? error.message : fallback;
}

/**
 * N08: a PDF that could not be made shows 生成失败 (or the server's msg) as a toast, and the
 * same text stays in a 提示 notification until the user closes it. Answers the text shown.
 */
export function usePdfFailure() {
  const { t } = useTranslation();
  const { message, notification } = App.useApp();
  return useCallback(
    (error: unknown): string => {
      const text = failureText(error, t('reports.pdf.failed'));
      void message.error(text);
      notification.error({
        key: NOTICE_KEY,
        title: t('reports.pdf.notice'),
        description: text,
        duration: 0,
        props: { 'data-testid': 'pdf-failed-notice' } as Record<string, string>,
      });
      return text;
    },
    [message, notification, t],
  );
}
