import { voucherFileMessages } from '@facturar/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormRadioGroupField } from '#web/components/form/form-radio-group-field.tsx';
import { PageSpinner } from '#web/components/page-spinner.tsx';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import type { CafeTemplate } from '../api/cafe-templates-api.ts';
import { useCafeTemplates } from '../hooks/use-cafe-templates.ts';

type CafeTemplateDialogProps = {
  isOpen: boolean;
  documentType: string;
  onChoose: (templateCode: string) => void;
  onClose: () => void;
};

type TemplateChoice = { codigo: string };

type TemplateFormProps = {
  templates: readonly CafeTemplate[];
  onChoose: (templateCode: string) => void;
  onClose: () => void;
};

/** The choice among the loaded templates: the one chosen last if it is offered, else the first. */
function TemplateForm({ templates, onChoose, onClose }: TemplateFormProps) {
  const { persistence } = useAppServices();
  const remembered = persistence.read('cafeTemplate')?.codigo;
  const initial = templates.some((template) => template.codigo === remembered)
    ? remembered
    : templates[0]?.codigo;
  const { control, handleSubmit } = useForm<TemplateChoice>({ defaultValues: { codigo: initial ?? '' } });
  const chosen = useWatch({ control, name: 'codigo' });
  // A double click on 'Aceptar' chooses once: the second lands while the dialog fades out (issue 29).
  const [hasChosen, setHasChosen] = useState(false);
  const choose = ({ codigo }: TemplateChoice) => {
    if (hasChosen) return;
    setHasChosen(true);
    void persistence.write('cafeTemplate', { codigo }).catch(() => undefined);
    onChoose(codigo);
  };
  const options = templates.map((template) => ({
    value: template.codigo,
    label: `${template.codigo} / ${template.nombre}`,
  }));
  return (
    <form noValidate onSubmit={handleSubmit(choose)}>
      <DialogContent>
        <FormRadioGroupField control={control} name="codigo" label="Templates" options={options} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button type="submit" variant="contained" disabled={chosen === '' || hasChosen}>
          Aceptar
        </Button>
      </DialogActions>
    </form>
  );
}

/**
 * 'Seleccionar template' (spec 002 §8): the company's CAFE templates for the document type, shown as
 * 'code / name'; the one dialog of the emission form and of the lists' 'Ver CAFE' (issue 29).
 */
export function CafeTemplateDialog({ isOpen, documentType, onChoose, onClose }: CafeTemplateDialogProps) {
  const titleId = useId();
  const templates = useCafeTemplates(documentType, isOpen);
  return (
    <Dialog open={isOpen} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Seleccionar template</DialogTitle>
      {templates.isSuccess ? (
        <TemplateForm templates={templates.data} onChoose={onChoose} onClose={onClose} />
      ) : (
        <>
          <DialogContent>
            {templates.isError ? (
              <Alert severity="error">{voucherFileMessages.templatesListFailed}</Alert>
            ) : (
              <PageSpinner />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancelar</Button>
            <Button variant="contained" disabled>
              Aceptar
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
