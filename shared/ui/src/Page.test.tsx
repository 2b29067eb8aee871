import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Page } from './Page';

describe('Page', () => {
  it('is a region named by its one title, with its back link and actions', () => {
    render(
      <MemoryRouter>
        <Page
          title="Edit profile"
          back={{ to: '/web/app/Profile', label: 'Back to profile' }}
          actions={<button type="button">Filter</button>}
        >
          <p>Form</p>
        </Page>
      </MemoryRouter>,
    );
    const page = screen.getByRole('region', { name: 'Edit profile' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to profile' })).toHaveAttribute(
      'href',
      '/web/app/Profile',
    );
    expect(page).toContainElement(screen.getByRole('button', { name: 'Filter' }));
    expect(page).toHaveClass('dating-page');
  });
});
