import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Plan } from '@facturar/contracts';
import { planPurchaseTotal, planTypes } from '@facturar/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PageSpinner } from '#web/components/page-spinner.tsx';
import { formatAmount } from '#web/lib/amount-format.ts';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import type { ScreenProps } from '#web/lib/screen-props.ts';
import { showErrorToast } from '#web/lib/toast.ts';
import {
  fetchPurchaseEligibility,
  plansQueryOptions,
  preContractedQueryOptions,
  purchaseTaxQueryOptions,
  registerPurchase,
} from '../api/payments-api.ts';
import { BankAccounts } from './bank-accounts.tsx';
import { PlanCard } from './plan-card.tsx';
import { ProofUploadDialog } from './proof-upload-dialog.tsx';
import { AskProofDialog, PurchaseSummaryDialog } from './purchase-dialogs.tsx';
import { purchaseFailure, purchaseTexts, serverMessageOr } from './purchase-messages.ts';
import { ResultDialog, type ProcessResult } from './result-dialog.tsx';
import { ListLoadFailure } from '#web/components/list-load-failure.tsx';

const typeTitles: Record<(typeof planTypes)[number], string> = {
  COMPROBANTE: 'Planes de comprobantes recargables',
  'PLAN COMPLETO': 'Plan completo: contabilidad, punto de venta y comprobantes',
  'PLAN SISTEMA': 'Plan sistema: punto de venta',
  'PLAN ERP': 'Plan ERP',
};

type Step = { kind: 'summary' | 'ask-proof' | 'proof'; plan: Plan } | null;

/** 'PLANES DISPONIBLES' (APL, spec 001 §2 and §4 'Purchase flow'). */
export function PlansScreen(_props: ScreenProps) {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const queryClient = useQueryClient();
  const plans = useQuery(plansQueryOptions(http));
  const tax = useQuery(purchaseTaxQueryOptions(http));
  const [step, setStep] = useState<Step>(null);
  const [checking, setChecking] = useState<number | null>(null);
  const [result, setResult] = useState<ProcessResult | null>(null);

  async function acquire(plan: Plan): Promise<void> {
    setChecking(plan.idPaquete);
    try {
      const eligibility = await fetchPurchaseEligibility(http, claims.ruc);
      if (eligibility.permitido) setStep({ kind: 'summary', plan });
      else showErrorToast(eligibility.mensaje ?? purchaseTexts.cannotPurchase);
    } catch (error) {
      showErrorToast(serverMessageOr(error, purchaseTexts.networkShort));
    } finally {
      setChecking(null);
    }
  }

  const purchase = useMutation({
    mutationFn: ({ plan, proof }: { plan: Plan; proof: string | null }) =>
      registerPurchase(http, {
        idEmpresa: claims.ruc,
        idPaquete: plan.idPaquete,
        valorTotalPaquete: planPurchaseTotal(plan.precio, tax.data?.porcentaje ?? '0'),
        iva: 0,
        voucher: proof,
      }),
    onSuccess: (_answer, { proof }) => {
      setStep(null);
      void queryClient.invalidateQueries({ queryKey: preContractedQueryOptions(http, claims.ruc).queryKey });
      setResult(
        proof
          ? { title: purchaseTexts.success, message: purchaseTexts.withProof, severity: 'success' }
          : {
              title: purchaseTexts.withoutProof,
              message: purchaseTexts.reminder,
              severity: 'info',
            },
      );
    },
    onError: (error) => {
      setStep(null);
      setResult(purchaseFailure(error));
    },
  });

  if (plans.isPending || tax.isPending) return <PageSpinner />;
  if (plans.isError || tax.isError) return <ListLoadFailure />;

  const chosen = step?.plan ?? null;
  return (
    <Stack spacing={4}>
      <Typography variant="h5" component="h1" sx={{ textAlign: 'center', fontWeight: 700 }}>
        PLANES DISPONIBLES
      </Typography>
      {planTypes.map((type) => {
        const ofType = plans.data.filter((plan) => plan.tipo === type);
        if (ofType.length === 0) return null;
        return (
          <Stack key={type} spacing={2} component="section" aria-label={type}>
            <Box>
              <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
                {type}
              </Typography>
              <Typography variant="h6" component="h2">
                {typeTitles[type]}
              </Typography>
            </Box>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
              }}
            >
              {ofType.map((plan) => (
                <PlanCard
                  key={plan.idPaquete}
                  plan={plan}
                  isChecking={checking === plan.idPaquete}
                  onAcquire={(picked) => void acquire(picked)}
                />
              ))}
            </Box>
          </Stack>
        );
      })}
      <Divider />
      <BankAccounts />
      <PurchaseSummaryDialog
        plan={step?.kind === 'summary' ? step.plan : null}
        taxRate={tax.data.porcentaje}
        onContinue={() => chosen && setStep({ kind: 'ask-proof', plan: chosen })}
        onCancel={() => setStep(null)}
      />
      <AskProofDialog
        isOpen={step?.kind === 'ask-proof'}
        isSubmitting={purchase.isPending}
        onYes={() => chosen && setStep({ kind: 'proof', plan: chosen })}
        onNo={() => chosen && purchase.mutate({ plan: chosen, proof: null })}
        onCancel={() => setStep(null)}
      />
      <ProofUploadDialog
        isOpen={step?.kind === 'proof'}
        subject={
          chosen
            ? `${chosen.nombre} - Total ${formatAmount(planPurchaseTotal(chosen.precio, tax.data.porcentaje))}`
            : ''
        }
        isSubmitting={purchase.isPending}
        onSubmit={(proof) => chosen && purchase.mutate({ plan: chosen, proof })}
        onCancel={() => setStep(null)}
      />
      <ResultDialog result={result} onClose={() => setResult(null)} />
    </Stack>
  );
}
