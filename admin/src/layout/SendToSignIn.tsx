import { CatchAllNavigate } from '@refinedev/react-router';
import { Navigate } from 'react-router';
import { wasSignedOutOnPurpose } from '../providers/session';

/** Sends a signed-out visitor to /login, remembering the requested location unless they just signed out. */
export function SendToSignIn() {
  return wasSignedOutOnPurpose() ? <Navigate to="/login" replace /> : <CatchAllNavigate to="/login" />;
}
