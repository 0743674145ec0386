import type { CurrencySearchResult, IncotermSearchResult } from '@facturar/contracts';
import type { ExportDataDraft } from '@facturar/domain';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { currencySearchQueryOptions, incotermSearchQueryOptions } from './api/sections-api.ts';
import { CatalogueSearchField, type CatalogueOption } from './catalogue-search-field.tsx';
import { otherCurrencyCode, readExportDataErrors } from './export-data-rules.ts';
import { SectionCard } from './section-card.tsx';
import type { ExportDataSectionProps } from './section-types.ts';

type Field = keyof ExportDataDraft;

function toIncotermOptions(found: IncotermSearchResult): CatalogueOption[] {
  return found.map((incoterm) => ({ codigo: incoterm.condicion, nombre: incoterm.interpretacion }));
}

function toCurrencyOptions(found: CurrencySearchResult): CatalogueOption[] {
  return found.map((currency) => ({ codigo: currency.codigo, nombre: currency.divisa }));
}

/** 'Datos de exportación' of an FEX, typed in place: they must follow the rules before 'Agregar Detalle'. */
export function ExportDataSection({ value, onChange, disabled, showAllErrors }: ExportDataSectionProps) {
  const { http } = useAppServices();
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const errors = readExportDataErrors(value);
  const errorOf = (field: Field) => (showAllErrors || touched.has(field) ? errors[field] : undefined);
  const touch = (field: Field) => () => setTouched((fields) => new Set(fields).add(field));
  const set = (field: Field) => (text: string) => onChange({ ...value, [field]: text });
  const textField = (field: Field, label: string, maxLength: number, inputMode?: 'decimal') => (
    <TextField
      label={label}
      value={value[field]}
      onChange={(event) => set(field)(event.target.value)}
      onBlur={touch(field)}
      error={errorOf(field) !== undefined}
      helperText={errorOf(field)}
      disabled={disabled}
      fullWidth
      size="small"
      required={field === 'detalleMoneda'}
      slotProps={{ htmlInput: { maxLength, inputMode } }}
    />
  );

  return (
    <SectionCard title="Datos de exportación">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <CatalogueSearchField
            label="Condición de entrega (Incoterm)"
            searchOptions={(term) => incotermSearchQueryOptions(http, term)}
            toOptions={toIncotermOptions}
            value={value.condicionEntrega}
            onChange={set('condicionEntrega')}
            onBlur={touch('condicionEntrega')}
            error={errorOf('condicionEntrega')}
            required
            disabled={disabled}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <CatalogueSearchField
            label="Moneda de la operación"
            searchOptions={(term) => currencySearchQueryOptions(http, term)}
            toOptions={toCurrencyOptions}
            value={value.monedaOperacion}
            onChange={set('monedaOperacion')}
            onBlur={touch('monedaOperacion')}
            error={errorOf('monedaOperacion')}
            disabled={disabled}
          />
        </Grid>
        {value.monedaOperacion === otherCurrencyCode && (
          <Grid size={{ xs: 12, sm: 6 }}>{textField('detalleMoneda', 'Otra moneda', 50)}</Grid>
        )}
        <Grid size={{ xs: 12, sm: 6 }}>{textField('tipoCambio', 'Tipo de cambio', 17, 'decimal')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {textField('montoMoneda', 'Monto en moneda extranjera', 26, 'decimal')}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{textField('puertoEmbarque', 'Puerto de embarque', 50)}</Grid>
      </Grid>
    </SectionCard>
  );
}
