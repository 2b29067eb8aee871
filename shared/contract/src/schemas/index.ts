/**
 * The wire contract (spec sections 3 and 7): one TypeBox schema for every call's fields and
 * answer and every socket event's payload, which the server validates and serialises with; the
 * browsers use only their types (`Static<>`), through `@dating/contract`.
 */
export * from './wire';
export * from './call';
export * from './calls';
export * from './chatFilters';
export * from './discoveryFilters';
export * from './settingsFlags';
export * from './privacyChoices';
export * from './accounts';
export * from './chat';
export * from './mediaCalls';
export * from './contactSafety';
export * from './content';
export * from './discovery';
export * from './payments';
export * from './photos';
export * from './places';
export * from './platform';
export * from './remoteReleases';
export * from './releaseHashes';
export * from './profile';
export * from './profileFields';
export * from './profileFieldSchemas';
export * from './prompts';
export * from './compatibility';
export * from './compatibilityChoices';
export * from './push';
export * from './safety';
export * from './moderation';
export * from './verification';
export * from './privacy';
export * from './emailDigests';
export * from './dataExport';
