import { shellPageOf } from './shellPages';

describe('shellPageOf', () => {
  it.each([
    ['/web', 'welcome'],
    ['/web/', 'welcome'],
    ['/web/login', 'login'],
    ['/web/login/', 'login'],
    ['/web/helpmain', 'help'],
    ['/web/app', 'app'],
    ['/web/app/PeopleNear', 'app'],
    ['/web/app/Profile/edit', 'app'],
    ['/web/moderation', 'moderation'],
    ['/web/moderation/case/12', 'moderation'],
  ])('finds the page of %s', (address, page) => {
    expect(shellPageOf(address)).toBe(page);
  });

  it.each([
    '/web/loginx',
    '/web/login/more',
    '/web/application',
    '/web/moderations',
    '/webapp',
    '/other/login',
  ])('finds no page for %s: the 404 page answers it', (address) => {
    expect(shellPageOf(address)).toBeUndefined();
  });
});
