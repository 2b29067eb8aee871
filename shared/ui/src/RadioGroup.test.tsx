import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RadioGroup } from './RadioGroup';
import { SegmentedControl } from './SegmentedControl';

const GENDERS = [
  { value: 'men', label: 'Men' },
  { value: 'women', label: 'Women' },
  { value: 'everyone', label: 'Everyone' },
] as const;

type Gender = (typeof GENDERS)[number]['value'];

function Gender({ segmented }: { segmented?: boolean }) {
  const [value, setValue] = useState<Gender>('men');
  const Group = segmented ? SegmentedControl : RadioGroup;
  return <Group legend="Show me" options={GENDERS} value={value} onChange={setValue} />;
}

describe.each([
  ['RadioGroup', false],
  ['SegmentedControl', true],
])('%s', (_name, segmented) => {
  it('is one named group whose arrow keys move the choice', async () => {
    render(<Gender segmented={segmented} />);
    expect(screen.getByRole('group', { name: 'Show me' })).toBeInTheDocument();
    const men = screen.getByRole('radio', { name: 'Men' });
    expect(men).toBeChecked();

    men.focus();
    await userEvent.keyboard('{ArrowRight}');

    expect(screen.getByRole('radio', { name: 'Women' })).toBeChecked();
    expect(men).not.toBeChecked();
  });

  it('chooses an option by its label', async () => {
    render(<Gender segmented={segmented} />);
    await userEvent.click(screen.getByText('Everyone'));
    expect(screen.getByRole('radio', { name: 'Everyone' })).toBeChecked();
  });
});

it('describes the group by its error', () => {
  render(
    <RadioGroup
      legend="Gender"
      options={GENDERS}
      value={undefined}
      onChange={jest.fn()}
      error="Pick one"
    />,
  );
  expect(screen.getByRole('group', { name: 'Gender' })).toHaveAccessibleDescription('Pick one');
  expect(screen.getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked)).toBe(
    true,
  );
});
