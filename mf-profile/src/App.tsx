import { Loader } from '@dating/ui';
import { RemoteApp, type PageMap } from '@dating/web';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { makeStore } from './app/store';
import { EditProfilePage } from './features/edit-profile/EditProfilePage';
import { HelpPage } from './features/help/HelpPage';
import { EditPhotosPage } from './features/photos/EditPhotosPage';
import { ProfilePage } from './features/profile/ProfilePage';
import { SettingsPage } from './features/settings/SettingsPage';
import { createProfileI18n } from './i18n/createProfileI18n';

const LazyQuestionsPage = lazy(async () => ({
  default: (await import('./features/questions/QuestionsPage')).QuestionsPage,
}));

/** The compatibility questions: a chunk of their own, loaded when the page is opened. */
function QuestionsPage() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Loader label={t('common.loading')} />}>
      <LazyQuestionsPage />
    </Suspense>
  );
}

const pages: PageMap<'profile'> = {
  profile: ProfilePage,
  editProfile: EditProfilePage,
  editPhotos: EditPhotosPage,
  settings: SettingsPage,
  help: HelpPage,
  questions: QuestionsPage,
};

/** The profile remote, exposed as `./App`; a default export because the shell loads it lazily. */
export default function App() {
  return (
    <RemoteApp
      remote="profile"
      pages={pages}
      makeStore={makeStore}
      createI18n={createProfileI18n}
    />
  );
}
