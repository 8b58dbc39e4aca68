import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#web/lib/paths.ts';

/** Sends the page to /404 (replacing it in the history) once what it shows turns out not to exist. */
export function useNotFoundRedirect(notFound: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (notFound) navigate(paths.notFound, { replace: true });
  }, [notFound, navigate]);
}
