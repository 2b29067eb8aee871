import { NOT_FOUND_PATH } from '@dating/contract';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Spec section 8: a page whose data fails to load goes to /app/NotFound. A 401 is left alone:
 * the base query already ended the session and the shell goes to /login.
 */
export function useNotFoundOnFailure(error: unknown) {
  const navigate = useNavigate();
  const failed =
    error !== undefined &&
    !(typeof error === 'object' && error !== null && 'status' in error && error.status === 401);
  useEffect(() => {
    if (failed) void navigate(NOT_FOUND_PATH, { replace: true });
  }, [failed, navigate]);
}
