import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ScreenProps } from '#web/lib/screen-props.ts';
import { BulkUploadForm } from './bulk-upload-form.tsx';
import { BulkUploadsPanel } from './bulk-uploads-panel.tsx';
import { ScreenSection } from '#web/components/screen-section.tsx';

/** FUE (spec 002 §2): 'Carga de archivo para generar comprobantes', and the files' progress and errors. */
export function BulkDocumentsScreen({ resource }: ScreenProps) {
  return (
    <ScreenSection title={resource.titlePage}>
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 900 }}>
        <Stack spacing={2}>
          <Typography variant="h6" component="h3">
            Carga de archivo para generar comprobantes
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Descargue la plantilla, llene una fila por ítem (las filas con la misma Referencia forman un
            comprobante) y cárguela. Cada fila se valida con las mismas reglas del formulario de emisión; los
            comprobantes válidos se envían a autorizar y el resultado le llega por correo.
          </Typography>
          <BulkUploadForm />
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <BulkUploadsPanel />
      </Paper>
    </ScreenSection>
  );
}
