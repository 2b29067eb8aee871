import { eventBus } from '@dating/web';

/** What the shell's sidebar hears: the `profile:changed` announcements of each test of a file. */
export function recordProfileChanges(): jest.Mock {
  const heard = jest.fn();
  beforeEach(() => {
    heard.mockClear();
    eventBus.on('profile:changed', heard);
  });
  afterEach(() => eventBus.off('profile:changed', heard));
  return heard;
}
