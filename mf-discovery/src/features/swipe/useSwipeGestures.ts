import { useRef, useState, type PointerEvent } from 'react';
import type { SwipeAction } from './swipeDeckSlice';

/** How far a card must be dragged, in CSS pixels, before letting go swipes it. */
export const SWIPE_THRESHOLD_PX = 100;

export interface DragOffset {
  x: number;
  y: number;
}

const REST: DragOffset = { x: 0, y: 0 };

/** The swipe a drag ends in: right likes, left nopes, up super likes; short drags spring back. */
export function swipeOfDrag({ x, y }: DragOffset): SwipeAction | null {
  if (-y > SWIPE_THRESHOLD_PX && -y > Math.abs(x)) return 'superlike';
  if (x > SWIPE_THRESHOLD_PX) return 'like';
  if (x < -SWIPE_THRESHOLD_PX) return 'nope';
  return null;
}

/**
 * Drag or touch (pointer events, so mouse, pen and finger alike) for the top card of the deck. No
 * gesture library: this is all the deck needs.
 */
export function useSwipeGestures(onSwipe: (action: SwipeAction) => void, enabled: boolean) {
  const [offset, setOffset] = useState<DragOffset>(REST);
  const [dragging, setDragging] = useState(false);
  const start = useRef<{ x: number; y: number; pointerId: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (!enabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
    start.current = { x: event.clientX, y: event.clientY, pointerId: event.pointerId };
    setDragging(true);
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const from = start.current;
    if (!from || from.pointerId !== event.pointerId) return;
    setOffset({ x: event.clientX - from.x, y: event.clientY - from.y });
  };

  const end = (event: PointerEvent<HTMLElement>) => {
    const from = start.current;
    if (!from || from.pointerId !== event.pointerId) return;
    start.current = null;
    setDragging(false);
    const swipe = swipeOfDrag({ x: event.clientX - from.x, y: event.clientY - from.y });
    setOffset(REST);
    if (swipe) onSwipe(swipe);
  };

  const onPointerCancel = () => {
    start.current = null;
    setDragging(false);
    setOffset(REST);
  };

  return {
    offset,
    dragging,
    cardHandlers: { onPointerDown, onPointerMove, onPointerUp: end, onPointerCancel },
  };
}
