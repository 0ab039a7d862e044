import { useCallback, useRef, useState } from 'react';
import { useSupportingData } from '../../../lib/use-supporting-data';
import { uploadFile, UploadFailure, type UploadTarget } from '../../../lib/direct-upload';
import { checkFile } from './upload-file';

export interface UploadProblem {
  id: number;
  header: string;
  message: string;
}
export interface UploadProgress {
  name: string;
  fraction: number;
}

/** One file at a time through the direct-upload protocol; errors stay until dismissed. */
export function useUpload<T>({ purpose, beatId }: UploadTarget, onDone: (result: T) => void) {
  const { data: boot } = useSupportingData();
  const rule = boot?.uploads[purpose];
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [problems, setProblems] = useState<UploadProblem[]>([]);
  const nextId = useRef(1);

  const fail = (header: string, message: string) =>
    setProblems((p) => [...p, { id: nextId.current++, header, message }]);

  const start = useCallback(
    async (file: File) => {
      const refusal = rule ? checkFile(file, rule) : null;
      if (refusal) return fail('Storage Error', refusal);
      setProgress({ name: file.name, fraction: 0 });
      try {
        const result = await uploadFile<T>(file, { purpose, beatId }, (fraction) =>
          setProgress({ name: file.name, fraction }),
        );
        onDone(result);
      } catch (err) {
        if (err instanceof UploadFailure) fail(err.header, err.message);
        else fail('Upload Error (2)', 'Sorry, that upload could not be completed.');
      } finally {
        setProgress(null);
      }
    },
    [rule, purpose, beatId, onDone],
  );
  const dismiss = (id: number) => setProblems((p) => p.filter((x) => x.id !== id));
  return { rule, progress, problems, start, dismiss };
}
