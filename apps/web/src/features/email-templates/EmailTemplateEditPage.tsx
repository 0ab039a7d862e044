import { emailTemplateSchema, formatDateTime, isEmailTemplateKey, type EmailTemplateInput } from '@beatmarket/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/Button';
import { PageHeader } from '../../components/PageHeader';
import type { RichTextEditorHandle } from '../../components/RichTextEditor';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { ApiError, post } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import type { EmailTemplate } from './EmailTemplatesPage';
import { MailPreview } from './MailPreview';
import { useEmailTemplate, useSaved } from './use-email-template';
import { VariableList } from './VariableList';

// TipTap is heavy and only administrators edit rich text: it loads with this page's first use, never for visitors.
const RichTextEditor = lazy(() =>
  import('../../components/RichTextEditor').then((m) => ({ default: m.RichTextEditor })),
);

const toForm = (t: EmailTemplate): EmailTemplateInput => ({ name: t.name, subject: t.subject, body: t.body });

export function EmailTemplateEditPage() {
  const { id } = useParams();
  const template = useEmailTemplate(id);
  if (template.isLoading) return <Spinner label="Loading template" />;
  if (!template.data || !isEmailTemplateKey(template.data.key))
    return (
      <div className="py-16 text-center text-zinc-400">
        This template could not be loaded.{' '}
        <Link to="/email-templates" className="text-accent-300 hover:underline">
          Back to email templates
        </Link>
      </div>
    );
  return <TemplateForm template={template.data} />;
}

function TemplateForm({ template }: { template: EmailTemplate }) {
  const key = template.key;
  const schema = useMemo(() => emailTemplateSchema(key), [key]);
  const form = useForm<EmailTemplateInput>({ resolver: zodResolver(schema), defaultValues: toForm(template) });
  const { errors, isSubmitting, dirtyFields } = form.formState;
  const [subject, body] = useWatch({ control: form.control, name: ['subject', 'body'] });
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

  const subjectField = form.register('subject');
  return (
    <section>
      <PageHeader
        title={template.name}
        subtitle={`Mail "${template.key}" · changed ${formatDateTime(template.updated_at)}`}
        actions={
          <Button variant="secondary" busy={form.formState.isSubmitting} onClick={sendTest}>
            Send me a test
          </Button>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <form
          onSubmit={save}
          noValidate
          className="flex min-w-0 flex-col gap-5 rounded-3xl bg-zinc-900/60 p-4 ring-1 ring-white/5 sm:p-6"
        >
          <TextField label="Name" error={errors.name?.message} {...form.register('name')} />
          <TextField
            label="Subject"
            error={errors.subject?.message}
            {...subjectField}
            ref={(el) => {
              subjectField.ref(el);
              subjectInput.current = el;
            }}
            onFocus={() => (lastField.current = 'subject')}
          />
          <div onFocusCapture={() => (lastField.current = 'body')}>
            <Controller
              control={form.control}
              name="body"
              render={({ field }) => (
                <Suspense fallback={<div className="h-44 animate-pulse rounded-xl bg-zinc-900 ring-1 ring-white/10" />}>
                  <RichTextEditor
                    ref={editor}
                    label="Body"
                    size="lg"
                    value={field.value}
                    onChange={field.onChange}
                    error={errors.body?.message}
                  />
                </Suspense>
              )}
            />
          </div>
          <VariableList variables={template.variables} onInsert={insert} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" busy={isSubmitting} disabled={!Object.keys(dirtyFields).length}>
              Save
            </Button>
            <Link
              to="/email-templates"
              className="inline-flex h-10 items-center px-4 text-sm text-zinc-400 hover:text-white"
            >
              Back to email templates
            </Link>
          </div>
        </form>
        <MailPreview id={template.id} subject={subject} body={body} />
      </div>
    </section>
  );
}
