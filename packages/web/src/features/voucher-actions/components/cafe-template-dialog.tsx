import { voucherFileMessages } from '@facturar/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useCafeTemplates } from '#web/features/cafe-templates/index.ts';

type CafeTemplateDialogProps = {
  isOpen: boolean;
  documentTypeCode: string;
  onPick: (templateCode: string) => void;
  onClose: () => void;
};

/** The CAFE template picker of the 'Ver' column: templates shown as 'codigo / nombre' (spec 001 §3). */
export function CafeTemplateDialog({ isOpen, documentTypeCode, onPick, onClose }: CafeTemplateDialogProps) {
  const titleId = useId();
  const templates = useCafeTemplates(documentTypeCode, isOpen);
  return (
    <Dialog open={isOpen} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Seleccione la plantilla del CAFE</DialogTitle>
      <DialogContent>
        {templates.isLoading && <LinearProgress />}
        {templates.isError && (
          <Typography color="error">{voucherFileMessages.templatesListFailed}</Typography>
        )}
        <List aria-label="Plantillas">
          {(templates.data ?? []).map((template) => (
            <ListItemButton key={template.codigo} onClick={() => onPick(template.codigo)}>
              <ListItemText primary={`${template.codigo} / ${template.nombre}`} />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
      </DialogActions>
    </Dialog>
  );
}
