import { PAYOUT_METHOD_VALUES, payoutRunSchema, type PayoutMethod, type PayoutRunData } from '@beatmarket/shared';
import { useState } from 'react';
import { FormDialog } from '../../../components/FormDialog';
import { SelectField } from '../../../components/SelectField';
import { Button } from '../../../components/Button';
import { useRunPayout } from '../api/use-payout-dates';
import { checked, type FieldErrors } from '../field-errors';
import { PAYOUT_METHOD_LABEL } from './CreatePayoutDialog';
import { PayoutRunReport } from './PayoutRunReport';

/** Pays every payable statement at once; the report then names who was held and what still waits. */
export function RunPayoutsButton() {
  const [open, setOpen] = useState(false);
  const [method, setMethod] = useState<PayoutMethod>('bank');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [report, setReport] = useState<PayoutRunData | null>(null);
  const run = useRunPayout();
  const submit = () => {
    const data = checked(payoutRunSchema, { method }, setErrors);
    if (data)
      run.mutate(data, {
        onSuccess: (r) => {
          setReport(r);
          setOpen(false);
        },
      });
  };
  return (
    <div className="flex flex-col gap-3">
      <div>
        <Button size="sm" onClick={() => setOpen(true)}>
          Run payouts
        </Button>
      </div>
      {report && <PayoutRunReport run={report} />}
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Run payouts"
        description="One payout over every statement that is payable now. Held producers and statements still in the refund window are left out and listed."
        size="sm"
        submitLabel="Run payouts"
        busy={run.isPending}
        onSubmit={submit}
      >
        <SelectField
          label="Method"
          value={method}
          onChange={(e) => setMethod(e.target.value as PayoutMethod)}
          error={errors.method}
        >
          {PAYOUT_METHOD_VALUES.map((m) => (
            <option key={m} value={m}>
              {PAYOUT_METHOD_LABEL[m]}
            </option>
          ))}
        </SelectField>
      </FormDialog>
    </div>
  );
}
