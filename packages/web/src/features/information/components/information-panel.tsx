import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { frequentQuestions, generalInformation } from '../information-content.ts';

const tabs = ['Información general sobre Comprobantes Electrónicos', 'Preguntas frecuentes'] as const;

/** Spec 000 §2 'Information screen': two tabs, the general information and the frequent questions. */
export function InformationPanel() {
  const [tab, setTab] = useState(0);
  const id = useId();
  return (
    <Stack spacing={2}>
      <Tabs
        value={tab}
        onChange={(_, next: number) => setTab(next)}
        variant="scrollable"
        aria-label="Información"
      >
        {tabs.map((label, index) => (
          <Tab key={label} label={label} id={`${id}-tab-${index}`} aria-controls={`${id}-panel-${index}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`}>
        {tab === 0 ? (
          <Stack spacing={2}>
            {generalInformation.map((section) => (
              <Box key={section.title} component="section">
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {section.title}
                </Typography>
                {section.paragraphs.map((paragraph) => (
                  <Typography key={paragraph} variant="body2" sx={{ mt: 1 }}>
                    {paragraph}
                  </Typography>
                ))}
              </Box>
            ))}
          </Stack>
        ) : (
          <Box>
            {frequentQuestions.map((entry) => (
              <Accordion key={entry.question} disableGutters>
                <AccordionSummary expandIcon={<ExpandMoreOutlined />}>
                  <Typography sx={{ fontWeight: 600 }}>{entry.question}</Typography>
                </AccordionSummary>
                <AccordionDetails>
                  <Typography variant="body2">{entry.answer}</Typography>
                </AccordionDetails>
              </Accordion>
            ))}
          </Box>
        )}
      </Box>
    </Stack>
  );
}
