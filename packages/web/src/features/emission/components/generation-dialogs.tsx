import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { voucherFileMessages } from '@facturar/contracts';
import { useState } from 'react';
import { PageSpinner } from '#web/components/page-spinner.tsx';
import { useCafeTemplates } from '#web/features/cafe-templates/index.ts';

type TemplateDialogProps = {
  isOpen: boolean;
  documentType: string;
  onChoose: (templateCode: string) => void;
  onClose: () => void;
};

/** 'Seleccionar template': the company's CAFE templates, shown as 'code / name'. */
export function TemplateDialog({ isOpen, documentType, onChoose, onClose }: TemplateDialogProps) {
  const templates = useCafeTemplates(documentType, isOpen);
  const [chosen, setChosen] = useState('');
  const first = templates.data?.[0]?.codigo;

  const selected = chosen || first || '';
  return (
    <Dialog open={isOpen} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="template-dialog-title">
      <DialogTitle id="template-dialog-title">Seleccionar template</DialogTitle>
      <DialogContent>
        {templates.isPending ? (
          <PageSpinner />
        ) : templates.isError ? (
          <Alert severity="error">{voucherFileMessages.templatesListFailed}</Alert>
        ) : (
          <RadioGroup
            aria-label="Templates"
            value={selected}
            onChange={(event) => setChosen(event.target.value)}
          >
            {templates.data.map((template) => (
              <FormControlLabel
                key={template.codigo}
                value={template.codigo}
                control={<Radio />}
                label={`${template.codigo} / ${template.nombre}`}
              />
            ))}
          </RadioGroup>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" disabled={selected === ''} onClick={() => onChoose(selected)}>
          Aceptar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type WarningDialogProps = {
  messages: readonly string[];
  /** Offered when the messages are unmet prerequisites: the way to the prerequisites screen. */
  onGoToPrerequisites?: (() => void) | undefined;
  onClose: () => void;
};

/** 'Advertencia': what keeps the document from being generated. */
export function WarningDialog({ messages, onGoToPrerequisites, onClose }: WarningDialogProps) {
  return (
    <Dialog
      open={messages.length > 0}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="warning-title"
    >
      <DialogTitle id="warning-title">Advertencia</DialogTitle>
      <DialogContent>
        <List dense>
          {messages.map((message) => (
            <ListItem key={message} disableGutters>
              <ListItemText primary={message} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        {onGoToPrerequisites && <Button onClick={onGoToPrerequisites}>Ir a pre-requisitos</Button>}
        <Button variant="contained" onClick={onClose}>
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type GeneratedDialogProps = { isOpen: boolean; onOpenPending: () => void; onClose: () => void };

/** Shown after a successful generation, with the way to the pending vouchers (PEN). */
export function GeneratedDialog({ isOpen, onOpenPending, onClose }: GeneratedDialogProps) {
  return (
    <Dialog open={isOpen} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="generated-title">
      <DialogTitle id="generated-title">Comprobante generado</DialogTitle>
      <DialogContent>
        <DialogContentText>En breve será enviado al PAC para su autorización.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
        <Button variant="contained" onClick={onOpenPending}>
          Ver comprobantes pendientes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
