import { integrationEndpoints } from '@facturar/contracts';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { handle, serve } from '#web/testing/contract-handlers.ts';
import { renderScreen, testCompanyRuc } from '#web/testing/render-screen.tsx';
import { createWebhook, webhooksQueryOptions } from '../api/integrations-api.ts';
import { SecretCreationDialog } from './secret-creation-dialog.tsx';
import { WebhookDialog } from './webhook-dialog.tsx';

const hook = {
  idWebhook: 4,
  url: 'https://erp.demo.test/facturar',
  eventos: ['documento.autorizado' as const],
  activo: true,
  desactivadoEl: null,
  creadoEl: '2026-12-06T10:00:00Z',
};

/** The webhooks as the screen counts them, beside a creation dialog of one field. */
function CreateAndCount({ onCreated }: { onCreated: (secret: string) => void }) {
  const { http } = useAppServices();
  const webhooks = useQuery(webhooksQueryOptions(http, testCompanyRuc));
  const form = useForm<{ url: string }>({ defaultValues: { url: '' } });
  return (
    <>
      <p>{`${webhooks.data?.webhooks.length ?? 0} webhooks`}</p>
      <SecretCreationDialog
        title="Nuevo webhook"
        submitLabel="Crear webhook"
        form={form}
        ruc={testCompanyRuc}
        create={async ({ url }) =>
          (await createWebhook(http, testCompanyRuc, { url, eventos: hook.eventos })).secreto
        }
        onCreated={onCreated}
        onClose={vi.fn()}
      >
        <FormTextField control={form.control} name="url" label="Dirección (https)" />
      </SecretCreationDialog>
    </>
  );
}

describe('the creation dialog of a key or a webhook', () => {
  it('reads the integrations again before it hands on the secret shown once', async () => {
    let isCreated = false;
    serve(
      handle(integrationEndpoints.listWebhooks, () => ({ webhooks: isCreated ? [hook] : [] })),
      handle(integrationEndpoints.createWebhook, () => {
        isCreated = true;
        return { mensaje: 'Webhook creado', secreto: 'whsec_123', registro: hook };
      }),
    );
    const onCreated = vi.fn(() => expect(screen.getByText('1 webhooks')).toBeTruthy());
    const { user } = await renderScreen(<CreateAndCount onCreated={onCreated} />);
    expect(await screen.findByText('0 webhooks')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Dirección (https)' }), hook.url);
    await user.click(screen.getByRole('button', { name: 'Crear webhook' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('whsec_123'));
  });

  it("'Nuevo webhook' sends the form and hands on the signing secret", async () => {
    let sent: unknown = null;
    serve(
      handle(integrationEndpoints.createWebhook, ({ body }) => {
        sent = body;
        return { mensaje: 'Webhook creado', secreto: 'whsec_456', registro: hook };
      }),
    );
    const onCreated = vi.fn();
    const { user } = await renderScreen(
      <WebhookDialog ruc={testCompanyRuc} onCreated={onCreated} onClose={vi.fn()} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Dirección (https)' }), hook.url);
    await user.click(screen.getByRole('button', { name: 'Crear webhook' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('whsec_456'));
    expect(sent).toEqual({
      url: hook.url,
      eventos: ['documento.autorizado', 'documento.rechazado', 'documento.anulado'],
    });
  });
});
