import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '#web/testing/render-screen.tsx';
import { PlanMenu } from './plan-menu.tsx';

async function openMenu(canPurchasePlan: boolean, canUploadVoucher: boolean) {
  const onSelect = vi.fn();
  const rendered = await renderScreen(
    <PlanMenu canPurchasePlan={canPurchasePlan} canUploadVoucher={canUploadVoucher} onSelect={onSelect} />,
  );
  await rendered.user.click(screen.getByRole('button', { name: 'Planes' }));
  return { ...rendered, onSelect, menu: await screen.findByRole('menu') };
}

describe("the header's plan menu", () => {
  it('offers each entry its permission allows and hands on the one chosen', async () => {
    const { user, onSelect, menu } = await openMenu(true, true);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Adquirir plan', 'Subir comprobante']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Subir comprobante' }));
    expect(onSelect).toHaveBeenCalledWith('upload-voucher');
  });

  it('leaves out an entry without its permission', async () => {
    const { menu } = await openMenu(false, true);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Subir comprobante']);
  });
});
