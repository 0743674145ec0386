import { detectImageKind, logoRuleMessages, maxLogoBytes } from '@facturar/contracts';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { FormFileField } from '#web/components/form/form-file-field.tsx';
import { PanelForm } from '#web/components/form/panel-form.tsx';
import { useNotifications } from '#web/features/notifications/index.ts';
import { companySetupQueryOptions } from '#web/features/pac-affiliation/index.ts';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { showSuccessToast } from '#web/lib/toast.ts';
import { updateLogos } from '../api/company-setup-api.ts';
import { readBase64, readLeadingBytes } from '#web/lib/file-reading.ts';
import { describeLogoFailure } from '../setup-messages.ts';

type LogosForm = { logo: File | null; logoCafe: File | null };

/** A logo is at most 1,000,000 bytes (spec 000 §9); its type is judged by its bytes when it is sent. */
function refuseLargeImage(file: File): string | undefined {
  return file.size > maxLogoBytes ? logoRuleMessages.tooLarge : undefined;
}

/** A chosen logo as the call sends it, or a field problem when its leading bytes are not png or jpeg. */
async function readLogo(file: File | null): Promise<string | undefined> {
  if (!file) return undefined;
  const kind = detectImageKind(await readLeadingBytes(file));
  if (!kind) throw new LogoRefused();
  return `data:image/${kind};base64,${await readBase64(file)}`;
}

class LogoRefused extends Error {}

/** The two logos the company keeps, under one rule: a png or jpeg of at most 1 MB, one file each. */
const logoFields = [
  { name: 'logo', label: 'Logo de la empresa', currentLabel: 'Logo actual de la empresa' },
  {
    name: 'logoCafe',
    label: 'Logo de los comprobantes (CAFE)',
    currentLabel: 'Logo actual de los comprobantes',
  },
] as const;

function CurrentLogo({ label, src }: { label: string; src: string | null | undefined }) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'center' }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      {src ? (
        <Box component="img" src={src} alt={label} sx={{ width: 140, height: 64, objectFit: 'contain' }} />
      ) : (
        <Typography variant="body2">Pendiente</Typography>
      )}
    </Stack>
  );
}

/** CRS 'Cargar Logos' (spec 000 §2, §5): the company's logo (home page) and the CAFE's logo (every PDF). */
export function LogosPanel() {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const queryClient = useQueryClient();
  const { reload } = useNotifications();
  const setupOptions = companySetupQueryOptions(http, claims.ruc);
  const company = useQuery(setupOptions).data;
  const { control, handleSubmit, reset, setError } = useForm<LogosForm>({
    defaultValues: { logo: null, logoCafe: null },
  });
  const saving = useMutation({
    mutationFn: async (form: LogosForm) => {
      const read = async (name: keyof LogosForm) => {
        try {
          return await readLogo(form[name]);
        } catch (error) {
          if (error instanceof LogoRefused) setError(name, { message: logoRuleMessages.onlyImages });
          throw error;
        }
      };
      const [logo, logoCafe] = [await read('logo'), await read('logoCafe')];
      await updateLogos(http, { idEmpresa: claims.ruc, logo, logoCafe });
    },
    onSuccess: async () => {
      showSuccessToast(logoRuleMessages.updated);
      reset();
      await Promise.all([queryClient.invalidateQueries({ queryKey: setupOptions.queryKey }), reload()]);
    },
  });
  const submit = handleSubmit((form) => {
    if (!form.logo && !form.logoCafe) {
      saving.reset();
      setError('logo', { message: logoRuleMessages.noneChosen });
      return;
    }
    saving.mutate(form);
  });
  return (
    <PanelForm
      onSubmit={submit}
      saving={saving}
      describeFailure={(error) =>
        // A refused file is told on its own field.
        error instanceof LogoRefused ? null : describeLogoFailure(error, logoRuleMessages.updateFailed)
      }
      submitLabel="Guardar logos"
      intro={
        <>
          <Typography variant="body2" color="text.secondary">
            Opcional: imágenes .png o .jpg de hasta 1 MB. El logo de la empresa se muestra en el inicio; el
            logo de los comprobantes se imprime en cada CAFE.
          </Typography>
          <Stack direction="row" spacing={4} sx={{ justifyContent: 'center' }}>
            {logoFields.map(({ name, currentLabel }) => (
              <CurrentLogo key={name} label={currentLabel} src={company?.[name]} />
            ))}
          </Stack>
        </>
      }
    >
      {logoFields.map(({ name, label }) => (
        <FormFileField
          key={name}
          control={control}
          name={name}
          label={label}
          accept="image/png,image/jpeg"
          refuseFile={refuseLargeImage}
          dropMultipleMessage={logoRuleMessages.oneFile}
        />
      ))}
    </PanelForm>
  );
}
