import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, type FormEvent } from 'react';
import { useForm, type DefaultValues, type Path, type PathValue } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../lib/api';
import { notifyError } from '../lib/notify';
import type { CaptchaHandle } from './Captcha';

type Values = { recaptcha: string } & Record<string, unknown>;

/**
 * A public form guarded by the captcha (contact, inquiries): checked by its shared schema, sent with a
 * fresh token asked for at submit. After a refusal the captcha starts over, and a field the server names
 * gets the message under it; anything else is a toast. After a success the form is blank again and
 * `sent` runs. A form in a dialog is blank each time it opens; `blank` may change (the profile's name
 * and email arriving), and the form follows it while `open`.
 */
export function useCaptchaForm<I extends Values, O, R>(options: {
  schema: z.ZodType<O, I>;
  blank: I;
  open?: boolean;
  send(values: O): Promise<R>;
  sent(answer: R): void;
}) {
  const { schema, blank, open = true, send, sent } = options;
  const captcha = useRef<CaptchaHandle>(null);
  const form = useForm<I, unknown, O>({ resolver: zodResolver(schema), defaultValues: blank as DefaultValues<I> });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(blank);
  }, [open, blank, reset]);
  const setToken = useCallback(
    (token: string) => form.setValue('recaptcha' as Path<I>, token as PathValue<I, Path<I>>),
    [form],
  );
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setToken((await captcha.current?.token()) ?? '');
    await form.handleSubmit(async (values) => {
      try {
        const answer = await send(values);
        reset(blank);
        sent(answer);
      } catch (err) {
        const field = err instanceof ApiError ? err.fieldErrors[0] : undefined;
        if (field && field.topic_id in form.getValues())
          form.setError(field.topic_id as Path<I>, { message: field.message });
        else notifyError(err);
      } finally {
        captcha.current?.reset();
      }
    })();
  };
  return { form, captcha, onToken: setToken, submit };
}
