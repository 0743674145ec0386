import { certificateRuleMessages } from '@facturar/contracts';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { KeyValueTable } from '#web/components/key-value-table.tsx';
import { draftResolver } from '#web/components/form/draft-resolver.ts';
import { FormFileField } from '#web/components/form/form-file-field.tsx';
import { FormPasswordField } from '#web/components/form/form-password-field.tsx';
import { PanelForm } from '#web/components/form/panel-form.tsx';
import { useNotifications } from '#web/features/notifications/index.ts';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { formatDateTime } from '#web/lib/date-format.ts';
import { showSuccessToast } from '#web/lib/toast.ts';
import { loadedCertificateQueryOptions, uploadCertificate } from '../api/company-setup-api.ts';
import type { ScreenProps } from '#web/lib/screen-props.ts';
import { readBase64 } from '#web/lib/file-reading.ts';
import { describeCertificateFailure } from '../setup-messages.ts';

type CertificateDraft = { archivo: File | null; claveCertificado: string };
const certificateFormSchema = z.object({
  archivo: z.instanceof(File, { message: certificateRuleMessages.fileRequired }),
  claveCertificado: z.string().min(1, certificateRuleMessages.passwordRequired),
});
type CertificateForm = z.infer<typeof certificateFormSchema>;

/** Only PKCS#12 files by their name (spec 000 §5); the server opens it to judge the rest. */
function refuseNonP12(file: File): string | undefined {
  return /\.p12$/i.test(file.name) ? undefined : certificateRuleMessages.onlyP12;
}

/** The certificate the company signs with now: whose it is, the RUC it names and until when it holds. */
function LoadedCertificate() {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const loaded = useQuery(loadedCertificateQueryOptions(http, claims.ruc));
  const certificate = loaded.data?.certificado;
  if (!certificate) return null;
  return (
    <KeyValueTable
      label="Certificado cargado"
      labelWidth={130}
      rows={[
        ['Titular', certificate.sujeto],
        ['RUC', certificate.ruc ?? 'No lo indica el certificado'],
        ['Válido desde', formatDateTime(certificate.validoDesde)],
        ['Vence el', formatDateTime(certificate.venceEl)],
      ]}
    />
  );
}

/**
 * SCE 'Cargar Certificado' (spec 000 §2, §5, §8): the .p12, dropped or picked, and its password. The
 * company's notices follow at once (no certificate, expired). `onUploaded` closes a dialog around it.
 */
export function CertificatePanel({ onUploaded }: { onUploaded?: () => void }) {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const { refresh } = useNotifications();
  const queryClient = useQueryClient();
  const { control, handleSubmit, reset } = useForm<CertificateDraft, unknown, CertificateForm>({
    defaultValues: { archivo: null, claveCertificado: '' },
    resolver: draftResolver<CertificateDraft, CertificateForm>(certificateFormSchema),
  });
  const upload = useMutation({
    mutationFn: async ({ archivo, claveCertificado }: CertificateForm) => {
      let certificado: string;
      try {
        certificado = await readBase64(archivo);
      } catch {
        throw new Error(certificateRuleMessages.readFailed);
      }
      await uploadCertificate(http, { certificado, claveCertificado, idEmpresa: claims.ruc });
    },
    onSuccess: () => {
      showSuccessToast(certificateRuleMessages.updated);
      reset();
      void refresh().catch(() => undefined);
      void queryClient.invalidateQueries({
        queryKey: loadedCertificateQueryOptions(http, claims.ruc).queryKey,
      });
      onUploaded?.();
    },
  });
  const submit = handleSubmit((form) => upload.mutate(form));
  return (
    <PanelForm
      onSubmit={submit}
      saving={upload}
      describeFailure={describeCertificateFailure}
      submitLabel="Cargar Certificado"
      intro={<LoadedCertificate />}
    >
      <FormFileField
        control={control}
        name="archivo"
        label="Certificado (.p12)"
        accept=".p12,application/x-pkcs12"
        refuseFile={refuseNonP12}
        dropMultipleMessage={certificateRuleMessages.oneFile}
      />
      <FormPasswordField
        control={control}
        name="claveCertificado"
        label="Contraseña del certificado"
        required
      />
    </PanelForm>
  );
}

/**
 * The user-menu entry SCE, in the shell's resource dialog: 'Actualización del Certificado' when the company
 * already has one (spec 000 §2), the upload itself being the same; the dialog closes once it is loaded.
 */
export function CertificateUploadPanel({ closeDialog }: ScreenProps) {
  const { notifications } = useNotifications();
  const hasCertificate = !notifications.some((notification) => notification.keyword === 'SIN_CERTIFICADO');
  return (
    <Stack spacing={1}>
      {hasCertificate && (
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Actualización del Certificado
        </Typography>
      )}
      <CertificatePanel {...(closeDialog ? { onUploaded: closeDialog } : {})} />
    </Stack>
  );
}
