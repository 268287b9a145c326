// The profile picture and company logo come through the image download call; a 1x1 blank logo counts as none.
import { useEffect, useState } from 'react';
import { callAction } from '../../api/actions';

/** Resolves true when the image is a single pixel (the server's placeholder for "no logo"). */
export const isSinglePixel = (src: string): Promise<boolean> =>
  new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image.naturalWidth <= 1 && image.naturalHeight <= 1);
    image.onerror = () => resolve(true);
    image.src = src;
  });

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
      .then(async (data) => (data && !(await isSinglePixel(data)) ? data : undefined))
      .catch(() => undefined)
      .then((value) => live && setSrc(value));
    return () => {
      live = false;
    };
  }, [documentType, documentRefNo, round]);
  return src;
}
