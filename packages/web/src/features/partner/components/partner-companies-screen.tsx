import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SearchBox } from '#web/components/search-box.tsx';
import type { ScreenProps } from '#web/lib/screen-props.ts';
import { usePartnerCompanies } from '../hooks/use-partner-companies.ts';
import { PartnerCompaniesTable } from './partner-companies-table.tsx';

/** PAR 'Partners' (spec 001 §2 'Partner companies'): the partner's affiliated companies and its actions. */
export function PartnerCompaniesScreen({ resource }: ScreenProps) {
  const list = usePartnerCompanies();
  return (
    <Stack component="section" aria-label={resource.titlePage} spacing={2}>
      <Typography variant="h5" component="h2">
        {resource.titlePage}
      </Typography>
      <SearchBox
        label="RUC/ID/Nombres"
        minLength={3}
        onSearch={(term) => list.runSearch({ parametroBusqueda: term })}
        onClear={list.clearSearch}
      />
      <PartnerCompaniesTable label="Empresas afiliadas" list={list} />
    </Stack>
  );
}
