import { readCookie, writeCookie } from './cookies';

describe('cookies', () => {
  afterEach(() => {
    document.cookie = 'language=; max-age=0; path=/';
    document.cookie = 'onboarded=; max-age=0; path=/';
    jest.restoreAllMocks();
  });

  it('reads document.cookie once in a task, however often a render asks', () => {
    document.cookie = 'language=fr; path=/';
    const getter = jest.spyOn(Document.prototype, 'cookie', 'get');
    expect(readCookie('language')).toBe('fr');
    expect(readCookie('onboarded')).toBeNull();
    expect(readCookie('language')).toBe('fr');
    expect(getter).toHaveBeenCalledTimes(1);
  });

  it('sees its own write at once', () => {
    writeCookie('language', 'sp', 60);
    expect(readCookie('language')).toBe('sp');
    writeCookie('language', 'ar', 60);
    expect(readCookie('language')).toBe('ar');
  });

  it("sees another tab's write in the next task", async () => {
    writeCookie('onboarded', 'true', 60);
    expect(readCookie('onboarded')).toBe('true');
    // Another tab logs out: the cookie changes without this module's writeCookie.
    document.cookie = 'onboarded=false; path=/';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(readCookie('onboarded')).toBe('false');
  });
});
