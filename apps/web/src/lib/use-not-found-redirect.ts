import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Sends the page to /404 (replacing it in the history) once what it shows turns out not to exist. */
export function useNotFoundRedirect(notFound: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (notFound) navigate('/404', { replace: true });
  }, [notFound, navigate]);
}
