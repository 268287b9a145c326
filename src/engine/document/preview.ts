// A fetched document made ready to show, apart from its dialog, which is fetched only when one is opened.

/** A fetched document ready to show: its object URL and whether the browser shows it in a frame (PDF, text). */
export interface Preview {
  url: string;
  framed: boolean;
}

/** Makes the preview of `blob`; whoever keeps it revokes `url` when done. */
export function previewOf(blob: Blob, name: string): Preview {
  const framed = ['application/pdf', 'text/plain'].includes(blob.type) || /\.(pdf|txt)$/i.test(name);
  return { url: URL.createObjectURL(blob), framed };
}
