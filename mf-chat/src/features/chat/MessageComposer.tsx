import { LIMITS, pathTo } from '@dating/contract';
import { useTimedMessage } from '@dating/ui';
import { Modal } from '@dating/ui/Modal';
import { VerifyToMessage } from '@dating/ui/VerifyToMessage';
import { isRefusal } from '@dating/web';
import { photoDataUrl } from '@dating/web/photoDataUrl';
import { validateChatMessage, validateImageFileName } from '@dating/contract/validation';
import { messageKeyOf } from '@dating/contract/messages';
import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TEST_IDS } from '../../testIds';
import { FlaggedSendDialog } from '../kinder-messages/FlaggedSendDialog';
import { quoteOf } from '../message-replies/quoteOf';
import { ReplyPreview } from '../message-replies/ReplyPreview';
import { ChatNotice } from './ChatNotice';
import {
  useSendMessageMutation,
  useUploadChatImageMutation,
  type SendArgs,
  type ThreadMessage,
} from './chatApi';
import { newClientId } from './newClientId';
import { useTypingSignal } from './useTypingSignal';

// The recorder (MediaRecorder, the upload, the preview) is its own chunk, loaded after the page.
const VoiceRecorder = lazy(() => import('../voice-notes/VoiceRecorder'));

export interface MessageComposerProps {
  memberId: number;
  chatId: number;
  receiverId: number;
  /** A block or a deleted account: shown, but nothing can be typed or sent. */
  inert: boolean;
  /** Puts the cursor in the input as the chat opens: a new match has nothing to read first. */
  focusOnOpen: boolean;
  /** The message the member answers (Reply), with its sender's name, until sent or cancelled. */
  replyTo: { message: ThreadMessage; name: string } | null;
  onReplyDone: () => void;
}

