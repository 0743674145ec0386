import { companyFieldMessages, rucAndPhoneCharacters, taxpayerTypeOptions } from '@facturar/contracts';
import Grid from '@mui/material/Grid';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FieldCells } from './field-cells.tsx';
import { FormCheckboxField } from './form-checkbox-field.tsx';
import { FormSelectField } from './form-select-field.tsx';
import { digitsUpTo } from './digits-up-to.ts';
import { FormTextField } from './form-text-field.tsx';
import { LocationField } from './location-field.tsx';

/** RUC and phone take letters, digits, underscore and dash only (spec 001 §5; ADR 0041). */
const refuseRucCharacters = (text: string) =>
  rucAndPhoneCharacters.test(text) ? undefined : companyFieldMessages.rucCharacters;

/** The names a company's identity has in the registration payloads (spec 001 §5). */
type CompanyIdentityValues = {
  rucEmpresa: string;
  tipoContribuyente: unknown;
  dvEmpresa: string;
  razonSocial: string;
  correoElectronico: string;
  telefono: string;
  direccionEmpresa: string;
  coordenadaSucursal: string;
};

type CompanyIdentityFieldsProps<T extends FieldValues & CompanyIdentityValues, TOut> = {
  control: Control<T, unknown, TOut>;
  /** Where the branch's corregimiento goes: registration says `unificadoSucursal`, a partner firm `idUbicacionGeografica`. */
  locationName: FieldPath<T>;
};

/**
 * Who a company is, as it registers itself or a partner registers a firm: RUC, taxpayer type, DV,
 * business name, e-mail, phone, location, address and coordinates, with one set of input rules.
 */
export function CompanyIdentityFields<T extends FieldValues & CompanyIdentityValues, TOut>({
  control,
  locationName,
}: CompanyIdentityFieldsProps<T, TOut>) {
  // The field names are the payloads' own; `T` holds them, which the generic control cannot show.
  const fields = control as unknown as Control<CompanyIdentityValues, unknown, TOut>;
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={fields}
          name="rucEmpresa"
          label="RUC"
          required
          refuseInput={refuseRucCharacters}
          slotProps={{ htmlInput: { maxLength: 20 } }}
        />
      </Grid>
      <FieldCells size={{ xs: 6, sm: 3 }}>
        <FormSelectField
          control={fields}
          name="tipoContribuyente"
          label="Tipo de contribuyente"
          options={taxpayerTypeOptions}
          getOptionLabel={(option) => option.nombre}
          required
        />
        <FormTextField
          control={fields}
          name="dvEmpresa"
          label="DV"
          required
          placeholder="01"
          refuseInput={digitsUpTo(2)}
        />
      </FieldCells>
      <Grid size={12}>
        <FormTextField control={fields} name="razonSocial" label="Razón social" required />
      </Grid>
      <FieldCells size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={fields}
          name="correoElectronico"
          label="Correo electrónico"
          type="email"
          required
        />
        <FormTextField
          control={fields}
          name="telefono"
          label="Teléfono"
          required
          placeholder="223-4455"
          refuseInput={refuseRucCharacters}
          slotProps={{ htmlInput: { maxLength: 12 } }}
        />
      </FieldCells>
      <Grid size={12}>
        <LocationField control={control} name={locationName} />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormTextField control={fields} name="direccionEmpresa" label="Dirección" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField
          control={fields}
          name="coordenadaSucursal"
          label="Coordenadas (latitud,longitud)"
          required
        />
      </Grid>
    </>
  );
}

/**
 * 'Obligado a llevar contabilidad', a company's bookkeeping duty, as its registration and its update ask it
 * (`obligadoContabilidad` in both payloads).
 */
export function BookkeepingField<
  T extends FieldValues & { obligadoContabilidad?: boolean | undefined },
  TOut,
>({ control }: { control: Control<T, unknown, TOut> }) {
  // The field is the payloads' `obligadoContabilidad`; `T` holds it, which the generic control cannot show.
  const fields = control as unknown as Control<{ obligadoContabilidad: boolean }, unknown, TOut>;
  return (
    <FormCheckboxField control={fields} name="obligadoContabilidad" label="Obligado a llevar contabilidad" />
  );
}
