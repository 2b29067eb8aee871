import { LIMITS, type Profile } from '@dating/contract';
import { Icon, Loader, Page, useTimedMessage } from '@dating/ui';
import { useSession } from '@dating/web';
import { LoadingSkeleton } from '@dating/ui/Skeleton';
import { photoDataUrl } from '@dating/web/photoDataUrl';
import { MESSAGES } from '@dating/contract/messages';
import { FormMessage } from '@dating/ui/forms';
import { validateImageFileName } from '@dating/contract/validation';
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../testIds';
import { useNotFoundOnFailure } from '../not-found/useNotFoundOnFailure';
import { useOwnProfile } from '../profile/useOwnProfile';
import {
  useAddPhotoMutation,
  useDeletePhotoMutation,
  useSetFirstLookMutation,
  useUploadImageMutation,
} from './photosApi';
import { usePhotoRefusals } from './usePhotoRefusals';
import './EditPhotosPage.css';

/** Spec sections 4 and 9: the upload starts by itself 1 second after a file is chosen. */
export const UPLOAD_DELAY_MS = 1000;

/** Edit photos (spec section 2): a slider, add-photo, and First Look / Delete per photo. */
export function EditPhotosPage() {
  const { t } = useTranslation();
  const { data: profile, error } = useOwnProfile();
  useNotFoundOnFailure(error);

  return (
    <Page title={t('pages.editPhotos')}>
      <div className="dating-page__column">
        {profile ? (
          <PhotoEditor profile={profile} />
        ) : (
          <LoadingSkeleton label={t('common.loading')} layout="list" />
        )}
      </div>
    </Page>
  );
}

function PhotoEditor({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { memberId } = useSession();
  const message = useTimedMessage();
  const fileInput = useRef<HTMLInputElement>(null);
  const [pendingFile, setPendingFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [shownIndex, setShownIndex] = useState(0);
  const [menuOpen, setMenuOpen] = useState(false);
  const [uploadImage] = useUploadImageMutation();
  const [addPhoto] = useAddPhotoMutation();
  const [deletePhoto] = useDeletePhotoMutation();
  const [setFirstLook] = useSetFirstLookMutation();
  const photos = profile.imagess;
  const current = Math.min(shownIndex, Math.max(photos.length - 1, 0));
  const currentPhoto = photos[current];
  const { fromServer, fromFailure } = message;
  // Uploads the screening after their answer refused, by name, with why (shown when it came).
  const refusals = useRef(new Map<string, string>());
  usePhotoRefusals(
    useCallback(
      (notice) => {
        refusals.current.set(notice.image_name, notice.message);
        fromServer(notice.message);
      },
      [fromServer],
    ),
  );

  useEffect(() => {
    if (!pendingFile) return;
    const timer = window.setTimeout(() => {
      setPendingFile(null);
      setUploading(true);
      photoDataUrl(pendingFile)
        .then((dataUrl) => uploadImage(dataUrl).unwrap())
        .then((upload) =>
          addPhoto({ memberId, upload })
            .unwrap()
            .then(
              () => upload.image_name,
              // Refused before it was placed: the refusal is what the member reads.
              (failure: unknown) => {
                if (refusals.current.has(upload.image_name)) return upload.image_name;
                throw failure;
              },
            ),
        )
        .then(
          (name) => {
            if (!refusals.current.has(name)) fromServer(MESSAGES.imageUploaded, 'success');
          },
          (failure: unknown) => fromFailure(failure),
        )
        .finally(() => setUploading(false));
    }, UPLOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pendingFile, memberId, uploadImage, addPhoto, fromServer, fromFailure]);

  const busy = uploading || pendingFile !== null;

  const startAdding = () => {
    if (photos.length >= LIMITS.maxPhotos) {
      message.fromClient(MESSAGES.onlyFiveImages);
      return;
    }
    fileInput.current?.click();
  };

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a refusal.
    event.target.value = '';
    if (!file) {
      message.fromClient(MESSAGES.selectAnImage);
      return;
    }
    const problem = validateImageFileName(file.name);
    if (problem) {
      message.fromClient(problem);
      return;
    }
    setPendingFile(file);
  };

  const onDelete = async () => {
    setMenuOpen(false);
    if (!currentPhoto) return;
    if (current === 0) {
      message.fromClient(MESSAGES.profileImageCannotBeDeleted);
      return;
    }
    try {
      await deletePhoto({ memberId, photoUrl: currentPhoto }).unwrap();
      setShownIndex(current - 1);
    } catch (failure) {
      message.fromFailure(failure);
    }
  };

  const onFirstLook = async () => {
    setMenuOpen(false);
    if (!currentPhoto || current === 0) return;
    try {
      await setFirstLook({ memberId, photoUrl: currentPhoto }).unwrap();
      setShownIndex(0);
    } catch (failure) {
      message.fromFailure(failure);
    }
  };

  return (
    <>
      {/* Above the photo: below it, a desktop's fold hid a refusal until the member scrolled. */}
      <FormMessage message={message.shown} />
      <div
        className="photo-slider"
        role="group"
        aria-roledescription="carousel"
        aria-label={t('photos.slider')}
      >
        <button
          type="button"
          className="photo-slider__arrow"
          aria-label={t('photos.previous')}
          disabled={current === 0}
          onClick={() => setShownIndex(current - 1)}
        >
          <Icon name="previous" />
        </button>
        {currentPhoto ? (
          <figure className="photo-slider__slide" data-testid={TEST_IDS.photoSlide}>
            <img
              src={currentPhoto}
              alt={t('photos.photoAlt', { number: current + 1, count: photos.length })}
            />
            {current === 0 ? <figcaption>{t('photos.mainPhoto')}</figcaption> : null}
          </figure>
        ) : null}
        <button
          type="button"
          className="photo-slider__arrow"
          aria-label={t('photos.next')}
          disabled={current >= photos.length - 1}
          onClick={() => setShownIndex(current + 1)}
        >
          <Icon name="next" />
        </button>
      </div>
      <div className="photo-actions">
        <div className="photo-menu">
          <button
            type="button"
            className="dating-button dating-button--ghost"
            aria-haspopup="menu"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {t('photos.menu')}
          </button>
          {menuOpen ? (
            <ul role="menu" className="photo-menu__list">
              <li role="none">
                <button type="button" role="menuitem" onClick={() => void onFirstLook()}>
                  {t('photos.firstLook')}
                </button>
              </li>
              <li role="none">
                <button type="button" role="menuitem" onClick={() => void onDelete()}>
                  {t('photos.delete')}
                </button>
              </li>
            </ul>
          ) : null}
        </div>
        <button type="button" className="dating-button" disabled={busy} onClick={startAdding}>
          {busy ? <Loader label={t('photos.uploading')} /> : t('photos.add')}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/gif"
          hidden
          data-testid={TEST_IDS.photoFileInput}
          onChange={onFileChosen}
        />
      </div>
    </>
  );
}
