import { mockApi } from '@dating/testing';
import { screen, within } from '@testing-library/react';
import { aProfile, profileAnswer } from '../../testing/profileFixture';
import { renderProfileApp } from '../../testing/renderProfileApp';

const SECTIONS = ['Dating', 'Privacy', 'Notifications', 'Your data', 'Account'];

async function renderLoaded() {
  mockApi({ webprofile: profileAnswer(aProfile()) });
  renderProfileApp('/app/settings');
  // The settings form shows once the profile is there.
  await screen.findByRole('switch', { name: 'Like notification' });
}

describe('Settings sections', () => {
  it('lists every section in the table of contents, each link leading to its section', async () => {
    await renderLoaded();

    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(SECTIONS);
    for (const link of links) {
      const target = link.getAttribute('href') ?? '';
      expect(target).toMatch(/^#/);
      const section = document.getElementById(target.slice(1));
      expect(section?.tagName).toBe('SECTION');
      expect(section).toBe(screen.getByRole('region', { name: link.textContent ?? '' }));
    }
  });

  it('titles each section with one h2', async () => {
    await renderLoaded();

    for (const name of SECTIONS) {
      const section = screen.getByRole('region', { name });
      const titles = within(section).getAllByRole('heading', { level: 2 });
      expect(titles.map((title) => title.textContent)).toEqual([name]);
    }
  });

  it('puts each switch in its section, with the one Save after all of them', async () => {
    await renderLoaded();

    const placed = {
      Dating: ['Feed job'],
      Privacy: [/Make me invisible/, 'Send read receipts'],
      Notifications: ['Like notification', 'New matches'],
    };
    for (const [name, switches] of Object.entries(placed)) {
      const section = screen.getByRole('region', { name });
      for (const label of switches) {
        expect(within(section).getByRole('switch', { name: label })).toBeInTheDocument();
      }
    }
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveAccessibleDescription(/Save keeps your purpose and the switches/);
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    const yourData = screen.getByRole('region', { name: 'Your data' });
    expect(notifications.compareDocumentPosition(save)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(yourData.compareDocumentPosition(save)).toBe(Node.DOCUMENT_POSITION_PRECEDING);
  });
});
