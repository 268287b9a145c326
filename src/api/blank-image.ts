// A 1x1 image is the server's placeholder for "no logo" (spec 3 section 2.10): the top bar and Profile treat it as none.

/** Resolves true when the image is a single pixel (the server's placeholder for "no logo") or cannot be read. */
export const isSinglePixel = (src: string): Promise<boolean> =>
  new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image.naturalWidth <= 1 && image.naturalHeight <= 1);
    image.onerror = () => resolve(true);
    image.src = src;
  });

/** The image data URL when it is a real image; null for none or the blank placeholder. */
export const realImage = async (data: string | null): Promise<string | null> =>
  data && !(await isSinglePixel(data)) ? data : null;
