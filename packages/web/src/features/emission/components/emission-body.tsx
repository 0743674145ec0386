import { REQUEST_MESSAGES, additionalDiscountSchema, formatFixed2, infoRowSchema } from '@facturar/domain';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import type { DocumentKind } from '../model/document-kinds.ts';
import { needsExportData } from '../model/build-request.ts';
import { computeEmissionTotals, withTip, type EmissionTotals } from '../model/emission-totals.ts';
import type { EmissionValues } from '../model/emission-values.ts';
import { DetailsCard } from './details-card.tsx';
import { ExtraSections } from './extra-sections.tsx';
import { NameValueCard } from './name-value-card.tsx';
import { PaymentsCard } from './payments-card.tsx';
import { RetentionCard } from './retention-card.tsx';
import { TotalsPanel } from './totals-panel.tsx';

type EmissionBodyProps = {
  control: Control<EmissionValues>;
  kind: DocumentKind;
  canAddDetail: () => boolean;
};

/** Watches exactly what the totals depend on; the tip is added to totals computed once per line change. */
export function useEmissionTotals(control: Control<EmissionValues>): EmissionTotals {
  const [lines, hasDiscounts, discounts, hasRetention, retentionCode, tip] = useWatch({
    control,
    name: ['detalles', 'hasDiscounts', 'descuentosAdicionales', 'hasRetention', 'codigoRetencion', 'propina'],
  });
  const base = useMemo(
    () =>
      computeEmissionTotals({
        lines,
        discounts: hasDiscounts ? discounts : [],
        retentionCode: hasRetention ? retentionCode : undefined,
        tip: '',
      }),
    [lines, hasDiscounts, discounts, hasRetention, retentionCode],
  );
  return useMemo(() => withTip(base, tip), [base, tip]);
}

/** 'Detalles', the totals, 'Forma de Pago', the three optional cards and the extra sections. */
export function EmissionBody({ control, kind, canAddDetail }: EmissionBodyProps) {
  const details = useController({ control, name: 'detalles' });
  const destination = useWatch({ control, name: 'destinoOperacion' });
  const totals = useEmissionTotals(control);
  const { lines } = totals;
  const documentTotal = formatFixed2(totals.totals.documentTotal);
  return (
    <Stack spacing={2}>
      <DetailsCard
        rows={details.field.value}
        lineTotals={lines}
        onRowsChange={details.field.onChange}
        canAddDetail={canAddDetail}
        isExport={needsExportData(kind, destination)}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2}>
            <PaymentsCard
              control={control}
              documentTotal={documentTotal}
              totalWithTip={formatFixed2(totals.totalWithTip)}
              isTipAbove={totals.tip.greaterThan(totals.totals.documentTotal.times('0.10'))}
            />
            <NameValueCard
              control={control}
              enabledName="hasInfo"
              rowsName="informacionAdicional"
              title="Información Adicional"
              nameLabel="Nombre"
              valueLabel="Valor"
              maxRows={30}
              maxRowsMessage={REQUEST_MESSAGES.infoRowsMax}
              rowSchema={infoRowSchema}
              hint="Para indicar un correo electrónico, nombre el campo CORREO."
            />
            <NameValueCard
              control={control}
              enabledName="hasDiscounts"
              rowsName="descuentosAdicionales"
              title="Descuentos o Bonificaciones Adicionales"
              nameLabel="Descripción"
              valueLabel="Valor"
              maxRows={5}
              maxRowsMessage={REQUEST_MESSAGES.discountsMax}
              rowSchema={additionalDiscountSchema}
            />
            <RetentionCard control={control} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <TotalsPanel totals={totals} />
        </Grid>
      </Grid>
      <ExtraSections control={control} documentTotal={documentTotal} />
    </Stack>
  );
}
