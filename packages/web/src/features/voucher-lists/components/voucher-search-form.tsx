import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CAFE_DELIVERIES, DOCUMENT_TYPES } from '@facturar/domain';
import {
  defaultSearchYear,
  maxSearchRangeDays,
  searchYears,
  voucherSearchMessages,
  voucherSearchQuerySchema,
  type VoucherSearchQuery,
} from '@facturar/contracts';
import { useForm, type FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import { draftResolver } from '#web/components/form/draft-resolver.ts';
import { unreadableDay } from '#web/components/form/day-values.ts';
import { readFirstErrorMessage } from '#web/components/form/form-errors.ts';
import { DateRangeField } from '#web/components/form/date-range-field.tsx';
import { FieldCells } from '#web/components/form/field-cells.tsx';
import { FormSelectField, type SelectOption, optionName } from '#web/components/form/form-select-field.tsx';
import { digitsUpTo } from '#web/components/form/digits-up-to.ts';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { showWarningToast } from '#web/lib/toast.ts';
import type { VoucherSearchParams } from '../api/voucher-lists-api.ts';
import { emptySearchWarningMs } from '../voucher-list-messages.ts';

/** The search as typed: days as 'YYYY-MM-DD' ('' for none), the rest as texts. */
type SearchFields = {
  fechaInicio: string;
  fechaFin: string;
  tipoEntrega: string;
  secuencial: string;
  parametroReceptor: string;
  codigoComprobante: string;
  anio: string;
  ini: string;
  fin: string;
  cufe: string;
};

const emptyFields: SearchFields = {
  fechaInicio: '',
  fechaFin: '',
  tipoEntrega: '',
  secuencial: '',
  parametroReceptor: '',
  codigoComprobante: '',
  anio: String(defaultSearchYear),
  ini: '',
  fin: '',
  cufe: '',
};

// Spec 001 §3: 'Sin Cafe' is offered to one specific company only, which the spec does not name.
const deliveries = CAFE_DELIVERIES.filter((delivery) => delivery.codigo !== '1');
const years: readonly SelectOption[] = searchYears.map((year) => ({
  codigo: String(year),
  nombre: String(year),
}));

/** Number fields take up to 10 digits and nothing else. */
const refuseNonNumber = digitsUpTo(10);

/** The number, and the range of numbers, searched. */
const numberFields = [
  { name: 'secuencial', label: 'Número', size: { xs: 12, sm: 6, md: 3 } },
  { name: 'ini', label: 'Desde el número', size: { xs: 6, sm: 3, md: 2 } },
  { name: 'fin', label: 'Hasta el número', size: { xs: 6, sm: 3, md: 2 } },
] as const;

function toParams(fields: SearchFields): VoucherSearchParams {
  const params: Record<string, string> = {};
  // Spec 001 §5: the dates go only as a pair.
  if (fields.fechaInicio !== '' && fields.fechaFin !== '') {
    params.fechaInicio = fields.fechaInicio;
    params.fechaFin = fields.fechaFin;
  }
  for (const key of [
    'tipoEntrega',
    'secuencial',
    'parametroReceptor',
    'codigoComprobante',
    'anio',
    'ini',
    'fin',
    'cufe',
  ] as const) {
    const value = fields[key].trim();
    if (value !== '') params[key] = value;
  }
  return params;
}

/**
 * The server's own rules of a search, judged on the parameters the search would send, and on a mistyped
 * day too, which is never sent but must not pass unnoticed.
 */
const searchResolver = draftResolver<SearchFields, VoucherSearchQuery>(
  z
    .custom<SearchFields>()
    .transform((fields): unknown => ({
      ...toParams(fields),
      ...(fields.fechaInicio === unreadableDay ? { fechaInicio: unreadableDay } : {}),
      ...(fields.fechaFin === unreadableDay ? { fechaFin: unreadableDay } : {}),
    }))
    .pipe(voucherSearchQuerySchema),
);

/** The search's first problem, as the warning of spec 001 §5 (3.5 s when no parameter was given). */
function warnOfProblem(errors: FieldErrors<SearchFields>): void {
  const message = readFirstErrorMessage(errors) ?? voucherSearchMessages.atLeastOne;
  showWarningToast(
    message,
    message === voucherSearchMessages.atLeastOne ? { durationMs: emptySearchWarningMs } : {},
  );
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
  const { control, handleSubmit, reset, getValues } = useForm<SearchFields, unknown, VoucherSearchQuery>({
    defaultValues: emptyFields,
    resolver: searchResolver,
  });

  function clear() {
    reset(emptyFields);
    onReset();
  }

  return (
    <Accordion variant="outlined" disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreOutlined />}>
        <Typography component="h3" variant="subtitle1">
          Búsqueda avanzada
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <form
          // The list asks with the parameters as given; the server applies the defaults itself.
          onSubmit={handleSubmit(() => onSearch(toParams(getValues())), warnOfProblem)}
          aria-label="Búsqueda avanzada"
          noValidate
        >
          <Grid container spacing={2}>
            <DateRangeField
              control={control}
              startName="fechaInicio"
              endName="fechaFin"
              maxRangeDays={maxSearchRangeDays}
              isEndAfterStart
            />
            <FieldCells size={{ xs: 12, sm: 6, md: 3 }}>
              <FormSelectField
                control={control}
                name="codigoComprobante"
                label="Tipo de comprobante"
                options={DOCUMENT_TYPES}
                getOptionLabel={optionName}
                emptyOption="Todos"
              />
              <FormSelectField
                control={control}
                name="tipoEntrega"
                label="Tipo de entrega"
                options={deliveries}
                getOptionLabel={optionName}
                emptyOption="Todos"
              />
              <FormTextField
                control={control}
                name="parametroReceptor"
                label={counterpartLabel}
                helperText="RUC, cédula o nombre (inicio)"
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
            </FieldCells>
            <Grid size={12}>
              <FormTextField
                control={control}
                name="cufe"
                label="CUFE"
                helperText="Los 66 caracteres del CUFE: busca ese comprobante, cualquiera sea el año"
                slotProps={{ htmlInput: { maxLength: 66, spellCheck: false } }}
              />
            </Grid>
            {numberFields.map(({ name, label, size }) => (
              <Grid key={name} size={size}>
                <FormTextField
                  control={control}
                  name={name}
                  label={label}
                  refuseInput={refuseNonNumber}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
              </Grid>
            ))}
            <Grid size={{ xs: 12, sm: 6, md: 2 }}>
              <FormSelectField
                control={control}
                name="anio"
                label="Año"
                options={years}
                getOptionLabel={optionName}
              />
            </Grid>
          </Grid>
          <Stack direction="row" spacing={2} sx={{ mt: 2, justifyContent: 'flex-end' }}>
            <Button onClick={clear}>{resetLabel}</Button>
            <Button type="submit" variant="contained">
              Buscar
            </Button>
          </Stack>
        </form>
      </AccordionDetails>
    </Accordion>
  );
}
