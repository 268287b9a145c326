// The profile picture and company logo come through the image download call; a 1x1 blank logo counts as none.
import { useEffect, useState } from 'react';
import { callAction } from '../../api/actions';
import { realImage } from '../../api/blank-image';

/** The image as a data URL, or undefined when there is none (or only the blank placeholder). */
export function useImage(
  documentType: 'profile_image' | 'company_logo',
  documentRefNo: string | null,
): string | undefined {
  const [src, setSrc] = useState<string>();
  // A new upload (the Profile page announces it) is fetched again, so the top bar shows it at once.
  const [round, setRound] = useState(0);
  useEffect(() => {
    const changed = (event: Event) => {
      if ((event as CustomEvent<string>).detail === documentType) setRound((count) => count + 1);
    };
    window.addEventListener('image-changed', changed);
    return () => window.removeEventListener('image-changed', changed);
  }, [documentType]);
  useEffect(() => {
    if (!documentRefNo) return;
    let live = true;
    void (callAction('images.download', { documentType, documentRefNo }) as Promise<string | null>)
      .then(realImage)
      .catch(() => null)
      .then((value) => live && setSrc(value ?? undefined));
    return () => {
      live = false;
    };
  }, [documentType, documentRefNo, round]);
  return src;
}
