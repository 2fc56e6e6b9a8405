import IMask, { type FactoryArg, type InputMask } from 'imask';
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
    const mask = IMask(element, opts);
    maskRef.current = mask;
    handlersRef.current.onAttach?.(mask);
    const accept = () => handlersRef.current.onAccept?.(mask);
    const complete = () => handlersRef.current.onComplete?.(mask);
    mask.on('accept', accept).on('complete', complete);
    return () => {
      mask.destroy();
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
