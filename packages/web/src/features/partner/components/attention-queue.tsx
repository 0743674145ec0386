import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { attentionQueueQueryOptions } from '../api/partner-api.ts';
import { groupAttentionByCompany, type AttentionGroup } from '../attention-groups.ts';
import { ListLoadFailure } from '#web/components/list-load-failure.tsx';

type AttentionQueueProps = {
  partnerRuc: string;
  /** A company's row opens its detail. */
  onOpenCompany: (group: AttentionGroup) => void;
};

/**
 * The partner's one queue (issue 16 'Beyond'): what needs attention across its companies, one row per
 * company with its reasons (issue 29); a row opens that company's detail.
 */
export function AttentionQueue({ partnerRuc, onOpenCompany }: AttentionQueueProps) {
  const { http } = useAppServices();
  const queue = useQuery(attentionQueueQueryOptions(http, partnerRuc));
  const groups = groupAttentionByCompany(queue.data ?? []);
  return (
    <Accordion variant="outlined" disableGutters defaultExpanded>
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Typography sx={{ fontWeight: 600 }}>Requieren atención ({groups.length})</Typography>
      </AccordionSummary>
      <AccordionDetails>
        {queue.isError && <ListLoadFailure />}
        {queue.isSuccess && groups.length === 0 && (
          <Typography color="text.secondary">Sus empresas no tienen pendientes.</Typography>
        )}
        <List dense aria-label="Requieren atención">
          {groups.map((group) => (
            <ListItem key={group.idEmpresa} disableGutters disablePadding>
              <Alert
                severity={group.severity}
                sx={{ width: '100%', p: 0, '& .MuiAlert-message': { flex: 1 } }}
              >
                <ListItemButton
                  onClick={() => onOpenCompany(group)}
                  aria-label={`${group.razonSocialempresa}: ${group.reasons.map((reason) => reason.mensaje).join(' ')}`}
                >
                  <ListItemText
                    primary={`${group.razonSocialempresa} · ${group.idEmpresa}`}
                    secondary={group.reasons.map((reason) => reason.mensaje).join(' · ')}
                  />
                </ListItemButton>
              </Alert>
            </ListItem>
          ))}
        </List>
      </AccordionDetails>
    </Accordion>
  );
}
