import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  periodArchiveMaxDays,
  periodArchiveRequestSchema,
  periodArchiveStates,
  periodArchiveTypes,
  reportMessages,
  toReportRequestBody,
  type PeriodArchiveState,
  type ReportJobAnswer,
} from '@facturar/contracts';
import { formatPanamaDate } from '@facturar/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { FormSelectField, optionName } from '#web/components/form/form-select-field.tsx';
import { readErrorStatus, readFailureMessage } from '#web/lib/api-call-error.ts';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { requestPeriodArchive } from '../api/reports-api.ts';
import { requestResolver } from '../request-resolver.ts';
import { ReportJobProgress } from './report-job-progress.tsx';
import { ReportParameterFields, ReportTypeField } from './report-parameter-fields.tsx';

type ArchiveFields = {
  fechaInicio: string;
  fechaFin: string;
  tipoComprobante: string;
  estado: PeriodArchiveState;
};

function bodyOf(fields: ArchiveFields, ruc: string) {
  const period = toReportRequestBody({
    fechaInicio: fields.fechaInicio,
    fechaFin: fields.fechaFin,
    rucEmpresa: ruc,
  });
  return {
    fechaInicio: period.fechaInicio ?? '',
    fechaFin: period.fechaFin ?? '',
    rucEmpresa: ruc,
    tipoComprobante: fields.tipoComprobante,
    estado: fields.estado,
  };
}

/** No voucher in the period is the spec's 'no data'; any other failure is the server's own message. */
function describeArchiveFailure(error: unknown): string {
  return readErrorStatus(error) === 404 ? reportMessages.noData : readFailureMessage(error);
}

/** The server's rules for the request, on the form's fields. */
function resolverFor(ruc: string) {
  return requestResolver<ArchiveFields>(periodArchiveRequestSchema, (fields) => bodyOf(fields, ruc));
}

/**
 * 'Descargar archivo del período' (issue 27 §3): the dates, the type and the state; then the job's progress
 * and its ZIP (signed XML, CAFE and a manifest), also announced by e-mail.
 */
function PeriodArchiveDialog({ company, onClose }: { company?: ArchivedCompany; onClose: () => void }) {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const ruc = company?.ruc ?? claims.ruc;
  const today = formatPanamaDate(new Date());
  const form = useForm<ArchiveFields, unknown, ArchiveFields>({
    defaultValues: {
      fechaInicio: `${today.slice(0, 7)}-01`,
      fechaFin: today,
      tipoComprobante: '00',
      estado: 'todos',
    },
    resolver: resolverFor(ruc),
  });
  const [job, setJob] = useState<ReportJobAnswer | undefined>(undefined);
  const generate = useMutation({
    mutationFn: (fields: ArchiveFields) => requestPeriodArchive(http, bodyOf(fields, ruc)),
    onMutate: () => setJob(undefined),
    onSuccess: setJob,
  });
  const { control } = form;

  return (
    <FormDialog
      title="Descargar archivo del período"
      form={form}
      save={generate}
      describeFailure={describeArchiveFailure}
      submitLabel="Generar"
      cancelLabel="Cerrar"
      onClose={onClose}
      isDismissible
      maxWidth="md"
    >
      {company && <Typography>{`${company.name} (RUC ${company.ruc})`}</Typography>}
      <Typography variant="body2" color="text.secondary">
        Un ZIP con el XML firmado y el CAFE de cada comprobante del período, y un manifiesto con la huella
        SHA-256 de cada archivo. Se genera en segundo plano y se puede descargar durante 7 días.
      </Typography>
      <ReportParameterFields control={control} maxRangeDays={periodArchiveMaxDays - 1}>
        <ReportTypeField control={control} options={periodArchiveTypes} />
        <FormSelectField
          control={control}
          name="estado"
          label="Estado"
          required
          options={periodArchiveStates}
          getOptionLabel={optionName}
        />
      </ReportParameterFields>
      {job ? <ReportJobProgress key={job.idTrabajo} job={job} /> : null}
    </FormDialog>
  );
}

/** The company whose archive a partner builds (issue 27 §3: 'a partner can build one for any of its companies'). */
type ArchivedCompany = { ruc: string; name: string };

/**
 * Opens 'Descargar archivo del período': from a repository for the signed-in company, or from the partner's
 * list of affiliated companies for one of them (a small button named after it).
 */
export function PeriodArchiveButton({ company }: { company?: ArchivedCompany }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      {company ? (
        <Button
          size="small"
          aria-label={`Archivo del período de ${company.name}`}
          onClick={() => setOpen(true)}
        >
          Archivo del período
        </Button>
      ) : (
        <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => setOpen(true)}>
          Descargar archivo del período
        </Button>
      )}
      {isOpen && <PeriodArchiveDialog {...(company ? { company } : {})} onClose={() => setOpen(false)} />}
    </>
  );
}
