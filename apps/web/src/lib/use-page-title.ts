import { useEffect } from 'react';

const SITE = 'Beatmarket';

/** Names the browser tab after the page ("Dark Piano · Beatmarket"); no title keeps the site name. */
export function usePageTitle(title: string | null | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE}` : SITE;
    // A page without a title of its own must not inherit the last page's.
    return () => {
      document.title = SITE;
    };
  }, [title]);
}
