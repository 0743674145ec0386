import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { GeographicItem } from '@facturar/contracts';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { showErrorToast } from '#web/lib/toast.ts';
import {
  corregimientosQueryOptions,
  districtsQueryOptions,
  provincesQueryOptions,
} from './api/sections-api.ts';

export type LocationLevel = 'provincia' | 'distrito' | 'corregimiento';

const levels = {
  provincia: {
    label: 'Provincia',
    failure: 'Ocurrió un problema al cargar las provincias.',
    listFailure: 'Error al cargar las provincias',
  },
  distrito: {
    label: 'Distrito',
    failure: 'Ocurrió un problema al cargar los distritos.',
    listFailure: 'Error al cargar los distritos',
  },
  corregimiento: {
    label: 'Corregimiento',
    failure: 'Ocurrió un problema al cargar los corregimientos.',
    listFailure: 'Error al cargar los corregimientos',
  },
} as const;

type LocationSelectProps = {
  level: LocationLevel;
  /** The chosen province and district: the lists below a level load once the level above is chosen. */
  parents: { provincia: GeographicItem | null; distrito: GeographicItem | null };
  value: GeographicItem | null;
  onChange: (item: GeographicItem | null) => void;
  error?: string;
  isRequired: boolean;
  disabled?: boolean;
};

function useLocationItems(level: LocationLevel, parents: LocationSelectProps['parents']) {
  const { http } = useAppServices();
  const provinceId = parents.provincia?.idUbicacionGeografica ?? '';
  const districtId = parents.distrito?.idUbicacionGeografica ?? '';
  const options =
    level === 'provincia'
      ? provincesQueryOptions(http)
      : level === 'distrito'
        ? districtsQueryOptions(http, provinceId)
        : corregimientosQueryOptions(http, provinceId, districtId);
  return useQuery({
    ...options,
    enabled: level === 'provincia' || (level === 'distrito' ? provinceId !== '' : districtId !== ''),
  });
}

/** One level of the delivery place's province → district → corregimiento choice (spec 002 §7, §8). */
export function LocationSelect(props: LocationSelectProps) {
  const { level, parents, value, onChange, error, isRequired, disabled } = props;
  const items = useLocationItems(level, parents);
  const texts = levels[level];
  useEffect(() => {
    if (items.isError) showErrorToast(texts.failure);
  }, [items.isError, texts.failure]);
  const options = items.data ?? [];
  return (
    <TextField
      select
      label={texts.label}
      required={isRequired}
      fullWidth
      size="small"
      value={value !== null && options.length > 0 ? value.idUbicacionGeografica : ''}
      onChange={(event) =>
        onChange(options.find((item) => item.idUbicacionGeografica === event.target.value) ?? null)
      }
      error={error !== undefined}
      helperText={error}
      disabled={disabled}
    >
      {items.isError ? (
        <MenuItem value="" disabled>
          {texts.listFailure}
        </MenuItem>
      ) : (
        options.map((item) => (
          <MenuItem key={item.idUbicacionGeografica} value={item.idUbicacionGeografica}>
            {item.nombre}
          </MenuItem>
        ))
      )}
    </TextField>
  );
}
