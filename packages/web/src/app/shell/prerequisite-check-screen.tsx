import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PageSpinner } from '#web/components/page-spinner.tsx';
import { notificationMessages, useNotifications } from '#web/features/notifications/index.ts';
import { isNetworkError } from '#web/lib/api-call-error.ts';
import { prerequisiteCheckPageName } from '#web/app/menu/resource-codes.ts';
import { BlockedIssuingNotice } from './blocked-issuing-notice.tsx';
import { readBlockingReasons } from './blocking-reasons.ts';

type PrerequisiteCheckScreenProps = { onPassed: () => void; onHome: () => void };

/**
 * Resource -4, 'Verificando pre-requisitos', shown before an emission form: it refreshes the company's
 * notifications and lets the form through unless one of the five blocking errors remains (spec 000 §2).
 */
export function PrerequisiteCheckScreen({ onPassed, onHome }: PrerequisiteCheckScreenProps) {
  const { refresh } = useNotifications();
  const { mutate, error, data } = useMutation({
    mutationFn: async () => readBlockingReasons(await refresh()),
    onSuccess: (reasons) => {
      if (reasons.length === 0) onPassed();
    },
  });

  useEffect(() => {
    mutate();
  }, [mutate]);

  if (data !== undefined && data.length > 0) {
    return <BlockedIssuingNotice reasons={data} onHome={onHome} />;
  }
  if (!error) {
    return <PageSpinner label={prerequisiteCheckPageName} />;
  }
  return (
    <Stack spacing={2} sx={{ maxWidth: 640, mx: 'auto' }}>
      <Alert severity="error" role="alert">
        {isNetworkError(error)
          ? notificationMessages.prerequisiteNetworkFailure
          : notificationMessages.loadFailed}
      </Alert>
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onHome}>Volver al inicio</Button>
        <Button variant="contained" onClick={() => mutate()}>
          Reintentar
        </Button>
      </Stack>
    </Stack>
  );
}
