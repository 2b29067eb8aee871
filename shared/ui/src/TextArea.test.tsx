import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextArea } from './TextArea';

const LIMIT = 10;

function Bio({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <TextArea
      label="Bio"
      value={value}
      limit={LIMIT}
      counterLabel={(count, limit) => `${count} of ${limit} characters`}
      overLimitError="At most 10 characters"
      onChange={(event) => setValue(event.target.value)}
    />
  );
}

describe('TextArea', () => {
  it('counts the characters as they are typed, and says so to screen readers', async () => {
    render(<Bio />);
    const bio = screen.getByRole('textbox', { name: 'Bio' });
    expect(screen.getByText('0/10')).toBeInTheDocument();

    await userEvent.type(bio, 'Hello');

    expect(screen.getByText('5/10')).toBeInTheDocument();
    expect(bio).toHaveAccessibleDescription('5 of 10 characters');
    expect(bio).not.toHaveAttribute('aria-invalid');
  });

  it('keeps the whole of a text over the limit and marks it, rather than cutting it', () => {
    render(<Bio />);
    const bio = screen.getByRole('textbox', { name: 'Bio' });

    const pasted = 'A pasted biography';
    fireEvent.change(bio, { target: { value: pasted } });

    expect(bio).toHaveValue(pasted);
    expect(bio).not.toHaveAttribute('maxlength');
    expect(bio).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('18/10').parentElement).toHaveClass('dating-field__counter--over');
    expect(bio).toHaveAccessibleDescription('18 of 10 characters At most 10 characters');
  });

  it('clears the error once the text is back within the limit', async () => {
    render(<Bio initial="Eleven char" />);
    const bio = screen.getByRole('textbox', { name: 'Bio' });
    expect(bio).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(bio, '{Backspace}');

    expect(bio).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('At most 10 characters')).not.toBeInTheDocument();
  });
});
