// The web runtime every app shares, one instance a page: the base query and its early calls, the
// session, the bus, i18n, the realtime socket and what a remote is mounted with. A picked picture
// re-encoded for upload is `@dating/web/photoDataUrl`, and a call's file (a voice note, a data
// export) `@dating/web/fetchCallFile`: only the pages that use them load them.
export * from './api/wire';
export * from './api/baseQuery';
export * from './api/ownProfileEndpoint';
export { PAINTED_CARD_ID, peekEarlyAnswer, SCRIPTS_HELD_AT_MOST_MS } from './api/earlyCalls';
export * from './bus/eventBus';
export * from './session/session';
export * from './session/clientStorage';
export * from './i18n/createI18n';
export * from './i18n/useAppLanguage';
export * from './remote/createRemoteStore';
export * from './remote/RemoteRoutes';
export * from './remote/RemoteApp';
export * from './remote/RemoteProviders';
export * from './remote/remoteWidgets';
export * from './realtime/realtime';
export * from './tasks/whenPageIdle';
export * from './tasks/yieldToMain';
