import { createContext, useContext, useEffect, type ReactNode } from 'react';

/** What the shell asks before it leaves a screen with unsaved changes (issue 29: Back dropped an invoice). */
export const leaveQuestion =
  'El formulario tiene datos sin emitir ni guardar. ¿Desea salir de esta pantalla? Los datos de un comprobante se conservan en esta pestaña hasta que lo emita o limpie el formulario.';

/** The screens' unsaved work, as the shell reads it before it moves to another screen. */
export type UnsavedChanges = {
  hasUnsavedChanges: () => boolean;
  setUnsaved: (id: string, isUnsaved: boolean) => void;
};

export function createUnsavedChanges(): UnsavedChanges & { clear: () => void } {
  const unsaved = new Set<string>();
  return {
    hasUnsavedChanges: () => unsaved.size > 0,
    setUnsaved: (id, isUnsaved) => {
      if (isUnsaved) unsaved.add(id);
      else unsaved.delete(id);
    },
    clear: () => unsaved.clear(),
  };
}

const UnsavedChangesContext = createContext<UnsavedChanges | null>(null);

export function UnsavedChangesProvider({ value, children }: { value: UnsavedChanges; children: ReactNode }) {
  return <UnsavedChangesContext.Provider value={value}>{children}</UnsavedChangesContext.Provider>;
}

/** A form tells the shell whether it holds work the user would lose by leaving; outside a shell, nothing. */
export function useUnsavedChanges(id: string, isUnsaved: boolean): void {
  const changes = useContext(UnsavedChangesContext);
  useEffect(() => {
    changes?.setUnsaved(id, isUnsaved);
    return () => changes?.setUnsaved(id, false);
  }, [changes, id, isUnsaved]);
}
