import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** A new screen starts at the top; back and forward keep the browser's own scroll position. */
export function ScrollOnNavigate() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (type !== 'POP') window.scrollTo(0, 0);
  }, [pathname, type]);
  return null;
}
