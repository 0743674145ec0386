import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RecurringRuleForm, RecurringSchedule } from '@facturar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormDateField } from '#web/components/form/form-date-field.tsx';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { FormSelectField, optionName } from '#web/components/form/form-select-field.tsx';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import {
  CustomerSearchField,
  useOpenPointOptions,
  type CustomerOption,
} from '#web/features/master-data/index.ts';
import { readFailureMessage } from '#web/lib/api-call-error.ts';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { showErrorToast, showSuccessToast } from '#web/lib/toast.ts';
import { createSchedule, recurringKey, updateSchedule } from '../api/recurring-api.ts';
import {
  defaultDay,
  frequencyLabels,
  linePricesOf,
  repriceBody,
  monthNames,
  newScheduleValues,
  scheduleResolver,
  valuesOfSchedule,
  weekdayNames,
  withReceiver,
  type LinePrice,
  type ScheduleValues,
} from '../schedule-form.ts';

/**
 * What a schedule issues: a generation body (the emission form's, a draft's) or an authorised document,
 * whose body the server rebuilds from what it stored.
 */
export type ScheduleSource = { comprobante: Record<string, unknown> } | { idComprobante: number };

type ScheduleDialogProps = {
  onClose: () => void;
  onSaved?: (schedule: RecurringSchedule) => void;
} & ({ source: ScheduleSource; schedule?: undefined } | { schedule: RecurringSchedule; source?: undefined });

const frequencyOptions = Object.entries(frequencyLabels).map(([codigo, nombre]) => ({ codigo, nombre }));
const weekdayOptions = weekdayNames.map((nombre, index) => ({ codigo: String(index + 1), nombre }));
const monthDayOptions = Array.from({ length: 31 }, (_, index) => ({
  codigo: String(index + 1),
  nombre: index + 1 > 28 ? `${index + 1} (o el último día del mes)` : String(index + 1),
}));
const monthOptions = monthNames.map((nombre, index) => ({ codigo: String(index + 1), nombre }));

/**
 * 'Programar' (issue 28 §3): how often, on which day, from when and until when (a date, a number of
 * invoices, or until it is ended), and from which billing point the invoice is issued. Given a source it
 * makes a schedule; given a schedule it edits its rule and point, its receiver (one of the company's
 * customers, found as in the emission form) and its lines' quantities and prices; the rest of the body
 * stays as it was copied. The server judges the edited body with the generation rules.
 */
export function ScheduleDialog({ source, schedule, onClose, onSaved }: ScheduleDialogProps) {
  const { http, now } = useAppServices();
  const { claims } = useRequiredSession();
  const queryClient = useQueryClient();
  const pointOptions = useOpenPointOptions(claims.ruc);
  const form = useForm<ScheduleValues, unknown, RecurringRuleForm>({
    defaultValues: schedule ? valuesOfSchedule(schedule) : newScheduleValues(new Date(now())),
    resolver: scheduleResolver,
  });
  const { control, getValues, setValue } = form;
  const frequency = useWatch({ control, name: 'frecuencia' });
  // An edit also changes the lines' quantities and prices (the rest of the body as it was copied).
  const originalPrices = schedule ? linePricesOf(schedule.comprobante) : [];
  const lines = useForm<{ lineas: LinePrice[] }>({ defaultValues: { lineas: originalPrices } });
  const [receiver, setReceiver] = useState<CustomerOption | null>(null);
  const save = useMutation({
    mutationFn: ({
      rule,
      comprobante,
    }: {
      rule: RecurringRuleForm;
      comprobante?: Record<string, unknown>;
    }) =>
      schedule
        ? updateSchedule(http, schedule.idProgramacion, comprobante ? { ...rule, comprobante } : rule)
        : createSchedule(http, { ...rule, ...source }),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: recurringKey });
      showSuccessToast(answer.mensaje);
      onSaved?.(answer.programacion);
      onClose();
    },
    onError: (error) => showErrorToast(readFailureMessage(error)),
  });
  return (
    <FormDialog
      title={schedule ? 'Editar programación' : 'Programar factura'}
      isDismissible
      form={form}
      onSubmit={(rule) => {
        const prices = lines.getValues().lineas;
        const isRepriced = JSON.stringify(prices) !== JSON.stringify(originalPrices);
        if (!schedule || (!isRepriced && receiver === null)) {
          save.mutate({ rule });
          return;
        }
        const body = receiver
          ? withReceiver(schedule.comprobante, receiver.idAsignacionEmpresaCliente)
          : schedule.comprobante;
        const repriced = repriceBody(body, prices);
        if ('problem' in repriced) showErrorToast(repriced.problem);
        else save.mutate({ rule, comprobante: repriced.body });
      }}
      onClose={onClose}
      saving={{ isPending: save.isPending, error: null }}
      submitLabel={schedule ? 'Guardar' : 'Programar'}
    >
      {!schedule && (
        <Alert severity="info">
          Se copian el cliente, los productos y los precios de hoy. Cada factura recibe su número y su fecha
          al emitirse.
        </Alert>
      )}
      <FormTextField control={control} name="descripcion" label="Descripción" required />
      <FormSelectField
        control={control}
        name="frecuencia"
        label="Frecuencia"
        options={frequencyOptions}
        getOptionLabel={optionName}
        onValueChange={(code) =>
          // A weekday is no day of the month: the day starts again from the start date.
          setValue('dia', defaultDay(code as ScheduleValues['frecuencia'], getValues('fechaInicio')))
        }
      />
      {frequency === 'ANUAL' && (
        <FormSelectField
          control={control}
          name="mes"
          label="Mes"
          options={monthOptions}
          getOptionLabel={optionName}
        />
      )}
      <FormSelectField
        control={control}
        name="dia"
        label={frequency === 'SEMANAL' ? 'Día de la semana' : 'Día del mes'}
        options={frequency === 'SEMANAL' ? weekdayOptions : monthDayOptions}
        getOptionLabel={optionName}
      />
      <FormDateField control={control} name="fechaInicio" label="Desde" required />
      <FormDateField control={control} name="fechaFin" label="Hasta (opcional)" />
      <FormTextField
        control={control}
        name="cantidad"
        label="Cantidad de facturas (opcional)"
        inputMode="numeric"
      />
      {schedule && (
        <Stack spacing={1}>
          <Typography variant="body2">Receptor: {receiver?.nombres ?? schedule.receptor}</Typography>
          <CustomerSearchField
            isForeign={schedule.comprobante.tipoDocumento === '03'}
            value={receiver}
            onChange={setReceiver}
          />
        </Stack>
      )}
      {originalPrices.map((_, index) => (
        <Stack key={index} direction="row" spacing={1}>
          <FormTextField
            control={lines.control}
            name={`lineas.${index}.cantidad`}
            label={`Cantidad (línea ${index + 1})`}
            inputMode="decimal"
          />
          <FormTextField
            control={lines.control}
            name={`lineas.${index}.precioProducto`}
            label={`Precio unitario (línea ${index + 1})`}
            inputMode="decimal"
          />
        </Stack>
      ))}
      {pointOptions.length > 0 && (
        <FormSelectField
          control={control}
          name="idSecuencial"
          label="Punto de facturación"
          options={pointOptions}
          getOptionLabel={optionName}
          emptyOption={schedule ? undefined : 'El del comprobante o el mío'}
        />
      )}
    </FormDialog>
  );
}
