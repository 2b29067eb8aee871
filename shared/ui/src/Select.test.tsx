import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './Select';

const SHOW = [
  { value: 'all', label: 'All matches' },
  { value: 'online', label: 'Online' },
] as const;

describe('Select', () => {
  it('is named by its label and answers the chosen option', async () => {
    const onChange = jest.fn();
    render(<Select label="Show" options={SHOW} value="all" onChange={onChange} hint="Matches" />);
    const select = screen.getByRole('combobox', { name: 'Show' });
    expect(select).toHaveAccessibleDescription('Matches');

    await userEvent.selectOptions(select, 'Online');

    expect(onChange).toHaveBeenCalledWith('online');
  });
});