/** The text input and image button of a chat (spec sections 4 and 5, Chat message). */
export function MessageComposer({
  memberId,
  chatId,
  receiverId,
  inert,
  focusOnOpen,
  replyTo,
  onReplyDone,
}: MessageComposerProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [draft, setDraft] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const textInput = useRef<HTMLInputElement>(null);
  // Spec section 5: the chat's own checks and the upload's failure both show for 2 seconds.
  const notice = useTimedMessage();
  const [sendMessage] = useSendMessageMutation();
  const [uploadImage, { isLoading: uploading }] = useUploadChatImageMutation();
  const onKey = useTypingSignal({ chatId, memberId, receiverId });
  // A text the server flagged and did not store, waiting for 'Send anyway' or 'Edit'.
  const [flagged, setFlagged] = useState<string | null>(null);
  const [editing, setEditing] = useState(0);
  // The other member hears only from verified members: said until the chat is left.
  const [verifyFirst, setVerifyFirst] = useState(false);
  // A chosen picture (as a data URL), shown for Send or Cancel before anything is uploaded.
  const [picture, setPicture] = useState<string | null>(null);

  // Only as the chat opens: a later change (the first message sent) must not move the focus.
  const focusAtOpen = useRef(focusOnOpen);
  useEffect(() => {
    if (focusAtOpen.current) textInput.current?.focus();
  }, []);
  // Reply chosen: the member writes it at once.
  useEffect(() => {
    if (replyTo) textInput.current?.focus();
  }, [replyTo]);
  // After the dialog has closed (and given the focus back to what opened it).
  useEffect(() => {
    if (editing > 0) textInput.current?.focus();
  }, [editing]);

  const send = async (content: Pick<SendArgs, 'message' | 'image' | 'voice' | 'sendAnyway'>) => {
    const quote = replyTo && quoteOf(replyTo.message);
    onReplyDone();
    try {
      await sendMessage({
        memberId,
        chatId,
        receiverId,
        clientId: newClientId(),
        ...(quote && { replyTo: quote }),
        ...content,
      }).unwrap();
    } catch (error) {
      // Spec section 8: a refused send leaves the chat; an unreachable server keeps the text.
      // A flagged text is not refused for good: its sender is asked first.
      // Refused for want of the verified badge: the chat stays, with the way to get it.
      if (isRefusal(error) && error.flagged === 'true') setFlagged(content.message ?? '');
      else if (isRefusal(error) && messageKeyOf(error.message) === 'verifiedOnlyContact') {
        setVerifyFirst(true);
        if (content.message) setDraft((current) => current || (content.message ?? ''));
      } else if (isRefusal(error)) void navigate(pathTo('messages'));
      else if (content.message) setDraft((current) => current || (content.message ?? ''));
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateChatMessage(draft);
    if (problem) {
      notice.fromServer(problem);
      return;
    }
    setDraft('');
    void send({ message: draft });
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = validateImageFileName(file.name);
    if (problem) {
      notice.fromServer(problem);
      return;
    }
    try {
      setPicture(await photoDataUrl(file));
    } catch (error) {
      notice.fromFailure(error);
    }
  };

  const onSendPicture = async () => {
    if (picture === null) return;
    setPicture(null);
    try {
      const uploaded = await uploadImage(picture).unwrap();
      void send({ image: { name: uploaded.image_name, url: uploaded.imageurl } });
    } catch (error) {
      notice.fromFailure(error);
    }
  };

  const onSendAnyway = () => {
    if (flagged !== null) void send({ message: flagged, sendAnyway: true });
    setFlagged(null);
  };

  const onEdit = () => {
    if (flagged !== null) setDraft((current) => current || flagged);
    setFlagged(null);
    setEditing((count) => count + 1);
  };

  return (
    <form className="chat-composer" onSubmit={onSubmit} inert={inert}>
      <FlaggedSendDialog message={flagged} onSendAnyway={onSendAnyway} onEdit={onEdit} />
      <Modal
        open={picture !== null}
        title={t('chat.picturePreview')}
        onClose={() => setPicture(null)}
        className="chat-picture-preview"
        footer={
          <>
            <button
              type="button"
              className="dating-button dating-button--ghost"
              onClick={() => setPicture(null)}
            >
              {t('chat.cancel')}
            </button>
            <button type="button" className="dating-button" onClick={() => void onSendPicture()}>
              {t('chat.send')}
            </button>
          </>
        }
      >
        {picture === null ? null : (
          <img
            className="chat-picture-preview__image"
            src={picture}
            alt={t('chat.pictureChosen')}
          />
        )}
      </Modal>
      {verifyFirst ? (
        <VerifyToMessage
          reason={t('messages.verifiedOnlyContact')}
          linkLabel={t('chat.verifyToMessage')}
        />
      ) : null}
      <ChatNotice message={notice.shown} />
      {replyTo ? (
        <ReplyPreview
          quote={quoteOf(replyTo.message)}
          senderName={replyTo.name}
          onCancel={onReplyDone}
        />
      ) : null}
      <div className="chat-composer__row">
        <button
          type="button"
          className="chat-composer__attach"
          aria-label={uploading ? t('chat.uploading') : t('chat.attach')}
          aria-busy={uploading}
          disabled={inert || uploading}
          onClick={() => fileInput.current?.click()}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 17l5-6 4 5 3-3 4 4M4 5h16v14H4z" />
          </svg>
        </button>
        <input
          ref={fileInput}
          type="file"
          accept=".png,.jpg,.jpeg,.gif,image/png,image/jpeg,image/gif"
          hidden
          data-testid={TEST_IDS.imageInput}
          onChange={(event) => void onFile(event)}
        />
        <input
          ref={textInput}
          type="text"
          className="chat-composer__input"
          aria-label={t('chat.input')}
          placeholder={t('chat.placeholder')}
          maxLength={LIMITS.chatMessageMax}
          autoComplete="off"
          value={draft}
          disabled={inert}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => onKey(event.key)}
        />
        <Suspense fallback={null}>
          <VoiceRecorder
            disabled={inert}
            onSend={(voice) => void send({ voice })}
            onProblem={(error, text) =>
              text ? notice.fromClient(text) : notice.fromFailure(error)
            }
          />
        </Suspense>
        <button type="submit" className="dating-button chat-composer__send" disabled={inert}>
          {/* On a phone the word gives way to the icon and stays the button's name. */}
          <svg className="chat-composer__send-icon" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3.4 20.4 21 12 3.4 3.6 3.4 10.2 15 12 3.4 13.8z" />
          </svg>
          <span className="chat-composer__send-label">{t('chat.send')}</span>
        </button>
      </div>
    </form>
  );
}
