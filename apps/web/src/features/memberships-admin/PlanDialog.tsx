import type { SubscribableInput } from '@beatmarket/shared';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { ApiError } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useArchivePlan, useCreatePlan, useSavePlan, type PlanRecord } from './api';
import { PlanFields } from './PlanFields';
import { blankPlan, planFieldOf, planResolver, toPlanForm, type PlanForm } from './plan-form';

type Owner = { id: number; name: string };

/** A producer's save leaves out the producer: the server lets them change everything but whose plan it is. */
const ownFields = ({ producer_id: _owner, ...rest }: SubscribableInput) => rest;

function PlanEditor({ plan, owner, onClose }: { plan: PlanRecord | null; owner?: Owner; onClose(): void }) {
  const create = useCreatePlan();
  const save = useSavePlan(plan?.id ?? 0);
  const archive = useArchivePlan(plan?.id ?? 0);
  const form = useForm<PlanForm, unknown, SubscribableInput>({
    resolver: planResolver,
    defaultValues: plan ? toPlanForm(plan) : blankPlan(owner ?? null),
  });
  const submit = form.handleSubmit(async (input) => {
    try {
      const done = plan ? await save.mutateAsync(owner ? ownFields(input) : input) : await create.mutateAsync(input);
      notifySuccess(plan ? 'Plan saved' : 'Plan added', done.name);
      onClose();
    } catch (err) {
      const mine = err instanceof ApiError ? err.fieldErrors.filter((f) => planFieldOf(f.topic_id)) : [];
      mine.forEach((f, i) => form.setError(planFieldOf(f.topic_id)!, { message: f.message }, { shouldFocus: i === 0 }));
      if (mine.length === 0) notifyError(err);
    }
  });
  const archived = Boolean(plan?.deleted_at);
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <PlanFields form={form} own={Boolean(owner)} />
      <div className="flex flex-wrap items-center justify-end gap-3">
        {/* A producer withdraws a plan from their list; archived plans are the administrators' to restore. */}
        {plan && !owner && (
          <Button
            variant="ghost"
            className="mr-auto"
            busy={archive.isPending}
            onClick={async () => {
              try {
                await archive.mutateAsync(archived);
                notifySuccess(archived ? 'Plan restored' : 'Plan archived', plan.name);
                onClose();
              } catch (err) {
                notifyError(err);
              }
            }}
          >
            {archived ? 'Restore' : 'Archive'}
          </Button>
        )}
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" busy={form.formState.isSubmitting}>
          {plan ? 'Save' : 'Create'}
        </Button>
      </div>
    </form>
  );
}

/**
 * Adds a plan, or edits one; archiving stops new subscriptions and keeps the current ones. With `owner`
 * (a producer on their dashboard) the plan covers the owner's beats and the scope is not shown.
 */
export function PlanDialog({
  editing,
  owner,
  onClose,
}: {
  editing: PlanRecord | 'new' | null;
  owner?: Owner;
  onClose(): void;
}) {
  return (
    <Modal
      open={editing !== null}
      size="lg"
      onOpenChange={(open) => !open && onClose()}
      title={editing === 'new' ? 'Add a membership plan' : (editing?.name ?? '')}
      description={
        editing === 'new'
          ? `Subscribers pay every month or year and take ${owner ? 'your ' : ''}beats under its licence, up to the allowance.`
          : 'Changes apply to new subscribers; current ones keep their price until they change plan.'
      }
    >
      {editing && (
        <PlanEditor
          key={editing === 'new' ? 'new' : editing.id}
          plan={editing === 'new' ? null : editing}
          owner={owner}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}
