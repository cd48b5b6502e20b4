import { useEffect } from 'react';

/** Spec 2 '/homework/courses': the list is read again when the window regains focus (a course changed in another tab). */
export function useRefetchOnFocus(refetch: () => void): void {
  useEffect(() => {
    window.addEventListener('focus', refetch);
    return () => window.removeEventListener('focus', refetch);
  }, [refetch]);
}
