import Alert from '@mui/material/Alert';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  findFutureReportDate,
  maxSearchRangeDays,
  reportEndpoints,
  reportFileNames,
  reportMessages,
  reportRucMaxLength,
  toReportRequestBody,
  type ReportJobAnswer,
  SystemCode,
} from '@facturar/contracts';
import { formatPanamaDate } from '@facturar/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { saveFile } from '#web/lib/save-file.ts';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { isApiCallError, networkMessage } from '#web/lib/api-call-error.ts';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { showErrorToast, showInfoToast, showWarningToast } from '#web/lib/toast.ts';
import { requestReport, type ReportFields } from '../api/reports-api.ts';
import { requestResolver } from '../request-resolver.ts';
import { ReportJobProgress } from './report-job-progress.tsx';
import { ReportParameterFields, ReportTypeField } from './report-parameter-fields.tsx';
import type { ReportDefinition } from '../report-definitions.ts';

/** The form as typed: days as 'YYYY-MM-DD' ('' for none). */
type FormFields = { fechaInicio: string; fechaFin: string; tipoComprobante: string; rucEmpresa: string };

/** Spec 001 §5: the missing-type warning stays 4 s. */
const missingTypeWarningMs = 4_000;

/** The report's own rules (the call's schema, the server's) and 'not in the future' against today here. */
function resolverFor(definition: ReportDefinition) {
  const body = reportEndpoints[definition.kind].body;
  return requestResolver<FormFields>(
    body,
    (fields) => toReportRequestBody(fieldsToSend(definition, fields)),
    (fields, isRefused) => {
      // A day the form already refused (missing, mistyped) is not judged against today as well.
      const judged = (name: 'fechaInicio' | 'fechaFin') => (isRefused(name) ? '' : fields[name]);
      return findFutureReportDate(
        { fechaInicio: judged('fechaInicio'), fechaFin: judged('fechaFin') },
        formatPanamaDate(new Date()),
      );
    },
  );
}

function fieldsToSend(definition: ReportDefinition, fields: FormFields): ReportFields {
  return {
    fechaInicio: fields.fechaInicio,
    fechaFin: fields.fechaFin,
    rucEmpresa: fields.rucEmpresa.trim(),
    ...(definition.types ? { tipoComprobante: fields.tipoComprobante } : {}),
  };
}

/**
 * THE report form (spec 001 §2 'Reports', §5, §8): start and end date pickers, the voucher type and the
 * typed issuer RUC where the report has them (of the signed-in company, or of `companyRuc` a partner or the
 * administrator chose), the required-fields legend, 'Generar' and a loading overlay
 * while the file is made. The file is saved under the spec's name; no data is the spec's information.
 */
export function ReportForm({
  definition,
  companyRuc,
}: {
  definition: ReportDefinition;
  companyRuc?: string;
}) {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const { control, handleSubmit } = useForm<FormFields, unknown, FormFields>({
    defaultValues: {
      fechaInicio: '',
      fechaFin: '',
      tipoComprobante: '',
      rucEmpresa: definition.hasTypedRuc ? '' : (companyRuc ?? claims.ruc),
    },
    resolver: resolverFor(definition),
  });
  const [job, setJob] = useState<ReportJobAnswer | undefined>(undefined);
  const [savedFile, setSavedFile] = useState<string | undefined>(undefined);
  const generate = useMutation({
    mutationFn: (fields: FormFields) =>
      requestReport(http, definition.kind, fieldsToSend(definition, fields)),
    onMutate: () => {
      setJob(undefined);
      setSavedFile(undefined);
    },
    onSuccess: (outcome) => {
      if (outcome.kind === 'job') {
        setJob(outcome.job);
      } else {
        saveFile(outcome.file, reportFileNames[definition.kind]);
        setSavedFile(reportFileNames[definition.kind]);
      }
    },
    onError: (error) => {
      if (
        isApiCallError(error) &&
        error.status === 404 &&
        error.mensajeSistema === SystemCode.REPORTE_SIN_DATOS
      ) {
        showInfoToast(reportMessages.noData);
      } else if (isApiCallError(error) && error.code === 'HTTP') {
        showErrorToast(error.mensaje);
      } else {
        showErrorToast(networkMessage);
      }
    },
  });

  function warnOfProblem(errors: FieldErrors<FormFields>) {
    if (errors.tipoComprobante) {
      showWarningToast(reportMessages.selectType, { durationMs: missingTypeWarningMs });
    }
  }

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 3, position: 'relative' }}>
        <form
          aria-label="Parámetros del reporte"
          noValidate
          onSubmit={handleSubmit((fields) => generate.mutate(fields), warnOfProblem)}
        >
          <ReportParameterFields control={control} maxRangeDays={maxSearchRangeDays}>
            {definition.hasTypedRuc ? (
              <FormTextField
                control={control}
                name="rucEmpresa"
                label="RUC del emisor"
                required
                slotProps={{ htmlInput: { maxLength: reportRucMaxLength } }}
              />
            ) : null}
            {definition.types ? (
              <ReportTypeField control={control} options={definition.types} placeholder="Seleccione" />
            ) : null}
          </ReportParameterFields>
          <Stack direction="row" sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="body2" color="text.secondary">
              Los campos marcados con * son obligatorios.
            </Typography>
            <Button type="submit" variant="contained" disabled={generate.isPending}>
              Generar
            </Button>
          </Stack>
        </form>
        <Backdrop
          open={generate.isPending}
          aria-label="Generando el reporte"
          sx={{
            position: 'absolute',
            zIndex: 1,
            borderRadius: 1,
            color: 'primary.main',
            bgcolor: 'rgba(255,255,255,0.7)',
          }}
        >
          <Stack spacing={1} sx={{ alignItems: 'center' }}>
            <CircularProgress />
            <Typography>Generando el reporte…</Typography>
          </Stack>
        </Backdrop>
      </Paper>
      {savedFile ? <Alert severity="success">{reportMessages.fileSaved(savedFile)}</Alert> : null}
      {job ? <ReportJobProgress key={job.idTrabajo} job={job} /> : null}
    </Stack>
  );
}
