import { createContext, useContext } from 'react';
import type { ZodType } from 'zod';

export interface ConfirmOptions {
  title: string;
  message?: string;
  /** The button that goes ahead; 'Confirm' unless said. */
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button: the action deletes, archives or cannot be taken back in one click. */
  danger?: boolean;
  /**
   * Where focus goes once the dialog has closed; the button that opened it unless said. A rich-text
   * editor's link dialog gives it back to the text, or the next keystroke would land on the toolbar.
   */
  returnFocus?(): void;
}

export interface PromptOptions extends ConfirmOptions {
  label: string;
  initialValue?: string;
  placeholder?: string;
  /** The shared zod schema the server checks the same value with; its first issue shows under the input. */
  schema?: ZodType<string>;
}

export interface Dialogs {
  confirm(opts: ConfirmOptions): Promise<boolean>;
  prompt(opts: PromptOptions): Promise<string | null>;
}

/** One confirmation or prompt waiting for its answer (DialogsProvider holds it, DialogView shows it). */
export type Request = { id: number } & (
  | { kind: 'confirm'; opts: ConfirmOptions; resolve(ok: boolean): void }
  | { kind: 'prompt'; opts: PromptOptions; resolve(value: string | null): void }
);

export const DialogsContext = createContext<Dialogs | null>(null);

function useDialogs(): Dialogs {
  const dialogs = useContext(DialogsContext);
  // A missing provider would leave every confirmation pending for ever: fail loudly instead.
  if (!dialogs) throw new Error('useConfirm/usePrompt need a <DialogsProvider> above them');
  return dialogs;
}

/** `await confirm({ title, message, confirmLabel, danger })`: true when the user went ahead. */
export const useConfirm = () => useDialogs().confirm;

/** `await prompt({ title, label, schema })`: the validated text, or null when cancelled. */
export const usePrompt = () => useDialogs().prompt;
