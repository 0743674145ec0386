import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

const explanations = [
  {
    state: 4,
    title: 'Estado 4: Servicio del PAC no disponible',
    text: 'El PAC no respondió al enviar el comprobante. Se reenviará automáticamente cuando el servicio esté disponible.',
  },
  {
    state: 5,
    title: 'Estado 5: Retraso en la autorización',
    text: 'El comprobante fue recibido, pero su autorización aún no se confirma. Se consultará de nuevo en unos minutos.',
  },
  {
    state: 11,
    title: 'Estado 11: Comprobante devuelto por la DGI',
    text: 'La DGI devolvió el comprobante para procesarlo más tarde. Se reenviará automáticamente.',
  },
] as const;

/** The 'Importante' accordion of the pending list (spec 001 §2 'Pending vouchers'). */
export function PendingStatesNotice() {
  return (
    <Accordion variant="outlined" disableGutters defaultExpanded>
      <AccordionSummary expandIcon={<ExpandMoreOutlined />}>
        <Typography component="h3" variant="subtitle1">
          Importante
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <List dense disablePadding aria-label="Estados de los comprobantes pendientes">
          {explanations.map((explanation) => (
            <ListItem key={explanation.state} disableGutters>
              <ListItemText primary={explanation.title} secondary={explanation.text} />
            </ListItem>
          ))}
        </List>
      </AccordionDetails>
    </Accordion>
  );
}
