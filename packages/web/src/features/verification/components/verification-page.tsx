import { verificationMessages } from '@facturar/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PublicPage } from '#web/components/public-page.tsx';
import { isApiCallError } from '#web/lib/api-call-error.ts';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { verificationQueryOptions } from '../api/verification-api.ts';
import { readCufe } from '../read-cufe.ts';
import { VerifiedDocumentCard } from './verified-document-card.tsx';

/**
 * /verificar — anyone holding a CAFE checks it without signing in: the CUFE (or the text of its QR code)
 * gives the issuer, receiver, date, total and the state now (authorised or cancelled) of a document issued
 * in Facturar. `?chFE=` (as in the QR's address) checks at once.
 */
export function VerificationPage() {
  const { http } = useAppServices();
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState(params.get('chFE') ?? params.get('cufe') ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const cufe = readCufe(params.get('chFE') ?? params.get('cufe') ?? '');
  const result = useQuery({ ...verificationQueryOptions(http, cufe ?? ''), enabled: cufe !== null });

  function check(event: FormEvent): void {
    event.preventDefault();
    const found = readCufe(typed);
    setProblem(found === null ? verificationMessages.cufeLength : null);
    if (found !== null) setParams({ cufe: found });
  }

  const notFound = result.isError && isApiCallError(result.error) && result.error.status === 404;
  return (
    <PublicPage title="Verificar un comprobante">
      <Typography color="text.secondary">
        Escriba o pegue el CUFE del CAFE, o el texto de su código QR, para ver el comprobante y su estado.
      </Typography>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        onSubmit={check}
        noValidate
      >
        <TextField
          label="CUFE o código QR"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={problem !== null}
          helperText={problem ?? ' '}
          fullWidth
          slotProps={{ htmlInput: { spellCheck: false, maxLength: 2000 } }}
        />
        <Button
          type="submit"
          variant="contained"
          sx={{ alignSelf: 'flex-start', mt: 1 }}
          loading={result.isFetching}
        >
          Verificar
        </Button>
      </Stack>
      {notFound && <Alert severity="warning">{verificationMessages.notFound}</Alert>}
      {result.isError && !notFound && (
        <Alert severity="error">
          {isApiCallError(result.error) ? result.error.mensaje : 'No se pudo verificar el comprobante.'}
        </Alert>
      )}
      {result.data && <VerifiedDocumentCard document={result.data} label="Comprobante verificado" />}
      <Typography variant="body2">
        <Link component={RouterLink} to="/login">
          Ingresar a Facturar
        </Link>
      </Typography>
    </PublicPage>
  );
}
