import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { CAFE_DELIVERIES, DOCUMENT_TYPES } from '@facturar/domain';
import {
  defaultSearchYear,
  maxSearchRangeDays,
  searchYears,
  voucherSearchMessages,
  voucherSearchQuerySchema,
} from '@facturar/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/es';
import { useState, type FormEvent } from 'react';
import { showWarningToast } from '#web/lib/toast.ts';
import type { VoucherSearchParams } from '../api/voucher-lists-api.ts';
import { emptySearchWarningMs } from '../voucher-list-messages.ts';

type SearchFields = {
  fechaInicio: Dayjs | null;
  fechaFin: Dayjs | null;
  tipoEntrega: string;
  secuencial: string;
  parametroReceptor: string;
  codigoComprobante: string;
  anio: string;
  ini: string;
  fin: string;
};

const emptyFields: SearchFields = {
  fechaInicio: null,
  fechaFin: null,
  tipoEntrega: '',
  secuencial: '',
  parametroReceptor: '',
  codigoComprobante: '',
  anio: String(defaultSearchYear),
  ini: '',
  fin: '',
};

// Spec 001 §3: 'Sin Cafe' is offered to one specific company only, which the spec does not name.
const deliveries = CAFE_DELIVERIES.filter((delivery) => delivery.codigo !== '1');

const dateFormat = 'DD-MM-YYYY';

function toParams(fields: SearchFields): VoucherSearchParams {
  const params: Record<string, string> = {};
  // Spec 001 §5: the dates go only as a pair.
  if (fields.fechaInicio && fields.fechaFin) {
    params.fechaInicio = fields.fechaInicio.format('YYYY-MM-DD');
    params.fechaFin = fields.fechaFin.format('YYYY-MM-DD');
  }
  for (const key of [
    'tipoEntrega',
    'secuencial',
    'parametroReceptor',
    'codigoComprobante',
    'anio',
    'ini',
    'fin',
  ] as const) {
    const value = fields[key].trim();
    if (value !== '') params[key] = value;
  }
  return params;
}

type VoucherSearchFormProps = {
  onSearch: (params: VoucherSearchParams) => void;
  onReset: () => void;
  resetLabel: string;
  /** The other party the text field searches: the receiver, or the issuer in the received list. */
  counterpartLabel?: string;
};

/** The advanced search accordion of the repositories (spec 001 §5 'Advanced search'). */
export function VoucherSearchForm(props: VoucherSearchFormProps) {
  const { onSearch, onReset, resetLabel, counterpartLabel = 'Receptor' } = props;
  const [fields, setFields] = useState<SearchFields>(emptyFields);
  const today = dayjs().startOf('day');
  const widestEnd = fields.fechaInicio?.add(maxSearchRangeDays, 'day');
  const latestEnd = widestEnd && widestEnd.isBefore(today) ? widestEnd : today;

  function change<K extends keyof SearchFields>(key: K, value: SearchFields[K]) {
    setFields((current) => ({ ...current, [key]: value }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const params = toParams(fields);
    const parsed = voucherSearchQuerySchema.safeParse(params);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? voucherSearchMessages.atLeastOne;
      showWarningToast(
        message,
        message === voucherSearchMessages.atLeastOne ? { durationMs: emptySearchWarningMs } : {},
      );
      return;
    }
    onSearch(params);
  }

  function reset() {
    setFields(emptyFields);
    onReset();
  }

  const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 10);

  return (
    <Accordion variant="outlined" disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreOutlined />}>
        <Typography component="h3" variant="subtitle1">
          Búsqueda avanzada
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es">
          <form onSubmit={submit} aria-label="Búsqueda avanzada" noValidate>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <DatePicker
                  label="Fecha inicio"
                  format={dateFormat}
                  value={fields.fechaInicio}
                  maxDate={today}
                  onChange={(value) =>
                    setFields((current) => ({ ...current, fechaInicio: value, fechaFin: null }))
                  }
                  slotProps={{ textField: { fullWidth: true, size: 'small' } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <DatePicker
                  label="Fecha fin"
                  format={dateFormat}
                  value={fields.fechaFin}
                  disabled={!fields.fechaInicio}
                  minDate={fields.fechaInicio ?? undefined}
                  maxDate={latestEnd}
                  onChange={(value) => change('fechaFin', value)}
                  slotProps={{ textField: { fullWidth: true, size: 'small' } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <TextField
                  select
                  fullWidth
                  size="small"
                  label="Tipo de comprobante"
                  value={fields.codigoComprobante}
                  onChange={(event) => change('codigoComprobante', event.target.value)}
                >
                  <MenuItem value="">Todos</MenuItem>
                  {DOCUMENT_TYPES.map((type) => (
                    <MenuItem key={type.codigo} value={type.codigo}>
                      {type.nombre}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <TextField
                  select
                  fullWidth
                  size="small"
                  label="Tipo de entrega"
                  value={fields.tipoEntrega}
                  onChange={(event) => change('tipoEntrega', event.target.value)}
                >
                  <MenuItem value="">Todos</MenuItem>
                  {deliveries.map((delivery) => (
                    <MenuItem key={delivery.codigo} value={delivery.codigo}>
                      {delivery.nombre}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <TextField
                  fullWidth
                  size="small"
                  label={counterpartLabel}
                  helperText="RUC, cédula o nombre (inicio)"
                  value={fields.parametroReceptor}
                  slotProps={{ htmlInput: { maxLength: 100 } }}
                  onChange={(event) => change('parametroReceptor', event.target.value)}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <TextField
                  fullWidth
                  size="small"
                  label="Número"
                  value={fields.secuencial}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                  onChange={(event) => change('secuencial', digitsOnly(event.target.value))}
                />
              </Grid>
              <Grid size={{ xs: 6, sm: 3, md: 2 }}>
                <TextField
                  fullWidth
                  size="small"
                  label="Desde el número"
                  value={fields.ini}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                  onChange={(event) => change('ini', digitsOnly(event.target.value))}
                />
              </Grid>
              <Grid size={{ xs: 6, sm: 3, md: 2 }}>
                <TextField
                  fullWidth
                  size="small"
                  label="Hasta el número"
                  value={fields.fin}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                  onChange={(event) => change('fin', digitsOnly(event.target.value))}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 2 }}>
                <TextField
                  select
                  fullWidth
                  size="small"
                  label="Año"
                  value={fields.anio}
                  onChange={(event) => change('anio', event.target.value)}
                >
                  {searchYears.map((year) => (
                    <MenuItem key={year} value={String(year)}>
                      {year}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
            </Grid>
            <Stack direction="row" spacing={2} sx={{ mt: 2, justifyContent: 'flex-end' }}>
              <Button onClick={reset}>{resetLabel}</Button>
              <Button type="submit" variant="contained">
                Buscar
              </Button>
            </Stack>
          </form>
        </LocalizationProvider>
      </AccordionDetails>
    </Accordion>
  );
}
