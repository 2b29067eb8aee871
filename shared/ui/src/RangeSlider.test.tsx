import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@dating/web';
import { RangeSlider } from './RangeSlider';

function AgeRange({ initial = [25, 40] }: { initial?: number[] }) {
  const [ages, setAges] = useState(initial);
  return (
    <RangeSlider
      label="Age"
      min={18}
      max={60}
      value={ages}
      onChange={setAges}
      handleLabels={['Youngest age', 'Oldest age']}
      valueText={(age) => `${age} years`}
    />
  );
}

function renderIn(language: 'en' | 'ar', initial?: number[]) {
  const i18n = createI18n({ namespace: 'app', resources: {} });
  void i18n.changeLanguage(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <AgeRange initial={initial} />
    </I18nextProvider>,
  );
}

describe('RangeSlider', () => {
  it('is one named group of two handles, each named and read as words', () => {
    renderIn('en');
    expect(screen.getByRole('group', { name: 'Age' })).toBeInTheDocument();
    const [youngest, oldest] = screen.getAllByRole('slider') as [HTMLElement, HTMLElement];
    expect(youngest).toHaveAccessibleName('Youngest age');
    expect(youngest).toHaveAttribute('aria-valuenow', '25');
    expect(youngest).toHaveAttribute('aria-valuetext', '25 years');
    expect(youngest).toHaveAttribute('aria-valuemin', '18');
    expect(oldest).toHaveAccessibleName('Oldest age');
    expect(oldest).toHaveAttribute('aria-valuetext', '40 years');
  });

  it('moves each handle from the keyboard, Home and End to the ends', async () => {
    renderIn('en');
    const [youngest, oldest] = screen.getAllByRole('slider') as [HTMLElement, HTMLElement];

    youngest.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    expect(youngest).toHaveAttribute('aria-valuetext', '28 years');

    oldest.focus();
    await userEvent.keyboard('{End}');
    expect(oldest).toHaveAttribute('aria-valuenow', '60');

    youngest.focus();
    await userEvent.keyboard('{Home}');
    expect(youngest).toHaveAttribute('aria-valuenow', '18');
    expect(screen.getByText('18 years – 60 years')).toBeInTheDocument();
  });

  it('keeps the range in order: a handle pushed past the other hands over to it', async () => {
    renderIn('en', [39, 40]);
    const [youngest, oldest] = screen.getAllByRole('slider') as [HTMLElement, HTMLElement];

    youngest.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');

    expect(youngest).toHaveAttribute('aria-valuenow', '40');
    expect(oldest).toHaveAttribute('aria-valuenow', '42');
    expect(oldest).toHaveFocus();
  });

  it('runs from the right in Arabic: the left arrow raises the value', async () => {
    renderIn('ar');
    const [youngest] = screen.getAllByRole('slider') as [HTMLElement, HTMLElement];

    youngest.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(youngest).toHaveAttribute('aria-valuenow', '26');

    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(youngest).toHaveAttribute('aria-valuenow', '24');
    expect(screen.getByRole('group', { name: 'Age' }).querySelector('[dir]')).toHaveAttribute(
      'dir',
      'rtl',
    );
  });
});
