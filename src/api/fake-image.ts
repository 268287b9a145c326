// A stand-in for the browser's Image in tests of the 1x1 check: its size is read from the source's text after the
// last comma ("120x40", or "data:image/png;base64,120x40"); text that is no size fails to load.
export class FakeImage {
  naturalWidth = 0;
  naturalHeight = 0;
  onload: () => void = () => undefined;
  onerror: () => void = () => undefined;
  set src(value: string) {
    const [width, height] = value
      .slice(value.lastIndexOf(',') + 1)
      .split('x')
      .map(Number);
    this.naturalWidth = width;
    this.naturalHeight = height;
    queueMicrotask(() => (Number.isNaN(width) ? this.onerror() : this.onload()));
  }
}
