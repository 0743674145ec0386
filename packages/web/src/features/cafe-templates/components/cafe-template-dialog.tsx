import { voucherFileMessages } from '@facturar/contracts';
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
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
  /** Absent until the templates arrive. */
  templates: readonly CafeTemplate[] | undefined;
  hasFailed: boolean;
  onChoose: (templateCode: string) => void;
  onClose: () => void;
};

/** The choice among the loaded templates: the one chosen last if it is offered, else the first. */
function TemplateForm({ templates, hasFailed, onChoose, onClose }: TemplateFormProps) {
  const { persistence } = useAppServices();
  const remembered = persistence.read('cafeTemplate')?.codigo;
  const initial = templates?.some((template) => template.codigo === remembered)
    ? remembered
    : templates?.[0]?.codigo;
  const form = useForm<TemplateChoice>({ values: { codigo: initial ?? '' } });
  const chosen = useWatch({ control: form.control, name: 'codigo' });
  // A double click on 'Aceptar' chooses once: the second lands while the dialog fades out (issue 29).
  const [hasChosen, setHasChosen] = useState(false);
  const choose = ({ codigo }: TemplateChoice) => {
    if (hasChosen) return;
    setHasChosen(true);
    void persistence.write('cafeTemplate', { codigo }).catch(() => undefined);
    onChoose(codigo);
  };
  const options = (templates ?? []).map((template) => ({
    value: template.codigo,
    label: `${template.codigo} / ${template.nombre}`,
  }));
  return (
    <FormDialog
      title="Seleccionar template"
      maxWidth="xs"
      isDismissible
      form={form}
      onSubmit={choose}
      onClose={onClose}
      submitLabel="Aceptar"
      isSubmitDisabled={templates === undefined || chosen === '' || hasChosen}
    >
      {templates !== undefined ? (
        <FormRadioGroupField control={form.control} name="codigo" label="Templates" options={options} />
      ) : hasFailed ? (
        <Alert severity="error">{voucherFileMessages.templatesListFailed}</Alert>
      ) : (
        <PageSpinner />
      )}
    </FormDialog>
  );
}

/**
 * 'Seleccionar template' (spec 002 §8): the company's CAFE templates for the document type, shown as
 * 'code / name'; the one dialog of the emission form and of the lists' 'Ver CAFE' (issue 29). Mounted
 * afresh at each opening, so a choice made before does not hold 'Aceptar' back.
 */
export function CafeTemplateDialog({ isOpen, documentType, onChoose, onClose }: CafeTemplateDialogProps) {
  const templates = useCafeTemplates(documentType, isOpen);
  if (!isOpen) return null;
  return (
    <TemplateForm
      templates={templates.isSuccess ? templates.data : undefined}
      hasFailed={templates.isError}
      onChoose={onChoose}
      onClose={onClose}
    />
  );
}
