import { esES } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

const fontStack =
  '"Inter", "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Roboto, Arial, "Noto Sans", sans-serif';

/** A calm, institutional look: deep blue primary, light neutral surfaces, system fonts (no font download). */
export const theme = createTheme(
  {
    palette: {
      primary: { main: '#0b3a82', light: '#3a64b0', dark: '#072a60', contrastText: '#ffffff' },
      secondary: { main: '#00838f' },
      background: { default: '#f3f5fa', paper: '#ffffff' },
      text: { primary: '#172033', secondary: '#4f5b70' },
      divider: '#e1e6ef',
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: fontStack,
      button: { textTransform: 'none', fontWeight: 600 },
      h4: { letterSpacing: '-0.01em' },
      h5: { letterSpacing: '-0.005em' },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiPaper: { styleOverrides: { outlined: { borderColor: '#e1e6ef' } } },
      MuiTooltip: { defaultProps: { arrow: true } },
    },
  },
  esES,
);
