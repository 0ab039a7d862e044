import { createContext, useContext } from 'react';
import type { LicenseEdit } from '../api/types';

export type EditorPanel = 'main' | 'upsell' | 'help';

export interface LicenseEditorState {
  edit: LicenseEdit | null;
  /** Starts editing a cart line's licence (spec §4: opens the editor on its main panel). */
  open(edit: LicenseEdit): void;
  /** Clears the edit without any navigation (route changes). */
  dismiss(): void;
}

export const LicenseEditorContext = createContext<LicenseEditorState | null>(null);

export function useLicenseEditor(): LicenseEditorState {
  const ctx = useContext(LicenseEditorContext);
  if (!ctx) throw new Error('useLicenseEditor outside LicenseEditorProvider');
  return ctx;
}
