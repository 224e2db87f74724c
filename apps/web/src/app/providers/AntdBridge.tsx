import { App } from 'antd';
import { useEffect } from 'react';
import { setNotifySink } from '../../api/bridges';

/** Lets the http client show themed toasts; one key per text stops duplicate stacks. */
export function AntdBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    setNotifySink((kind, text) => {
      void message.open({ type: kind, content: text, key: `${kind}:${text}` });
    });
  }, [message]);
  return null;
}
