import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type ScreenSectionProps = {
  /** The screen's title (its resource's page title), which also names the section. */
  title: string;
  maxWidth?: number;
  children: ReactNode;
};

/** A screen of the shell: a section named by its title, the title as its heading, then its parts. */
export function ScreenSection({ title, maxWidth, children }: ScreenSectionProps) {
  return (
    <Stack
      component="section"
      aria-label={title}
      spacing={2}
      {...(maxWidth === undefined ? {} : { sx: { maxWidth } })}
    >
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
