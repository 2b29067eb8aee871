import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Closer to the end than this, the member is reading the newest messages. */
const AT_END_PX = 64;

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

function scrollToEnd(scroller: HTMLElement, behavior: ScrollBehavior): void {
  if (typeof scroller.scrollTo === 'function') {
    scroller.scrollTo({ top: scroller.scrollHeight, behavior });
  } else {
    scroller.scrollTop = scroller.scrollHeight;
  }
}

export interface StickToBottom {
  scrollerRef: React.RefObject<HTMLDivElement | null>;
  contentRef: React.RefObject<HTMLDivElement | null>;
  onScroll: () => void;
  /** Newer messages came while the member read older ones. */
  unseen: boolean;
  showNewest: () => void;
}

/**
 * Keeps a history scrolled to its newest message: at once when it opens, and as messages arrive
 * or it grows (an image loading, the typing line, a keyboard shrinking it), unless the member
 * scrolled up to read; then `unseen` says newer ones wait below. `newestKey` changes with the
 * newest message; `mine` says the member sent it, which always shows it.
 */
export function useStickToBottom(newestKey: string, mine: boolean): StickToBottom {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const lastTop = useRef(0);
  const [unseen, setUnseen] = useState(false);

  const showNewest = useCallback(() => {
    following.current = true;
    setUnseen(false);
    if (scrollerRef.current) scrollToEnd(scrollerRef.current, scrollBehavior());
  }, []);

  const onScroll = useCallback(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const fromEnd = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight;
    if (fromEnd <= AT_END_PX) {
      following.current = true;
      setUnseen(false);
    } else if (scroller.scrollTop < lastTop.current) {
      // Only the member scrolls up: the history's own scrolling always goes down.
      following.current = false;
    }
    lastTop.current = scroller.scrollTop;
  }, []);

  // Opening the chat shows its end before the first paint.
  useLayoutEffect(() => {
    if (scrollerRef.current) scrollToEnd(scrollerRef.current, 'auto');
  }, []);

  const shownKey = useRef(newestKey);
  useEffect(() => {
    if (newestKey === shownKey.current) return;
    shownKey.current = newestKey;
    if (following.current || mine) showNewest();
    else setUnseen(true);
  }, [newestKey, mine, showNewest]);

  useEffect(() => {
    const scroller = scrollerRef.current;
    const content = contentRef.current;
    if (!scroller || !content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (following.current) scrollToEnd(scroller, 'auto');
    });
    observer.observe(scroller);
    observer.observe(content);
    return () => observer.disconnect();
  }, []);

  return { scrollerRef, contentRef, onScroll, unseen, showNewest };
}
