import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { copyText } from '#web/lib/clipboard.ts';

type CufeTextProps = {
  cufe: string;
  /** A table cell shows the start and end of the 66 characters; the whole key is in the tooltip and copied. */
  isCompact?: boolean;
};

const cufeCopyNotices = {
  copied: 'CUFE copiado',
  failed: 'No se pudo copiar el CUFE; selecciónelo y cópielo.',
};

/** A document's CUFE, selectable and with a copy button (cancellation and notes need it typed). */
export function CufeText({ cufe, isCompact = false }: CufeTextProps) {
  const shown = isCompact ? `${cufe.slice(0, 8)}…${cufe.slice(-6)}` : cufe;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Tooltip title={isCompact ? cufe : ''}>
        <Typography
          variant="body2"
          component="span"
          data-cufe={cufe}
          sx={
            isCompact
              ? { fontFamily: 'monospace', whiteSpace: 'nowrap' }
              : { fontFamily: 'monospace', wordBreak: 'break-all', userSelect: 'all' }
          }
        >
          {shown}
        </Typography>
      </Tooltip>
      <IconButton size="small" aria-label="Copiar CUFE" onClick={() => void copyText(cufe, cufeCopyNotices)}>
        <ContentCopyIcon fontSize="inherit" />
      </IconButton>
    </Stack>
  );
}
