// What every upload widget does with a picked file: check its first bytes and size, send it, and say why it was refused.
import { useState } from 'react';
import type { FileLimits } from '../api/file-type';

/** An upload under way: which part of the field (front, back) and how far it got. */
export interface UploadInProgress<Part extends string> {
  part: Part;
  percent: number;
}

/** One upload field's state: its message, the upload under way, and `take` to check and send a picked file. */
export function useUpload<Part extends string = 'file'>() {
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState<UploadInProgress<Part>>();

  /**
   * Refuses the file with the spec's message when its content or size is outside the limits (nothing is sent);
   * otherwise runs `send`, whose failure becomes the message: the server's words, or the generic ones when no
   * answer came. `send` keeps the file (onChange) only once the upload succeeded.
   */
  const take = async (
    part: Part,
    file: File,
    limits: FileLimits,
    send: (onProgress: (percent: number) => void) => Promise<void>,
  ): Promise<void> => {
    // The file checks come with the first file picked, not with the form.
    const { refusalOf, uploadFailure } = await import('../api/file-type');
    const refused = await refusalOf(file, limits);
    setProblem(refused);
    if (refused) return;
    setBusy({ part, percent: 0 });
    try {
      await send((percent) => setBusy({ part, percent }));
    } catch (error) {
      setProblem(uploadFailure(error));
    } finally {
      setBusy(undefined);
    }
  };

  return { problem, setProblem, busy, take };
}
