import { useEffect } from 'react';
import { useWelcomeNotice } from '../hooks/useWelcomeNotice';
import { takeWelcome } from '../welcome';

/** Says the welcome a login on the login page queued, as the app opens (A34). */
export function PendingWelcome() {
  const welcome = useWelcomeNotice();
  useEffect(() => {
    const user = takeWelcome();
    if (user) welcome(user);
  }, [welcome]);
  return null;
}
