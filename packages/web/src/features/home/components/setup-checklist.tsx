import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import type { ShellActions } from '#web/lib/screen-props.ts';
import { customerListQueryOptions, productListQueryOptions } from '#web/features/master-data/index.ts';
import { useNotifications } from '#web/features/notifications/index.ts';
import { companySetupQueryOptions } from '#web/features/pac-affiliation/index.ts';
import { readSetupSteps } from '../setup-checklist.ts';

const firstRow = { page: 0, size: 1, term: null };

/**
 * 'Primeros pasos': a company administrator's home lists what the company still needs for its first
 * invoice, each with the button that does it, until everything is done (issue 29).
 */
export function SetupChecklist({ shell }: { shell: ShellActions }) {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const { maps } = useNotifications();
  const company = useQuery(companySetupQueryOptions(http, claims.ruc));
  const customers = useQuery(customerListQueryOptions(http, claims.ruc, firstRow));
  const products = useQuery(productListQueryOptions(http, claims.ruc, firstRow));
  if (!maps || !company.data || !customers.data || !products.data) return null;
  const steps = readSetupSteps({
    maps,
    pacAffiliationStatus: company.data.estadoAfiliacionPac,
    qrStatus: company.data.estadoCodigoSeguridadQr,
    hasCustomer: customers.data.totalElements > 0,
    hasProduct: products.data.totalElements > 0,
  });
  const done = steps.filter((step) => step.isDone).length;
  if (done === steps.length) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="setup-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="setup-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Primeros pasos
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Complete estos pasos para emitir su primera factura electrónica: {done} de {steps.length} listos.
      </Typography>
      <LinearProgress
        variant="determinate"
        value={(done * 100) / steps.length}
        sx={{ my: 1.5 }}
        aria-label="Avance de los primeros pasos"
      />
      <List dense aria-label="Primeros pasos">
        {steps.map((step) => (
          <ListItem
            key={step.key}
            disableGutters
            secondaryAction={
              step.isDone ? null : (
                <Button size="small" variant="outlined" onClick={() => shell.openResource(step.code)}>
                  {step.actionLabel}
                </Button>
              )
            }
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              {step.isDone ? <CheckCircle color="success" /> : <RadioButtonUnchecked color="disabled" />}
            </ListItemIcon>
            <ListItemText
              primary={step.label}
              secondary={step.isDone ? 'Listo' : step.hint}
              sx={{ pr: 24 }}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
