import type {} from 'altcha/types/react';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { useSupportingData } from '../lib/use-supporting-data';

export interface CaptchaHandle {
  /** Resolves with a fresh token, solving a new challenge when the last one was used or expired. */
  token(): Promise<string>;
  reset(): void;
}

type Widget = HTMLElement & {
  verify(): Promise<{ payload: string } | null>;
  reset(): void;
};

/**
 * The invisible robot check: ALTCHA's proof of work runs in the background as soon as the form opens,
 * so people never solve a puzzle. The widget script loads only when a form needs it.
 */
export function Captcha({ ref, onToken }: { ref: Ref<CaptchaHandle>; onToken(token: string): void }) {
  const { data } = useSupportingData();
  const el = useRef<Widget>(null);
  const latest = useRef('');

  useEffect(() => {
    void import('altcha');
    const widget = el.current;
    if (!widget) return;
    const onState = (e: Event) => {
      const detail = (e as CustomEvent<{ state: string; payload?: string }>).detail;
      latest.current = detail.state === 'verified' && detail.payload ? detail.payload : '';
      onToken(latest.current);
    };
    widget.addEventListener('statechange', onState);
    return () => widget.removeEventListener('statechange', onState);
  }, [onToken]);

  useImperativeHandle(ref, () => ({
    async token() {
      if (latest.current) return latest.current;
      const result = await el.current?.verify?.();
      latest.current = result?.payload ?? '';
      return latest.current;
    },
    reset() {
      latest.current = '';
      el.current?.reset?.();
      void el.current?.verify?.();
    },
  }));

  if (data?.captcha.provider !== 'altcha' || !data.captcha.challenge_url) return null;
  return <altcha-widget ref={el} challenge={data.captcha.challenge_url} auto="onload" display="invisible" />;
}
