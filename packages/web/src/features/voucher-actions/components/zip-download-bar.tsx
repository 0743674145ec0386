import FolderZipOutlined from '@mui/icons-material/FolderZipOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { voucherFileMessages, zipFileName } from '@facturar/contracts';
import { useState } from 'react';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { showErrorToast, showWarningToast } from '#web/lib/toast.ts';
import { downloadVoucherZip } from '../api/voucher-files-api.ts';
import { saveFile } from '#web/lib/save-file.ts';

/** The ZIP card of the repositories: the selected rows' XML and PDF in one file (spec 001 §2, §5, §8). */
export function ZipDownloadBar({ selectedIds }: { selectedIds: readonly number[] }) {
  const { http } = useAppServices();
  const [isBusy, setBusy] = useState(false);

  async function download() {
    if (selectedIds.length === 0) {
      showWarningToast(voucherFileMessages.zipNothingSelected);
      return;
    }
    setBusy(true);
    try {
      saveFile(await downloadVoucherZip(http, selectedIds), zipFileName);
    } catch {
      showErrorToast(voucherFileMessages.zipNoData);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <FolderZipOutlined color="primary" fontSize="large" />
          <Typography sx={{ flexGrow: 1 }}>
            {selectedIds.length === 0
              ? 'Seleccione los comprobantes a descargar'
              : `${selectedIds.length} comprobante(s) seleccionado(s)`}
          </Typography>
          <Button variant="contained" onClick={() => void download()} loading={isBusy}>
            Descargar ZIP
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
