import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Switch } from './Switch';

function Setting({ disabled }: { disabled?: boolean }) {
  const [on, setOn] = useState(false);
  return (
    <Switch
      label="Make me invisible"
      hint="Premium only"
      checked={on}
      onChange={setOn}
      disabled={disabled}
    />
  );
}

describe('Switch', () => {
  it('is a switch named by its label, described by its hint, toggled by Space', async () => {
    render(<Setting />);
    const toggle = screen.getByRole('switch', { name: 'Make me invisible' });
    expect(toggle).toHaveAccessibleDescription('Premium only');
    expect(toggle).not.toBeChecked();

    toggle.focus();
    await userEvent.keyboard(' ');
    expect(toggle).toBeChecked();

    await userEvent.click(screen.getByText('Make me invisible'));
    expect(toggle).not.toBeChecked();
  });

  it('does not change while disabled', async () => {
    render(<Setting disabled />);
    const toggle = screen.getByRole('switch', { name: 'Make me invisible' });
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
  });
});
