import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { customerUploadMessages as texts, type CustomerUploadAnswer } from '@facturar/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { PlainTable, type DataTableColumn } from '#web/components/data-table/index.ts';
import {
  SpreadsheetUploadForm,
  useSpreadsheetFileForm,
} from '#web/components/spreadsheet/spreadsheet-upload-form.tsx';
import { isApiCallError, networkMessage, unexpectedErrorMessage } from '#web/lib/api-call-error.ts';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { showErrorToast, showSuccessToast } from '#web/lib/toast.ts';
import { downloadCustomerTemplate, uploadCustomerFile } from '../api/customer-upload-api.ts';

const errorColumns: readonly DataTableColumn<CustomerUploadAnswer['errores'][number]>[] = [
  { key: 'fila', header: 'Fila', render: (problem) => problem.fila },
  { key: 'columna', header: 'Columna', render: (problem) => problem.columna },
  { key: 'error', header: 'Error', render: (problem) => problem.mensaje },
];

/** Spec 001 §8: the server's detail; an answer without one means the file is not in the required format. */
function failureMessage(error: unknown): string {
  if (!isApiCallError(error) || error.code === 'NETWORK') return networkMessage;
  return error.mensaje === unexpectedErrorMessage ? texts.notInFormat : error.mensaje;
}

/**
 * 'Carga Masiva de Clientes' (spec 001 §2): an .xlsx of customers; rows the customer rules refuse are
 * listed at once, the others are registered in the background and the result arrives by e-mail.
 */
export function CustomerUploadDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const [answer, setAnswer] = useState<CustomerUploadAnswer | null>(null);
  const form = useSpreadsheetFileForm();
  const upload = useMutation({
    mutationFn: (file: File) => uploadCustomerFile(http, { ruc: claims.ruc, assignmentId: claims.sub, file }),
    onSuccess: (result) => {
      showSuccessToast(result.mensaje);
      setAnswer(result);
      form.reset({ archivo: null });
    },
    onError: (error) => showErrorToast(failureMessage(error)),
  });

  return (
    <Dialog open aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>Carga Masiva de Clientes</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <SpreadsheetUploadForm
            form={form}
            onUpload={({ archivo }) => upload.mutate(archivo)}
            isUploading={upload.isPending}
            fileLabel="Archivo de clientes"
            template={{
              fetchFile: () => downloadCustomerTemplate(http),
              fileName: texts.templateFileName,
              failure: texts.failed,
            }}
            spacing={2}
          >
            <Typography variant="body2" color="text.secondary">
              Un cliente por fila, con las columnas de la plantilla (las mismas de la exportación de
              clientes). Cada fila se valida con las reglas de 'Nuevo Cliente'; los clientes que ya existen no
              se duplican.
            </Typography>
          </SpreadsheetUploadForm>
          {answer && (
            <Stack spacing={1}>
              <Typography role="status">
                {`Filas leídas: ${answer.filas}. Enviadas para agregar: ${answer.enviadas}. Con errores: ${answer.filas - answer.enviadas}.`}
              </Typography>
              {answer.errores.length > 0 && (
                <PlainTable
                  ariaLabel="Errores del archivo de clientes"
                  columns={errorColumns}
                  rows={answer.errores}
                  rowKey={(problem, index) => `${problem.fila}-${index}`}
                />
              )}
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={upload.isPending}>
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
