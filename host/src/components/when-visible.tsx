import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children only once the placeholder comes near the viewport, so below-the-fold
 * pieces (and their lazy chunks and images) stay off the first load.
 */
export function WhenVisible({
  children,
  minHeight,
  margin = '200px',
}: {
  children: ReactNode;
  minHeight: number;
  margin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (visible || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setVisible(true);
      },
      { rootMargin: margin },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [visible, margin]);
  return (
    <div ref={ref} style={{ minHeight }}>
      {visible && children}
    </div>
  );
}
