import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setGoToLoginSink } from '../../api/bridges';

const LOGIN_PAGES = new Set(['/login', '/hxlogin']);

/** Lets the http client send an ended session to /login?redirect=<where the user was> (A40). */
export function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(
    () =>
      setGoToLoginSink(() => {
        const { pathname, search } = window.location;
        if (LOGIN_PAGES.has(pathname.toLowerCase())) return;
        navigate(`/login?redirect=${encodeURIComponent(pathname + search)}`, { replace: true });
      }),
    [navigate],
  );
  return null;
}
