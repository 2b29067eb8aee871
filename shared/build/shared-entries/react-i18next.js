// The shared `react-i18next` every app gets: only the hooks and provider the apps use (about 3 KB
// gzipped of the package's 11). It is read by file path through @dating/build's own dependency,
// because the package name itself means this shared module. ESLint allows exactly these names.
export {
  I18nextProvider,
  initReactI18next,
  useTranslation,
} from '../node_modules/react-i18next/dist/es/index.js';
