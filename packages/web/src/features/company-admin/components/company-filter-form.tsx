import { partnerFilterOptions, platformMessages } from '@facturar/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormSelectField, optionName } from '#web/components/form/form-select-field.tsx';
import { readFirstErrorMessage } from '#web/components/form/form-errors.ts';
import { showWarningToast } from '#web/lib/toast.ts';
import type { SearchParams } from '#web/lib/use-paged-search.ts';
import { useCompanyChoices } from '../hooks/use-company-choices.ts';

/** Spec 001 §5 'Administrator company search': at least one of the three, warned for 3.5 s. */
const filterFormSchema = z
  .object({ idempresacontadora: z.string(), tipoPago: z.string(), esPartner: z.string() })
  .refine((values) => Object.values(values).some((value) => value !== ''), {
    message: platformMessages.searchOneParameter,
  });
type FilterFormValues = z.infer<typeof filterFormSchema>;
const emptyFilter: FilterFormValues = { idempresacontadora: '', tipoPago: '', esPartner: '' };
const emptySearchWarningMs = 3_500;

type CompanyFilterFormProps = { onSearch: (search: SearchParams) => void; onReset: () => void };

/** The administrative list's search form: Empresa contadora, Tipo de pago, Partner (Sí=1, No=2). */
export function CompanyFilterForm({ onSearch, onReset }: CompanyFilterFormProps) {
  const { firmOptions, typeOptions } = useCompanyChoices();
  // Three choices of one kind, each left empty to search by the others.
  const filters = [
    { name: 'idempresacontadora', label: 'Empresa contadora', options: firmOptions, emptyOption: 'Todas' },
    { name: 'tipoPago', label: 'Tipo de pago', options: typeOptions, emptyOption: 'Todos' },
    { name: 'esPartner', label: 'Partner', options: partnerFilterOptions, emptyOption: 'Todos' },
  ] as const;
  const { control, handleSubmit, reset } = useForm<FilterFormValues>({
    resolver: zodResolver(filterFormSchema),
    defaultValues: emptyFilter,
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack
        component="form"
        aria-label="Búsqueda de empresas"
        noValidate
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        onSubmit={handleSubmit(
          (values) =>
            onSearch(Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''))),
          (errors) =>
            showWarningToast(readFirstErrorMessage(errors) ?? platformMessages.searchOneParameter, {
              durationMs: emptySearchWarningMs,
            }),
        )}
      >
        {filters.map((filter) => (
          <FormSelectField
            key={filter.name}
            control={control}
            name={filter.name}
            label={filter.label}
            options={filter.options}
            getOptionLabel={optionName}
            emptyOption={filter.emptyOption}
          />
        ))}
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button type="submit" variant="contained">
            Buscar
          </Button>
          <Button
            onClick={() => {
              reset(emptyFilter);
              onReset();
            }}
          >
            Limpiar / Mostrar Todos
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
