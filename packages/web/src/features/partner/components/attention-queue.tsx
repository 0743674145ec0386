import type { AttentionItem } from '@facturar/contracts';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { attentionQueueQueryOptions } from '../api/partner-api.ts';

const severityOf: Record<AttentionItem['tipo'], 'error' | 'warning'> = {
  NO_AUTORIZADOS: 'error',
  PENDIENTES: 'warning',
  CERTIFICADO: 'error',
  COMPROBANTES: 'warning',
};

/** The partner's one queue (issue 16 'Beyond'): what needs attention across its companies. */
export function AttentionQueue({ partnerRuc }: { partnerRuc: string }) {
  const { http } = useAppServices();
  const queue = useQuery(attentionQueueQueryOptions(http, partnerRuc));
  const items = queue.data ?? [];
  return (
    <Accordion variant="outlined" disableGutters defaultExpanded>
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Typography sx={{ fontWeight: 600 }}>Requieren atención ({items.length})</Typography>
      </AccordionSummary>
      <AccordionDetails>
        {queue.isError && (
          <Alert severity="error">Ocurrió un problema en la red al consultar los datos</Alert>
        )}
        {queue.isSuccess && items.length === 0 && (
          <Typography color="text.secondary">Sus empresas no tienen pendientes.</Typography>
        )}
        <List dense aria-label="Requieren atención">
          {items.map((item) => (
            <ListItem key={`${item.idEmpresa}-${item.tipo}`} disableGutters>
              <Alert severity={severityOf[item.tipo]} sx={{ width: '100%' }}>
                <ListItemText
                  primary={item.razonSocialempresa}
                  secondary={`${item.idEmpresa} · ${item.mensaje}`}
                />
              </Alert>
            </ListItem>
          ))}
        </List>
      </AccordionDetails>
    </Accordion>
  );
}
