// Waiting without Suspense: a component fetched on use shows at once when it has come, its fallback until then, and
// its content as soon as it comes (no 300 ms throttle); a failure reaches the error boundary and is tried again when
// preloaded.
import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Arrived, lazyComponent, lazyNamed } from './arrival';

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

/** A module promise the test settles. */
function deferredModule<M>() {
  let settle!: (module: M) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<M>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  return { promise, settle, fail };
}

/** Lets React's scheduler (MessageChannel or setImmediate, not the faked timers) run `count` times. */
const turns = async (count: number) => {
  for (let turn = 0; turn < count; turn++) await new Promise((next) => setImmediate(next));
};

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

afterEach(() => vi.useRealTimers());

describe('lazyComponent', () => {
  it('draws at once, with no fallback, a component that has already come', async () => {
    const Lazy = lazyComponent(async () => ({ default: Hello }));
    await Lazy.preload();
    expect(Lazy.loaded()).toBe(true);
    render(<Lazy name="Asha" fallback={<p>Loading</p>} />);
    expect(screen.getByText('Hello Asha')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('shows its fallback until the module comes, then the component with no timer run (Suspense waits 300 ms)', async () => {
    // React's own scheduling, not act(), which would flush the throttle away; timers stand still
    const acting = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
    try {
      const module = deferredModule<{ default: typeof Hello }>();
      const Lazy = lazyComponent(() => module.promise);
      // another fallback just came and went: React's Suspense would hold the next reveal until a timer ran
      const Other = lazyComponent(async () => ({ default: () => <p>Other</p> }));
      render(
        <>
          <Other fallback={<p>Other loading</p>} />
          <Lazy name="Ravi" fallback={<p>Loading</p>} />
        </>,
      );
      await turns(5);
      expect(screen.getByText('Other')).toBeInTheDocument();
      expect(screen.getByText('Loading')).toBeInTheDocument();
      module.settle({ default: Hello });
      await turns(10);
      expect(screen.getByText('Hello Ravi')).toBeInTheDocument();
      expect(screen.queryByText('Loading')).toBeNull();
    } finally {
      cleanup();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = acting;
    }
  });

  it('throws a failed fetch to the error boundary, and fetches again when preloaded', async () => {
    let calls = 0;
    const Lazy = lazyComponent(async () => {
      calls += 1;
      if (calls === 1) throw new Error('chunk failed');
      return { default: Hello };
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { unmount } = render(
      <Boundary>
        <Lazy name="Meera" />
      </Boundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('chunk failed');
    unmount();
    await Lazy.preload();
    render(<Lazy name="Meera" />);
    expect(await screen.findByText('Hello Meera')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('names the export it takes, and says when the module has none', async () => {
    const Named = lazyNamed(async () => ({ Hello }), 'Hello');
    render(<Named name="Kiran" />);
    expect(await screen.findByText('Hello Kiran')).toBeInTheDocument();
    const Missing = lazyNamed(async () => ({}) as { Hello: typeof Hello }, 'Hello');
    await expect(Missing.preload()).rejects.toThrow('the module loaded for Hello has no export Hello');
  });
});

describe('Arrived', () => {
  it('shows its children once the promise settles, keeping the state of what is around it', async () => {
    const wait = deferredModule<void>();
    function Around() {
      const [count, setCount] = useState(0);
      return (
        <>
          <button onClick={() => setCount(count + 1)}>Count {count}</button>
          <Arrived pending={wait.promise} fallback={<p>Waiting</p>}>
            <p>Arrived</p>
          </Arrived>
        </>
      );
    }
    render(<Around />);
    act(() => screen.getByRole('button').click());
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    await act(async () => wait.settle());
    expect(screen.getByText('Arrived')).toBeInTheDocument();
    expect(screen.getByRole('button')).toHaveTextContent('Count 1');
  });

  it('keeps its children once shown, whatever it is given to wait for next', async () => {
    const later = deferredModule<void>();
    const { rerender } = render(
      <Arrived pending={undefined} fallback={<p>Waiting</p>}>
        <input aria-label="Typed" />
      </Arrived>,
    );
    screen.getByRole('textbox').setAttribute('value', 'kept');
    await act(async () => {});
    rerender(
      <Arrived pending={later.promise} fallback={<p>Waiting</p>}>
        <input aria-label="Typed" />
      </Arrived>,
    );
    expect(screen.queryByText('Waiting')).toBeNull();
    expect(screen.getByRole('textbox')).toHaveAttribute('value', 'kept');
  });

  it('throws a failed wait to the error boundary', async () => {
    const wait = deferredModule<void>();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Boundary>
        <Arrived pending={wait.promise}>
          <p>Arrived</p>
        </Arrived>
      </Boundary>,
    );
    await act(async () => wait.fail(new Error('rules failed')));
    expect(await screen.findByRole('alert')).toHaveTextContent('rules failed');
  });

  it('shows its children at once with nothing pending', () => {
    render(
      <Arrived pending={undefined} fallback={<p>Waiting</p>}>
        <p>Arrived</p>
      </Arrived>,
    );
    expect(screen.getByText('Arrived')).toBeInTheDocument();
  });
});
