import { useEffect } from 'react';

/** Read by the shell's layout (AppLayout.css) for a page that fills the screen. */
const VIEWPORT_PROPERTY = '--app-viewport-block-size';

/**
 * While mounted, the layout is as tall as the part of the screen the member sees: an on-screen
 * keyboard shrinks the visual viewport but not `100dvh` (iOS Safari, Chrome on Android by
 * default), which would leave the composer under the keyboard and the header scrolled away.
 */
export function useVisibleViewportHeight(): void {
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const root = document.documentElement;
    const follow = () => {
      // Times the zoom: pinching in shrinks the visual viewport too, and must not shrink the chat.
      const visible = Math.round(viewport.height * viewport.scale);
      root.style.setProperty(VIEWPORT_PROPERTY, `${visible}px`);
    };
    follow();
    viewport.addEventListener('resize', follow);
    return () => {
      viewport.removeEventListener('resize', follow);
      root.style.removeProperty(VIEWPORT_PROPERTY);
    };
  }, []);
}
