import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Checkbox } from './Checkbox';

function Interest({ appearance }: { appearance: 'box' | 'chip' }) {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox label="Hiking" appearance={appearance} checked={checked} onChange={setChecked} />
  );
}

describe.each(['box', 'chip'] as const)('Checkbox (%s)', (appearance) => {
  it('toggles from its label and from the keyboard', async () => {
    render(<Interest appearance={appearance} />);
    const box = screen.getByRole('checkbox', { name: 'Hiking' });

    await userEvent.click(screen.getByText('Hiking'));
    expect(box).toBeChecked();

    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
  });
});
