import { Navigate, useSearchParams } from 'react-router';

/**
 * For a signed-in visitor on /login: back to the location remembered in `?to=`
 * (set when an unauthenticated visitor was sent to sign in), else to /.
 */
export function ReturnToRequested() {
  const [params] = useSearchParams();
  const to = params.get('to');
  // Only same-site paths; never an absolute URL smuggled into the query.
  const target = to && to.startsWith('/') && !to.startsWith('//') ? to : '/';
  return <Navigate to={target} replace />;
}
