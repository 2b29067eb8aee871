import { IMAGE_EXTENSIONS } from '@dating/contract';
import { Loader, type TimedMessageControls } from '@dating/ui';
import { photoDataUrl } from '@dating/web/photoDataUrl';
import { MESSAGES } from '@dating/contract/messages';
import { validateImageFileName } from '@dating/contract/validation';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TEST_IDS } from '../../testIds';
import { useSingleSubmit } from '../forms/useSingleSubmit';
import { selectLanguage } from '../locale/localeSlice';
import { useUploadImageMutation } from './signupApi';
import { photoUploaded, selectSignup, stepFinished } from './signupSlice';

const ACCEPTED_TYPES = IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * Tab 2 (spec section 2), 'Upload great photos': choose a picture, then Add Photos. Back on this
 * tab after an upload, the member sees that photo and goes on with Next, or chooses another.
 */
export function PhotoStep({ message }: { message: TimedMessageControls }) {
  const { t } = useTranslation();
  const inputId = useId();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const [uploadImage] = useUploadImageMutation();
  const uploaded = useAppSelector(selectSignup).photo;
  const [picture, setPicture] = useState<string | null>(null);
  const keepsUpload = uploaded !== null && picture === null;
  const shown = picture ?? uploaded?.url ?? null;

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setPicture(null);
    // A refused earlier pick says nothing about this one.
    message.clear();
    if (!file) return;
    const invalid = validateImageFileName(file.name);
    if (invalid) {
      event.target.value = '';
      message.fromClient(invalid);
      return;
    }
    try {
      setPicture(await photoDataUrl(file));
    } catch {
      message.fromClient(MESSAGES.invalidFile);
    }
  };

  const upload = useSingleSubmit(async () => {
    if (keepsUpload) {
      dispatch(stepFinished('photo'));
      return;
    }
    if (!picture) {
      message.fromClient(MESSAGES.selectOneImage);
      return;
    }
    try {
      const answer = await uploadImage({ file: picture, language }).unwrap();
      dispatch(photoUploaded({ name: answer.image_name, url: answer.imageurl }));
    } catch (error) {
      message.fromFailure(error);
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void upload.run();
  };

  return (
    <form className="signup-step" noValidate onSubmit={onSubmit}>
      <label htmlFor={inputId} className="photo-pick">
        {shown ? (
          <img src={shown} alt={t('signup.photoPreview')} className="photo-pick__preview" />
        ) : (
          <svg viewBox="0 0 24 24" aria-hidden="true" className="photo-pick__placeholder">
            <path d="M4 7h3l2-3h6l2 3h3v13H4zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z" />
          </svg>
        )}
        <span>{shown ? t('signup.changePhoto') : t('signup.choosePhoto')}</span>
      </label>
      {keepsUpload ? <p role="status">{t('messages.imageUploaded')}</p> : null}
      <input
        id={inputId}
        type="file"
        accept={ACCEPTED_TYPES}
        className="visually-hidden"
        data-testid={TEST_IDS.photoInput}
        onChange={(event) => void onChoose(event)}
      />
      {upload.busy ? <Loader label={t('signup.uploading')} /> : null}
      <div className="signup-step__actions">
        <button type="submit" className="dating-button" disabled={upload.busy}>
          {keepsUpload ? t('signup.next') : t('signup.addPhotos')}
        </button>
      </div>
    </form>
  );
}
