import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** After navigation: to the hash anchor if any, else to top; a change of query alone keeps the place. */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const last = useRef(pathname);
  useEffect(() => {
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    } else if (last.current !== pathname) {
      window.scrollTo(0, 0);
    }
    last.current = pathname;
  }, [pathname, hash]);
  return null;
}
