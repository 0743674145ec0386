import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BulkUpload, SheetProblem } from '@facturar/contracts';
import { formatPanamaDateTime } from '@facturar/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '#web/components/data-table/index.ts';
import { DownloadButton } from '#web/components/download-button.tsx';
import { isApiCallError } from '#web/lib/api-call-error.ts';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { documentFilesQueryOptions, downloadErrorsWorkbook } from '../api/bulk-documents-api.ts';

const stateNames: Record<BulkUpload['estado'], string> = {
  VALIDANDO: 'Validando',
  EMITIENDO: 'Emitiendo',
  TERMINADO: 'Terminado',
  FALLIDO: 'Fallido',
};

function progressOf(upload: BulkUpload): number | undefined {
  if (upload.estado === 'VALIDANDO') return upload.filas ? (upload.filasValidadas / upload.filas) * 100 : 0;
  if (upload.estado === 'EMITIENDO') {
    const valid = upload.documentos - upload.documentosConErrores;
    return valid ? (upload.emitidos / valid) * 100 : 0;
  }
  return undefined;
}

function ErrorsButton({ upload }: { upload: BulkUpload }) {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  if (upload.totalErrores === 0) return null;
  return (
    <DownloadButton
      size="small"
      sx={{ whiteSpace: 'nowrap' }}
      fetchFile={() => downloadErrorsWorkbook(http, claims.ruc, upload.idCarga)}
      fileName={`Errores-${upload.archivo}`}
      describeFailure={(error) =>
        isApiCallError(error) ? error.mensaje : 'No se pudo descargar el archivo.'
      }
    >
      Descargar errores
    </DownloadButton>
  );
}

const uploadColumns: readonly DataTableColumn<BulkUpload>[] = [
  {
    key: 'fecha',
    header: 'Fecha',
    render: (row) => formatPanamaDateTime(new Date(row.fechaCarga)).slice(0, 16).replace('T', ' '),
  },
  {
    key: 'archivo',
    header: 'Archivo',
    // A long file name breaks anywhere rather than pushing 'Descargar errores' off the screen (issue 29).
    render: (row) => <Box sx={{ overflowWrap: 'anywhere', minWidth: 96 }}>{row.archivo}</Box>,
  },
  { key: 'formato', header: 'Formato', render: (row) => row.formato },
  {
    key: 'estado',
    header: 'Estado',
    render: (row) => {
      const progress = progressOf(row);
      return (
        <Stack spacing={0.5}>
          <span>{row.mensaje ? `${stateNames[row.estado]}: ${row.mensaje}` : stateNames[row.estado]}</span>
          {progress !== undefined && (
            <LinearProgress
              variant="determinate"
              value={progress}
              aria-label={`Progreso de ${row.archivo}`}
            />
          )}
        </Stack>
      );
    },
  },
  {
    key: 'filas',
    header: 'Filas validadas',
    align: 'right',
    render: (row) => `${row.filasValidadas} / ${row.filas}`,
  },
  { key: 'documentos', header: 'Comprobantes', align: 'right', render: (row) => row.documentos },
  { key: 'errores', header: 'Con errores', align: 'right', render: (row) => row.documentosConErrores },
  {
    key: 'emitidos',
    header: 'Enviados a autorizar',
    align: 'right',
    render: (row) => (row.yaEmitidos > 0 ? `${row.emitidos} (${row.yaEmitidos} ya emitidos)` : row.emitidos),
  },
  { key: 'autorizados', header: 'Autorizados', align: 'right', render: (row) => row.autorizados },
  { key: 'acciones', header: 'Acciones', render: (row) => <ErrorsButton upload={row} /> },
];

const problemColumns: readonly DataTableColumn<SheetProblem & { index: number }>[] = [
  { key: 'hoja', header: 'Hoja', render: (row) => row.hoja },
  { key: 'fila', header: 'Fila', align: 'right', render: (row) => row.fila },
  { key: 'columna', header: 'Columna', render: (row) => row.columna || 'Comprobante' },
  { key: 'mensaje', header: 'Error', render: (row) => row.mensaje },
];

/** The errors of the latest file that has some, by sheet, row and column, 10 at a time. */
function ProblemsTable({ upload }: { upload: BulkUpload }) {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(10);
  const rows = upload.errores.map((problem, index) => ({ ...problem, index }));
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h3">
        Errores de {upload.archivo}
        {upload.totalErrores > upload.errores.length
          ? ` (se muestran ${upload.errores.length} de ${upload.totalErrores}; descargue el archivo para verlos todos)`
          : ''}
      </Typography>
      <DataTable
        ariaLabel={`Errores de ${upload.archivo}`}
        columns={problemColumns}
        rows={rows.slice(page * size, page * size + size)}
        rowId={(row) => row.index}
        pagination={{
          page,
          size,
          total: rows.length,
          sizeOptions: [10, 25, 50],
          onPageChange: setPage,
          onSizeChange: (next) => {
            setSize(next);
            setPage(0);
          },
        }}
      />
    </Stack>
  );
}

/** The company's latest files with their progress while they run, and their outcome. */
export function BulkUploadsPanel() {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const files = useQuery(documentFilesQueryOptions(http, claims.ruc));
  const uploads = files.data ?? [];
  const withErrors = uploads.find((upload) => upload.totalErrores > 0);
  return (
    <Stack spacing={3}>
      <Typography variant="h6" component="h3">
        Archivos cargados
      </Typography>
      <DataTable
        ariaLabel="Archivos cargados"
        columns={uploadColumns}
        isCompact
        rows={uploads}
        rowId={(row) => row.idCarga}
        isLoading={files.isFetching && !files.data}
        pagination={{
          page: 0,
          size: 10,
          total: uploads.length,
          sizeOptions: [10],
          onPageChange: () => undefined,
          onSizeChange: () => undefined,
        }}
      />
      {withErrors && <ProblemsTable key={withErrors.idCarga} upload={withErrors} />}
    </Stack>
  );
}
