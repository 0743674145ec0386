import { mailDeliveryStateLabels, type MailDeliverySummary } from '@facturar/contracts';
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { VoucherRef } from '../voucher-ref.ts';
import { MailDeliveryDialog } from './mail-delivery-dialog.tsx';

const colours = { ENV: 'primary', ENT: 'success', RSV: 'error', REB: 'error' } as const;

type MailDeliveryButtonProps = {
  voucher: VoucherRef;
  delivery: MailDeliverySummary | undefined;
  onOpenCustomers: () => void;
};

/** A row's 'Correo' cell: the last e-mail's state, opening its detail; empty when none was sent. */
export function MailDeliveryButton({ voucher, delivery, onOpenCustomers }: MailDeliveryButtonProps) {
  const [isOpen, setOpen] = useState(false);
  if (!delivery) return null;
  const label = mailDeliveryStateLabels[delivery.estado];
  return (
    <>
      <Button
        size="small"
        color={colours[delivery.estado]}
        aria-label={`Envíos por correo: ${label}`}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      {isOpen && (
        <MailDeliveryDialog
          voucher={voucher}
          onClose={() => setOpen(false)}
          onOpenCustomers={() => {
            setOpen(false);
            onOpenCustomers();
          }}
        />
      )}
    </>
  );
}
