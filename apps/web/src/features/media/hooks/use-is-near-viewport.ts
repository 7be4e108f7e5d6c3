import { useCallback, useEffect, useState } from 'react';

/** True once the element comes within a screen of the viewport; media start loading only then. */
export function useIsNearViewport<E extends Element>(): [(element: E | null) => void, boolean] {
  const [element, setElement] = useState<E | null>(null);
  const [isNear, setIsNear] = useState(false);
  const ref = useCallback((next: E | null) => setElement(next), []);

  useEffect(() => {
    if (!element || isNear) return;
    if (typeof IntersectionObserver === 'undefined') {
      setIsNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, isNear]);

  return [ref, isNear];
}
