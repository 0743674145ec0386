import type { CompanyAdminRow } from '@facturar/contracts';
import type { ReactNode } from 'react';
import { InfoDialog } from '#web/components/info-dialog.tsx';
import { KeyValueTable } from '#web/components/key-value-table.tsx';
import { formatAvailableVouchers } from '#web/lib/amount-format.ts';
import { formatRegistrationDate } from '../company-format.ts';

/** What the dialog shows of a company: the administrator's row and the partner's carry it alike. */
export type CompanyInfo = Pick<
  CompanyAdminRow,
  | 'idEmpresa'
  | 'digitoVerificador'
  | 'razonSocialempresa'
  | 'correoPrincipal'
  | 'fechaRegistro'
  | 'comprobantesUtilizados'
  | 'comprobantesDisponibles'
>;

type CompanyInfoDialogProps = {
  company: CompanyInfo;
  onClose: () => void;
  /** What the caller adds below the data: a partner's reasons for attention and its actions. */
  children?: ReactNode;
};

/**
 * 'Ver Información' (spec 001 §2): RUC, razón social, correo, fecha de registro, issued and available; the
 * partner's company detail too, with what it adds below.
 */
export function CompanyInfoDialog({ company, onClose, children }: CompanyInfoDialogProps) {
  const rows: [string, string][] = [
    ['RUC', `${company.idEmpresa} DV ${company.digitoVerificador}`],
    ['Razón Social', company.razonSocialempresa],
    ['Correo', company.correoPrincipal],
    ['Fecha de Registro', formatRegistrationDate(company.fechaRegistro)],
    ['Comprobantes Emitidos', String(company.comprobantesUtilizados)],
    ['Comprobantes Disponibles', formatAvailableVouchers(company.comprobantesDisponibles)],
  ];
  return (
    <InfoDialog title="Información de la Empresa" onClose={onClose} maxWidth="sm" isDismissible={false}>
      <KeyValueTable label="Información de la Empresa" rows={rows} labelWidth="40%" />
      {children}
    </InfoDialog>
  );
}
