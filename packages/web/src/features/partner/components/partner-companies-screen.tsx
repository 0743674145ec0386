import AddBusiness from '@mui/icons-material/AddBusiness';
import ConfirmationNumber from '@mui/icons-material/ConfirmationNumber';
import GroupAdd from '@mui/icons-material/GroupAdd';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PartnerCompanyRow } from '@facturar/contracts';
import { RegistrationDialog } from '#web/features/registration/index.ts';
import { CompanyReportDialog } from '#web/features/reports/index.ts';
import { useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { partnerCompaniesKey } from '../api/partner-api.ts';
import Typography from '@mui/material/Typography';
import type { ScreenProps } from '#web/lib/screen-props.ts';
import { usePartnerCompanies } from '../hooks/use-partner-companies.ts';
import type { AttentionGroup } from '../attention-groups.ts';
import { AttentionQueue } from './attention-queue.tsx';
import { PartnerCompanyDetail } from './partner-company-detail.tsx';
import { PartnerCompaniesTable } from './partner-companies-table.tsx';
import { PartnerRegistrationDialog } from './partner-registration-dialog.tsx';
import { VoucherAssignmentDialog } from './voucher-assignment-dialog.tsx';

/** PAR 'Partners' (spec 001 §2 'Partner companies'): the partner's affiliated companies and its actions. */
export function PartnerCompaniesScreen({ resource }: ScreenProps) {
  const list = usePartnerCompanies();
  const { claims } = useRequiredSession();
  const queryClient = useQueryClient();
  const [isAdding, setIsAdding] = useState(false);
  const [isAssigning, setIsAssigning] = useState(false);
  const [isAddingPartner, setIsAddingPartner] = useState(false);
  const [reported, setReported] = useState<PartnerCompanyRow | undefined>(undefined);
  const [opened, setOpened] = useState<
    (Pick<AttentionGroup, 'idEmpresa' | 'razonSocialempresa'> & Partial<AttentionGroup>) | undefined
  >(undefined);
  return (
    <Stack component="section" aria-label={resource.titlePage} spacing={2}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        <Typography variant="h5" component="h2">
          {resource.titlePage}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" startIcon={<GroupAdd />} onClick={() => setIsAddingPartner(true)}>
            Agregar Partner
          </Button>
          <Button variant="outlined" startIcon={<ConfirmationNumber />} onClick={() => setIsAssigning(true)}>
            Asignar Comprobantes
          </Button>
          <Button variant="contained" startIcon={<AddBusiness />} onClick={() => setIsAdding(true)}>
            Agregar Empresa
          </Button>
        </Stack>
      </Stack>
      <AttentionQueue partnerRuc={claims.ruc} onOpenCompany={setOpened} />
      <PartnerCompaniesTable
        label="Empresas afiliadas"
        list={list}
        onReport={setReported}
        onOpen={(row) => setOpened(row)}
      />
      {opened && (
        <PartnerCompanyDetail
          partnerRuc={claims.ruc}
          company={opened}
          onReport={(row) => {
            setOpened(undefined);
            setReported(row);
          }}
          onClose={() => setOpened(undefined)}
        />
      )}
      {reported && (
        <CompanyReportDialog
          company={{ ruc: reported.idEmpresa, name: reported.razonSocialempresa }}
          onClose={() => setReported(undefined)}
        />
      )}
      {isAddingPartner && (
        <PartnerRegistrationDialog partnerRuc={claims.ruc} onClose={() => setIsAddingPartner(false)} />
      )}
      {isAssigning && (
        <VoucherAssignmentDialog partnerRuc={claims.ruc} onClose={() => setIsAssigning(false)} />
      )}
      {isAdding && (
        <RegistrationDialog
          title="Nueva Empresa"
          accountingFirmRuc={claims.ruc}
          onRegistered={() =>
            void queryClient.invalidateQueries({ queryKey: partnerCompaniesKey(claims.ruc) })
          }
          onClose={() => setIsAdding(false)}
        />
      )}
    </Stack>
  );
}
