import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageSpinner } from '#web/components/page-spinner.tsx';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';

/** Any unknown path: a spinner, then /facturacion for a signed-in user, otherwise '/' (spec 000 §2). */
export function RedirectPage() {
  const { sessionStore } = useAppServices();
  const navigate = useNavigate();
  useEffect(() => {
    navigate(sessionStore.isValid() ? '/facturacion' : '/', { replace: true });
  }, [navigate, sessionStore]);
  return <PageSpinner isFullPage label="Redirigiendo…" />;
}
