import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

type BrandLogoProps = { variant?: 'light' | 'dark'; size?: number };

/** The Facturar mark: a folded receipt with a check, drawn inline so the login needs no image request. */
export function BrandLogo({ variant = 'dark', size = 32 }: BrandLogoProps) {
  const ink = variant === 'light' ? '#ffffff' : '#0b3a82';
  const accent = variant === 'light' ? '#7fd3ff' : '#1e88e5';
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path d="M7 3h13l6 6v20l-3-2-3 2-3-2-3 2-3-2-4 2z" fill={ink} />
        <path d="M20 3v6h6" fill={accent} />
        <path
          d="M11 17.5l3.2 3.2 6.8-7"
          fill="none"
          stroke={accent}
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <Typography
        component="span"
        sx={{ fontWeight: 700, fontSize: size * 0.62, letterSpacing: '-0.01em', color: ink, lineHeight: 1 }}
      >
        Facturar
      </Typography>
    </Box>
  );
}
