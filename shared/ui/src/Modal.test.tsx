import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmModal, Modal } from './Modal';

function ModalOpener({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open filter
      </button>
      <Modal
        open={open}
        title="Filter"
        onClose={close}
        closeLabel="Close"
        footer={<button type="button">Apply</button>}
      >
        <label>
          Distance <input type="number" />
        </label>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a modal dialog named by its title, with focus moved inside', async () => {
    render(<ModalOpener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open filter' }));

    const dialog = screen.getByRole('dialog', { name: 'Filter' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    render(<ModalOpener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open filter' }));

    await userEvent.tab();
    expect(screen.getByRole('spinbutton', { name: 'Distance' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = jest.fn();
    render(<ModalOpener onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open filter' });
    await userEvent.click(opener);

    await userEvent.keyboard('{Escape}');

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a click outside the dialog but not inside it', async () => {
    const onClose = jest.fn();
    render(<ModalOpener onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open filter' }));

    await userEvent.click(screen.getByRole('spinbutton', { name: 'Distance' }));
    expect(onClose).not.toHaveBeenCalled();

    const backdrop = screen.getByRole('dialog').parentElement;
    if (!backdrop) throw new Error('the dialog has no backdrop');
    await userEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('ConfirmModal', () => {
  function renderConfirm() {
    const onYes = jest.fn();
    const onNo = jest.fn();
    render(
      <ConfirmModal
        open
        title="Are you sure ?"
        yesLabel="Yes"
        noLabel="No"
        onYes={onYes}
        onNo={onNo}
      >
        Unfriend Anna?
      </ConfirmModal>,
    );
    return { onYes, onNo };
  }

  it('asks the question with No focused first, and Yes confirms', async () => {
    const { onYes, onNo } = renderConfirm();

    expect(screen.getByRole('dialog', { name: 'Are you sure ?' })).toHaveTextContent(
      'Unfriend Anna?',
    );
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));

    expect(onYes).toHaveBeenCalledTimes(1);
    expect(onNo).not.toHaveBeenCalled();
  });

  it('answers no for the No button and for Escape', async () => {
    const { onYes, onNo } = renderConfirm();

    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    await userEvent.keyboard('{Escape}');

    expect(onNo).toHaveBeenCalledTimes(2);
    expect(onYes).not.toHaveBeenCalled();
  });
});
