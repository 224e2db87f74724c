import { Navigate, useLocation } from 'react-router';
import { NoAccessPage } from '../../features/not-found/NoAccessPage';
import { useSession } from '../useSession';
import { isForbiddenPath } from './pageAccess';

/** No route matched: a page the user may not open shows 无权访问; anything else goes to /404 (A02). */
export function UnknownPath() {
  const { pathname } = useLocation();
  const { tree } = useSession();
  if (isForbiddenPath(tree, pathname)) return <NoAccessPage />;
  return <Navigate to="/404" replace />;
}
