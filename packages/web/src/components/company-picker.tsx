import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

type CompanyOption = { idEmpresa: string; razonSocialempresa: string };

type CompanyPickerProps<Option extends CompanyOption> = {
  /** What the server found for the typed text (none while it is too short). */
  options: readonly Option[];
  value: Option | null;
  onChange: (company: Option | null) => void;
  onTermChange: (text: string) => void;
  isSearching: boolean;
  noOptionsText: string;
  error?: string | undefined;
  /** Shown under the field while it has no problem. */
  helperText?: string | undefined;
};

/** 'Empresa': a company chosen by a server search of its RUC or name, read 'RUC - name' (spec 001 §5). */
export function CompanyPicker<Option extends CompanyOption>(props: CompanyPickerProps<Option>) {
  const { options, value, onChange, onTermChange, isSearching, noOptionsText, error, helperText } = props;
  return (
    <Autocomplete
      options={options}
      value={value}
      filterOptions={(found) => found}
      getOptionLabel={(option) => `${option.idEmpresa} - ${option.razonSocialempresa}`}
      isOptionEqualToValue={(option, chosen) => option.idEmpresa === chosen.idEmpresa}
      onChange={(_event, company) => onChange(company)}
      onInputChange={(_event, text) => onTermChange(text)}
      loading={isSearching}
      noOptionsText={noOptionsText}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label="Empresa"
          required
          error={error !== undefined}
          helperText={error ?? helperText}
        />
      )}
    />
  );
}
