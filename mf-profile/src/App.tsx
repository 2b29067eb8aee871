import { RemoteApp, type PageMap } from '@dating/web';
import { makeStore } from './app/store';
import { EditProfilePage } from './features/edit-profile/EditProfilePage';
import { HelpPage } from './features/help/HelpPage';
import { EditPhotosPage } from './features/photos/EditPhotosPage';
import { ProfilePage } from './features/profile/ProfilePage';
import { SettingsPage } from './features/settings/SettingsPage';
import { createProfileI18n } from './i18n/createProfileI18n';

const pages: PageMap<'profile'> = {
  profile: ProfilePage,
  editProfile: EditProfilePage,
  editPhotos: EditPhotosPage,
  settings: SettingsPage,
  help: HelpPage,
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
