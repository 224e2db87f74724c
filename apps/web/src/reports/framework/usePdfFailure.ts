import '../reports.i18n';
import { HTTP_MESSAGES } from '@kg/contracts';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/createHttpClient';

const NOTICE_KEY = 'kg-pdf-failed';

/**
 * The server's own msg when the failure carries one, else 生成失败 (N08, DECISIONS D4): never
 * the client's catalogue text for a status (a 500 with an empty msg, a 503, a lost connection,
 * a time-out all end in 生成失败; issue 14 item 16). The server's generic fault text counts
 * as saying nothing.
 */
export function failureText(error: unknown, fallback: string): string {
  const said = error instanceof ApiError && error.fromServer ? error.message : '';
  // The server's generic 失败！服务器异常 (an unexpected fault) says no more than 生成失败.
  return said && said !== HTTP_MESSAGES[500] ? said : fallback;
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
