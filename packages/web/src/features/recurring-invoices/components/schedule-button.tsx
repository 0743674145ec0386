import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ScheduleDialog, type ScheduleSource } from './schedule-dialog.tsx';

/**
 * 'Programar' in the 'Comprobante generado' dialog: opens the schedule dialog for the generation's body
 * (a list's row offers it from its 'Acciones' menu, with the dialog alone).
 */
export function ScheduleButton({ source }: { source: ScheduleSource }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button startIcon={<EventRepeatOutlined />} onClick={() => setOpen(true)}>
        Programar
      </Button>
      {isOpen && <ScheduleDialog source={source} onClose={() => setOpen(false)} />}
    </>
  );
}
