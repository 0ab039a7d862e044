import { expect, vi } from 'vitest';

/** Storage's side of the direct upload: answers with the given status and body, after one progress event. */
export function fakeStorage(status: number, body = '', action = '/storage/upload') {
  const sent: FormData[] = [];
  class FakeXhr {
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    status = 0;
    responseText = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open(method: string, url: string) {
      expect([method, url]).toEqual(['POST', action]);
    }
    send(data: FormData) {
      sent.push(data);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
        setTimeout(() => {
          this.status = status;
          this.responseText = body;
          this.onload?.();
        }, 150);
      }, 10);
    }
    abort() {}
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
