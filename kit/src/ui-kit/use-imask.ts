import type { FactoryArg, InputMask } from 'imask';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type Ref } from 'react';

/** Event handlers of {@link useImask}; read through a ref so new closures never recreate the mask. */
export interface ImaskHandlers<Opts extends FactoryArg> {
  onAccept?: (mask: InputMask<Opts>) => void;
  onComplete?: (mask: InputMask<Opts>) => void;
  /** Runs once right after the mask attaches (apply the controlled value here). */
  onAttach?: (mask: InputMask<Opts>) => void;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

// imask (~20 KB gzip) loads with the first masked field, not with the page.
let imask: Promise<typeof import('imask').default> | null = null;
const loadImask = () =>
  (imask ??= import('imask').then(
    (m) => m.default,
    (error: unknown) => {
      imask = null; // a failed load is retried by the next field
      throw error;
    },
  ));

/** Starts loading imask now (verticals with masked forms call it when they load). */
export function preloadMasks(): void {
  void loadImask().catch(() => undefined);
}

/**
 * Attaches an imask instance to an input (imask core instead of react-imask's hook: its internal
 * state mirror fights a controlled `value` prop). `opts` must be memoised by the caller.
 */
export function useImask<Opts extends FactoryArg>(
  opts: Opts,
  handlers: ImaskHandlers<Opts>,
  forwardedRef?: Ref<HTMLInputElement>,
) {
  const [element, setElement] = useState<HTMLInputElement | null>(null);
  const maskRef = useRef<InputMask<Opts> | null>(null);
  const handlersRef = useRef(handlers);
  useLayoutEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    if (!element) return undefined;
    let mask: InputMask<Opts> | null = null;
    let cancelled = false;
    void loadImask().then((IMask) => {
      if (cancelled) return;
      // The input is uncontrolled: anything in it now was typed before imask arrived. It is kept,
      // and goes through the mask once the controlled value is applied.
      const typed = element.value;
      mask = IMask(element, opts);
      maskRef.current = mask;
      handlersRef.current.onAttach?.(mask);
      if (typed) {
        mask.value = typed;
        handlersRef.current.onAccept?.(mask);
      }
      const current = mask;
      current
        .on('accept', () => handlersRef.current.onAccept?.(current))
        .on('complete', () => handlersRef.current.onComplete?.(current));
    });
    return () => {
      cancelled = true;
      mask?.destroy();
      maskRef.current = null;
    };
  }, [element, opts]);

  const ref = useCallback(
    (node: HTMLInputElement | null) => {
      setElement(node);
      assignRef(forwardedRef, node);
    },
    [forwardedRef],
  );

  return { ref, maskRef };
}
