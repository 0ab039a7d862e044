import { formatDateTime, isEmailTemplateKey } from '@beatmarket/shared';
import { lazy, Suspense } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/Button';
import { PageHeader } from '../../components/PageHeader';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import type { EmailTemplate } from './EmailTemplatesPage';
import { MailPreview } from './MailPreview';
import { useEmailTemplate } from './use-email-template';
import { useTemplateForm } from './use-template-form';
import { VariableList } from './VariableList';

// TipTap is heavy and only administrators edit rich text: it loads with this page's first use, never for visitors.
const RichTextEditor = lazy(() =>
  import('../../components/RichTextEditor').then((m) => ({ default: m.RichTextEditor })),
);

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
  const { form, editor, subjectInput, lastField, save, sendTest, insert } = useTemplateForm(template);
  const { errors, isSubmitting, dirtyFields } = form.formState;
  const [subject, body] = useWatch({ control: form.control, name: ['subject', 'body'] });

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
