import { useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react';

/** Near enough to the end that a new message should bring the screen along. */
const FOLLOW_BOTTOM_PX = 160;

const scrollRoot = () => document.scrollingElement ?? document.documentElement;
const distanceFromBottom = () => scrollRoot().scrollHeight - window.scrollY - window.innerHeight;
const scrollToBottom = () => window.scrollTo(0, scrollRoot().scrollHeight);

interface ChatPages {
  /** The loaded pages (undefined until the first has come): a change moves the screen. */
  data: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * The conversation's scrolling: the newest messages and the text box are at the end, so the screen starts
 * there and stays there as messages come, unless the employee has scrolled up to read; loading older
 * messages above keeps the ones in view where they were; scrolling up to the oldest shown loads the ones
 * before it. `olderRef` marks the top; `followBottom()` brings the screen along with what is sent next.
 */
export function useChatScroll(pages: ChatPages, messageCount: number) {
  const shownOnce = useRef(false);
  const following = useRef(true);
  useEffect(() => {
    const onScroll = () => {
      following.current = distanceFromBottom() < FOLLOW_BOTTOM_PX;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const keptFromBottom = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (!pages.data) return;
    if (keptFromBottom.current !== null) {
      window.scrollTo(0, scrollRoot().scrollHeight - keptFromBottom.current);
      keptFromBottom.current = null;
    } else if (!shownOnce.current || following.current) {
      scrollToBottom();
    }
    shownOnce.current = true;
  }, [pages.data, messageCount]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const loadOlder = () => {
    if (!hasNextPage || isFetchingNextPage) return;
    keptFromBottom.current = scrollRoot().scrollHeight - window.scrollY;
    void fetchNextPage();
  };
  const olderRef = useRef<HTMLDivElement>(null);
  const onOlderSeen = useEffectEvent(loadOlder);
  useEffect(() => {
    const target = olderRef.current;
    if (!target) return;
    const observer = new IntersectionObserver((entries) => {
      if (shownOnce.current && entries.some((entry) => entry.isIntersecting)) onOlderSeen();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage]);

  const followBottom = () => {
    following.current = true;
  };
  return { olderRef, loadOlder, followBottom };
}
