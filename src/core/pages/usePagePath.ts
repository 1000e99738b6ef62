import { useLocation } from 'react-router-dom';

/** The current path without a trailing slash ('/' for the home page), as content data is keyed. */
export function usePagePath(): string {
  const { pathname } = useLocation();
  return pathname.replace(/\/+$/, '') || '/';
}
