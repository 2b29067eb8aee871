import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@dating/web';
import { enMessages } from '@dating/contract/messages/en';
import { MAX_REPORT_MESSAGES } from '@dating/contract';
import { ReportDialog, type ReportFields, type ReportableMessage } from './ReportDialog';

// A failure's message is translated by the app that shows the dialog.
const i18n = createI18n({ namespace: 'app', resources: { en: { app: { messages: enMessages } } } });

function renderDialog(
  props: { messages?: ReportableMessage[]; offerFirst?: boolean } = {},
  submit: (report: ReportFields) => Promise<unknown> = () => Promise.resolve(),
  translations = i18n,
) {
  const onClose = jest.fn();
  const sent: ReportFields[] = [];
  render(
    <I18nextProvider i18n={translations}>
      <button type="button">Opener</button>
      <ReportDialog
        memberName="Sam"
        {...props}
        onSubmit={(report) => {
          sent.push(report);
          return submit(report);
        }}
        onClose={onClose}
      />
    </I18nextProvider>,
  );
  return { onClose, sent };
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send report' }));

describe('ReportDialog', () => {
  it('asks for a reason, then files it with details and thanks without saying what is done', async () => {
    const { sent, onClose } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Report Sam' })).toBeInTheDocument();
    // The keyboard is in the dialog: Close, then the reasons.
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Fake profile' })).toHaveFocus();

    await send();
    expect(sent).toEqual([]);
    expect(
      screen.getByRole('group', { name: 'Why are you reporting this member?' }),
    ).toHaveAccessibleDescription('Please choose a reason');

    await userEvent.click(screen.getByRole('radio', { name: 'Spam or scam' }));
    await userEvent.click(screen.getByRole('textbox', { name: 'What happened?' }));
    await userEvent.paste(' Sells followers ');
    await send();

    expect(sent).toEqual([{ reason: 'spam', details: 'Sells followers', message_ids: [] }]);
    expect(
      await screen.findByRole('dialog', { name: 'Thanks, we received your report.' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  }, 15_000);

  it('requires details for something else, counting up to 500 characters', async () => {
    const { sent } = renderDialog();
    await userEvent.click(screen.getByRole('radio', { name: 'Something else' }));
    const details = screen.getByRole('textbox', { name: 'What happened?' });
    expect(details).toHaveAccessibleDescription(/Required for “Something else”/);
    await send();
    expect(sent).toEqual([]);
    expect(details).toHaveAccessibleDescription(/Please tell us what happened/);

    await userEvent.click(details);
    await userEvent.paste('x'.repeat(501));
    expect(details).toHaveAccessibleDescription(/501 of 500 characters/);
    await send();
    expect(sent).toEqual([]);

    await userEvent.type(details, '{backspace}');
    await send();
    expect(sent).toEqual([{ reason: 'other', details: 'x'.repeat(500), message_ids: [] }]);
  }, 15_000);

  it(`attaches the ticked messages, at most ${MAX_REPORT_MESSAGES}`, async () => {
    const messages = Array.from({ length: 12 }, (_, index) => ({
      id: 100 + index,
      text: index === 0 ? '' : `message ${index}`,
    }));
    const { sent } = renderDialog({ messages });
    expect(screen.getByRole('checkbox', { name: 'Photo' })).toBeInTheDocument();
    for (const index of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
      await userEvent.click(screen.getByRole('checkbox', { name: `message ${index}` }));
    }
    expect(screen.getByRole('checkbox', { name: 'message 11' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'message 10' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'message 11' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Harassment or hate' }));
    await send();
    expect(sent[0]?.message_ids).toEqual([101, 102, 103, 104, 105, 106, 107, 108, 109, 111]);
  }, 20_000);

  it('shows the server’s refusal and keeps the form', async () => {
    const { sent } = renderDialog({}, () =>
      // A refusal as unwrap() rejects it: a CallError's status and message.
      Promise.reject(Object.assign(new Error('This member is not available'), { status: 404 })),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Under 18' }));
    await send();
    expect(sent).toHaveLength(1);
    expect(await screen.findByRole('alert')).toHaveTextContent('This member is not available');
    expect(screen.getByRole('radio', { name: 'Under 18' })).toBeChecked();
  });

  it('after an unmatch, offers the report first; No closes without reporting', async () => {
    const { onClose, sent } = renderDialog({ offerFirst: true });
    expect(screen.getByRole('dialog', { name: 'Report this member too?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(screen.getByRole('dialog', { name: 'Report Sam' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([]);
  });

  it('speaks the app’s language', async () => {
    const french = createI18n({ namespace: 'app', resources: { en: { app: {} } }, language: 'fr' });
    renderDialog({ offerFirst: true }, undefined, french);
    expect(screen.getByRole('dialog', { name: 'Signaler aussi ce membre ?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Signaler' }));
    expect(screen.getByRole('radio', { name: 'Faux profil' })).toBeInTheDocument();
  });
});
