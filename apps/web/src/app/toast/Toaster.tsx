import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import { useEffect, useState } from 'react';
import { setNotifySink, type TNoticeKind } from '../../api/bridges';
import { PlainIcon } from '../../components/plain/PlainIcon';

/** As antd's message: 3 s on screen, at most 3 at once, one per text (a repeat restarts it). */
const SECONDS = 3;
const MAX_COUNT = 3;

const ICONS = { success: CheckCircleFilled, error: CloseCircleFilled, warning: ExclamationCircleFilled };

type TToast = { key: string; kind: TNoticeKind; text: string; serial: number };

/**
 * The toasts of the http client and of the login page, at the root of the app, outside antd:
 * they show on the login page (which loads without antd) and survive the move between the
 * login page and the app (登录已过期 is said, then the login page opens). They look like
 * antd's message toasts, which the pages inside the app use for their own news.
 */
export function Toaster() {
  const [toasts, setToasts] = useState<TToast[]>([]);

  useEffect(() => {
    let serial = 0;
    const timers = new Map<string, ReturnType<typeof setTimeout>>();
    const drop = (key: string) => {
      timers.delete(key);
      setToasts((old) => old.filter((toast) => toast.key !== key));
    };
    const restore = setNotifySink((kind, text) => {
      const key = `${kind}:${text}`;
      clearTimeout(timers.get(key));
      timers.set(
        key,
        setTimeout(() => drop(key), SECONDS * 1000),
      );
      serial += 1;
      const toast = { key, kind, text, serial };
      setToasts((old) => [...old.filter((t) => t.key !== key), toast].slice(-MAX_COUNT));
    });
    return () => {
      restore();
      for (const timer of timers.values()) clearTimeout(timer);
    };
  }, []);

  return (
    <div className="kg-toaster" aria-live="polite">
      {toasts.map((toast) => (
        <div
          key={`${toast.key}#${toast.serial}`}
          className={`kg-toast kg-toast--${toast.kind}`}
          role={toast.kind === 'error' ? 'alert' : 'status'}
        >
          <PlainIcon icon={ICONS[toast.kind]} className="kg-toast__icon" />
          <span>{toast.text}</span>
        </div>
      ))}
    </div>
  );
}
