// An asynchronous tour step waits for its element to appear, but never longer than the declared limit.

/** Resolves with the element marked data-tour=target, or null once `limitMs` has passed without it. */
export function waitForTarget(target: string, limitMs: number, root: ParentNode = document): Promise<Element | null> {
  const find = () => root.querySelector(`[data-tour="${CSS.escape(target)}"]`);
  const found = find();
  if (found || limitMs <= 0) return Promise.resolve(found);
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const element = find();
      if (element) finish(element);
    });
    const timer = setTimeout(() => finish(null), limitMs);
    const finish = (element: Element | null) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(element);
    };
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-tour'],
    });
  });
}
