import { OTHER_TAXES, REQUEST_MESSAGES, otiSchema, type OtiDraft } from '@facturar/domain';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { z } from 'zod';
import { draftResolver } from '#web/components/form/draft-resolver.ts';
import { FormSelectField } from '#web/components/form/form-select-field.tsx';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { InfoDialog } from '#web/components/info-dialog.tsx';
import type { LineControl } from '../model/line-draft.ts';

const MAX_OTIS = 20;
const emptyOti: OtiDraft = { codigo: '01', valor: '' };

function otiName(code: string): string {
  return OTHER_TAXES.find((tax) => tax.codigo === code)?.nombre ?? code;
}

/** The shared OTI rule, after the list's own: at most 20, one per code (spec 002 §5 'OTI'). */
function createOtiSchema(otis: readonly OtiDraft[]) {
  return z
    .unknown()
    .superRefine((draft, ctx) => {
      const { codigo } = draft as OtiDraft;
      if (otis.length >= MAX_OTIS) {
        ctx.addIssue({ code: 'custom', path: ['valor'], message: REQUEST_MESSAGES.otiMax });
      } else if (otis.some((other) => other.codigo === codigo)) {
        ctx.addIssue({ code: 'custom', path: ['valor'], message: REQUEST_MESSAGES.otiDuplicated });
      }
    })
    .pipe(otiSchema);
}

/** 'Detalles OTI': the other taxes of one line, up to 20, each judged by the shared OTI rule. */
export function OtiButton({ control }: { control: LineControl }) {
  const { field } = useController({ control, name: 'otis' });
  const otis = field.value;
  const [isOpen, setIsOpen] = useState(false);
  const schema = useMemo(() => createOtiSchema(otis), [otis]);
  const oti = useForm<OtiDraft, unknown, z.output<typeof schema>>({
    defaultValues: emptyOti,
    resolver: draftResolver(schema),
  });
  // No <form> element: the dialog belongs to the line's form, and a submit would reach it.
  const add = oti.handleSubmit((added) => {
    field.onChange([...otis, { codigo: added.codigo, valor: added.valor }]);
    oti.reset({ codigo: added.codigo, valor: '' });
  });

  return (
    <>
      <Button variant="outlined" onClick={() => setIsOpen(true)}>
        OTI ({otis.length})
      </Button>
      <InfoDialog title="Detalles OTI" isOpen={isOpen} onClose={() => setIsOpen(false)} maxWidth="sm">
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <FormSelectField
              control={oti.control}
              name="codigo"
              label="Código OTI"
              options={OTHER_TAXES}
              fullWidth={false}
              sx={{ minWidth: 220 }}
            />
            <FormTextField control={oti.control} name="valor" label="Valor OTI" fullWidth={false} />
            <Button onClick={() => void add()}>Agregar OTI</Button>
          </Stack>
          {otis.length === 0 ? (
            <Typography color="text.secondary">No ha agregado OTIs</Typography>
          ) : (
            <List dense aria-label="OTIs del detalle">
              {otis.map((entry) => (
                <ListItem
                  key={entry.codigo}
                  secondaryAction={
                    <IconButton
                      aria-label={`Eliminar OTI ${entry.codigo}`}
                      onClick={() => field.onChange(otis.filter((other) => other.codigo !== entry.codigo))}
                    >
                      <DeleteOutlined />
                    </IconButton>
                  }
                >
                  <ListItemText
                    primary={`${entry.codigo} - ${otiName(entry.codigo)}`}
                    secondary={entry.valor}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Stack>
      </InfoDialog>
    </>
  );
}
