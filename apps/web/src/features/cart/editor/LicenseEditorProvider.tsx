import { useMemo, useState, type ReactNode } from 'react';
import type { LicenseEdit } from '../api/types';
import { LicenseEditorContext, type LicenseEditorState } from './license-editor-context';

/** Holds the licence being edited; the dialog itself lives in the layout and loads on first use. */
export function LicenseEditorProvider({ children }: { children: ReactNode }) {
  const [edit, setEdit] = useState<LicenseEdit | null>(null);
  const value = useMemo<LicenseEditorState>(
    () => ({ edit, open: (e) => setEdit({ ...e }), dismiss: () => setEdit(null) }),
    [edit],
  );
  return <LicenseEditorContext.Provider value={value}>{children}</LicenseEditorContext.Provider>;
}
