import { emailTemplateSchema, type EmailTemplateInput } from '@beatmarket/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { RichTextEditorHandle } from '../../components/RichTextEditor';
import { ApiError, post } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import type { EmailTemplate } from './EmailTemplatesPage';
import { useSaved } from './use-email-template';

const toForm = (t: EmailTemplate): EmailTemplateInput => ({ name: t.name, subject: t.subject, body: t.body });

/**
 * A mail template's form: saving its changed fields, sending a test of what is typed, and inserting a
 * variable where the cursor last was (the subject or the body).
 */
export function useTemplateForm(template: EmailTemplate) {
  const key = template.key;
  const schema = useMemo(() => emailTemplateSchema(key), [key]);
  const form = useForm<EmailTemplateInput>({ resolver: zodResolver(schema), defaultValues: toForm(template) });
  const { dirtyFields } = form.formState;
  const saved = useSaved();
  const editor = useRef<RichTextEditorHandle>(null);
  const subjectInput = useRef<HTMLInputElement | null>(null);
  const lastField = useRef<'subject' | 'body'>('body');

  useEffect(() => form.reset(toForm(template)), [template, form]);

  const showFieldErrors = (err: unknown) => {
    if (err instanceof ApiError && err.fieldErrors.length)
      for (const f of err.fieldErrors) form.setError(f.topic_id as keyof EmailTemplateInput, { message: f.message });
    else notifyError(err);
  };
  const save = form.handleSubmit(async (values) => {
    const changed = Object.fromEntries(Object.keys(dirtyFields).map((k) => [k, values[k as keyof typeof values]]));
    try {
      saved(await post<EmailTemplate>(`/email_template/${template.id}/save`, changed));
      notifySuccess('Saved');
    } catch (err) {
      showFieldErrors(err);
    }
  });
  const sendTest = form.handleSubmit(async (values) => {
    try {
      const res = await post<{ message: string }>('/email_template/send_test', {
        id: template.id,
        subject: values.subject,
        body: values.body,
      });
      notifySuccess('Test sent', res.message);
    } catch (err) {
      showFieldErrors(err);
    }
  });

  function insert(variable: string) {
    const tag = `{{${variable}}}`;
    if (lastField.current === 'body') return editor.current?.insertText(tag);
    const input = subjectInput.current;
    const value = form.getValues('subject');
    const at = input?.selectionStart ?? value.length;
    const end = input?.selectionEnd ?? at;
    form.setValue('subject', value.slice(0, at) + tag + value.slice(end), { shouldDirty: true, shouldValidate: true });
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(at + tag.length, at + tag.length);
    });
  }

  return { form, editor, subjectInput, lastField, save, sendTest, insert };
}
