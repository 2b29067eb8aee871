import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextField } from './TextField';

function Name({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Name"
      hint="Letters and spaces"
      error={error}
      value={value}
      onChange={(event) => setValue(event.target.value)}
    />
  );
}

describe('TextField', () => {
  it('is named by its label and described by its hint', async () => {
    render(<Name />);
    const field = screen.getByRole('textbox', { name: 'Name' });
    expect(field).toHaveAccessibleDescription('Letters and spaces');
    expect(field).not.toHaveAttribute('aria-invalid');

    await userEvent.type(field, 'Alice');
    expect(field).toHaveValue('Alice');
  });

  it('ties its error to the input and marks it invalid', () => {
    render(<Name error="At most 20 characters" />);
    const field = screen.getByRole('textbox', { name: 'Name' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Letters and spaces At most 20 characters');
  });

  it('keeps a hidden label for screen readers', () => {
    render(<TextField label="Search" hideLabel placeholder="Search" readOnly value="" />);
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByText('Search')).toHaveClass('dating-visually-hidden');
  });
});
