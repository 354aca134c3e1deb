import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

/**
 * How many items of a long list to render: a first page, then a page more whenever the end comes
 * near the screen (or the "more" button is pressed). An employee with 2,000 tasks gets a page at once
 * instead of a frozen tab; a short list renders whole.
 */
export function useProgressiveCount(total: number, pageSize: number) {
  const [count, setCount] = useState(pageSize);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const hasMore = count < total;

  // A page more is a transition: React renders it in slices, so scrolling stays smooth.
  const showMore = useCallback(() => startTransition(() => setCount((current) => current + pageSize)), [pageSize]);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!hasMore || !sentinel) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && showMore(), {
      rootMargin: '600px 0px',
    });
    observer.observe(sentinel);
    // Observed again after each page: if the end is still near, the next page follows.
    return () => observer.disconnect();
  }, [hasMore, showMore, count]);

  return { visible: Math.min(count, total), hasMore, showMore, sentinelRef };
}
