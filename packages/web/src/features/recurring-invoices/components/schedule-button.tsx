import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ScheduleDialog, type ScheduleSource } from './schedule-dialog.tsx';

/** 'Programar': opens the schedule dialog for a document or a generation body; small in a list's row. */
export function ScheduleButton({
  source,
  label = 'Programar',
  isSmall = false,
}: {
  source: ScheduleSource;
  /** The accessible name, e.g. 'Programar 0001-001-0000000012' in a list. */
  label?: string;
  isSmall?: boolean;
}) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        size={isSmall ? 'small' : 'medium'}
        startIcon={isSmall ? undefined : <EventRepeatOutlined />}
        aria-label={label}
        onClick={() => setOpen(true)}
      >
        Programar
      </Button>
      {isOpen && <ScheduleDialog source={source} onClose={() => setOpen(false)} />}
    </>
  );
}
