import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PageSpinner } from '#web/components/page-spinner.tsx';
import { AuthenticatedLayout } from './routes/authenticated-layout.tsx';
import { RedirectPage } from './routes/redirect-page.tsx';
import { PublicOnly, RequireSession } from './routes/require-session.tsx';

// Every screen is its own chunk, so the first load carries only React, MUI's core and the router.
const LoginPage = lazy(() => import('#web/features/auth/index.ts').then((m) => ({ default: m.LoginPage })));
const RegistrationPage = lazy(() =>
  import('#web/features/registration/index.ts').then((m) => ({ default: m.RegistrationPage })),
);
const ShellPage = lazy(() => import('./shell/shell-page.tsx').then((m) => ({ default: m.ShellPage })));
const CompanyAdminPage = lazy(() =>
  import('#web/features/company-admin/index.ts').then((m) => ({ default: m.CompanyAdminPage })),
);

const ManualsPage = lazy(() =>
  import('#web/features/manuals/index.ts').then((m) => ({ default: m.ManualsPage })),
);

const VerificationPage = lazy(() =>
  import('#web/features/verification/index.ts').then((m) => ({ default: m.VerificationPage })),
);
const SharedDocumentPage = lazy(() =>
  import('#web/features/verification/index.ts').then((m) => ({ default: m.SharedDocumentPage })),
);

const SharedQuotePage = lazy(() =>
  import('#web/features/drafts/index.ts').then((m) => ({ default: m.SharedQuotePage })),
);
const ReceiverPortalPage = lazy(() =>
  import('#web/features/receiver-portal/index.ts').then((m) => ({ default: m.ReceiverPortalPage })),
);

const loginRoute = (
  <PublicOnly>
    <LoginPage />
  </PublicOnly>
);

/** The few real routes of spec 000 §2; inside /facturacion navigation is by resource code. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner isFullPage />}>
      <Routes>
        <Route path="/" element={loginRoute} />
        <Route path="/login" element={loginRoute} />
        <Route path="/registro" element={<RegistrationPage />} />
        <Route
          path="/facturacion"
          element={
            <RequireSession>
              <ShellPage />
            </RequireSession>
          }
        />
        <Route
          path="/company"
          element={
            <RequireSession>
              <AuthenticatedLayout title="Empresas">
                <CompanyAdminPage />
              </AuthenticatedLayout>
            </RequireSession>
          }
        />
        <Route path="/manuales" element={<ManualsPage />} />
        <Route path="/manuales/:manual" element={<ManualsPage />} />
        <Route path="/verificar" element={<VerificationPage />} />
        <Route path="/c/:token" element={<SharedDocumentPage />} />
        <Route path="/cot/:token" element={<SharedQuotePage />} />
        <Route path="/receptor" element={<ReceiverPortalPage />} />
        <Route path="*" element={<RedirectPage />} />
      </Routes>
    </Suspense>
  );
}
