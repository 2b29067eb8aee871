import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), ' +
  'textarea:not([disabled]), iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[inert]'),
  );
}

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  /** Escape, the backdrop and the close button call it; the owner decides to close. */
  onClose: () => void;
  /** The accessible name of a × close button, in the app's language; without it there is none. */
  closeLabel?: string;
  children?: ReactNode;
  /** Buttons at the bottom, e.g. the Yes/No of ConfirmModal. */
  footer?: ReactNode;
  /** Covers the whole viewport instead of floating over the page, e.g. "It's a Match!". */
  fullScreen?: boolean;
  /** An extra class on the dialog, so its owner can style what it holds. */
  className?: string;
}

/**
 * An accessible dialog for every app: labelled by its title, focus kept inside while open and
 * given back to whatever opened it. Styled by the `dating-modal` classes of `@dating/ui/ui.css`.
 */
export function Modal({
  open,
  title,
  onClose,
  closeLabel,
  children,
  footer,
  fullScreen = false,
  className,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) (focusableIn(dialog)[0] ?? dialog).focus();
    return () => opener?.focus();
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = focusableIn(dialogRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (
      event.shiftKey &&
      (document.activeElement === first || document.activeElement === dialogRef.current)
    ) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className={`dating-modal__backdrop${fullScreen ? ' dating-modal__backdrop--full-screen' : ''}`}
      onClick={() => onClose()}
    >
      <div
        ref={dialogRef}
        className={['dating-modal', fullScreen && 'dating-modal--full-screen', className]
          .filter(Boolean)
          .join(' ')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        onClick={(event) => event.stopPropagation()}
      >
        <header className="dating-modal__header">
          <h2 id={titleId} className="dating-modal__title">
            {title}
          </h2>
          {closeLabel ? (
            <button
              type="button"
              className="dating-modal__close"
              aria-label={closeLabel}
              onClick={onClose}
            >
              ×
            </button>
          ) : null}
        </header>
        {children ? <div className="dating-modal__body">{children}</div> : null}
        {footer ? <footer className="dating-modal__footer">{footer}</footer> : null}
      </div>
    </div>,
    document.body,
  );
}

export interface ConfirmModalProps {
  open: boolean;
  /** The question, e.g. the spec's 'Are you sure ?' or 'Remove related matches ?'. */
  title: ReactNode;
  children?: ReactNode;
  yesLabel: string;
  noLabel: string;
  onYes: () => void;
  /** Also called for Escape and the backdrop: leaving is answering no. */
  onNo: () => void;
}

/** The Yes/No prompt the spec asks for before unfriending, removing matches and the like. */
export function ConfirmModal({
  open,
  title,
  children,
  yesLabel,
  noLabel,
  onYes,
  onNo,
}: ConfirmModalProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onNo}
      footer={
        <>
          <button type="button" className="dating-button dating-button--ghost" onClick={onNo}>
            {noLabel}
          </button>
          <button type="button" className="dating-button" onClick={onYes}>
            {yesLabel}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
