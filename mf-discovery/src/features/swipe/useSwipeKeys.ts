import { useEffect, useRef } from 'react';
import type { SwipeAction } from './swipeDeckSlice';

const KEY_SWIPES: Partial<Record<string, SwipeAction>> = {
  ArrowRight: 'like',
  ArrowLeft: 'nope',
  ArrowUp: 'superlike',
};

/** Where the arrow keys already mean something: typing, choosing, sliding. */
const OWNS_ARROW_KEYS = [
  'input',
  'textarea',
  'select',
  '[contenteditable]:not([contenteditable="false"])',
  '[role="textbox"]',
  '[role="combobox"]',
  '[role="listbox"]',
  '[role="slider"]',
  '[role="spinbutton"]',
  '[role="radiogroup"]',
  '[role="menu"]',
  '[role="tablist"]',
].join(', ');

function swipeOfKey(event: KeyboardEvent): SwipeAction | null {
  if (event.defaultPrevented || event.repeat) return null;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  const swipe = KEY_SWIPES[event.key];
  if (!swipe) return null;
  if (event.target instanceof Element && event.target.closest(OWNS_ARROW_KEYS)) return null;
  // A dialog (this deck's or any app's) has the keyboard while it is open.
  if (document.querySelector('[aria-modal="true"]')) return null;
  return swipe;
}

/**
 * The arrow keys swipe the top card from anywhere on the page, with nothing to click first: left
 * nope, right like, up super like. A held key swipes once.
 */
export function useSwipeKeys(onSwipe: (action: SwipeAction) => void, enabled: boolean) {
  // The listener stays for the deck's life and always calls the latest swipe.
  const latest = useRef({ onSwipe, enabled });
  useEffect(() => {
    latest.current = { onSwipe, enabled };
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const swipe = swipeOfKey(event);
      if (!swipe || !latest.current.enabled) return;
      event.preventDefault();
      latest.current.onSwipe(swipe);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
