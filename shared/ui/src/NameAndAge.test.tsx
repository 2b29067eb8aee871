import { render } from '@testing-library/react';
import { NameAndAge } from './NameAndAge';

describe('NameAndAge', () => {
  it('keeps the name and its age in one item, with the comma of the language', () => {
    const { container, rerender } = render(<NameAndAge name="Anna" age={28} language="en" />);
    expect(container.children).toHaveLength(1);
    expect(container.firstElementChild).toHaveTextContent(/^Anna, 28$/);

    rerender(<NameAndAge name="Anna" age={28} language="ar" />);
    expect(container.firstElementChild).toHaveTextContent(/^Anna، 28$/);
    // The Latin name in its own direction, so the Arabic comma stays after it.
    expect(container.querySelector('bdi')).toHaveTextContent(/^Anna$/);
  });

  it('shows the name alone when the age is hidden', () => {
    const { container } = render(<NameAndAge name="Anna" age={null} language="en" />);
    expect(container.firstElementChild).toHaveTextContent(/^Anna$/);
  });
});
