import { render } from '@testing-library/react';
import { Icon } from './Icon';

describe('Icon', () => {
  it('marks Rewind, which points back along the line, to be mirrored right to left', () => {
    const { container } = render(
      <div dir="rtl">
        <Icon name="rewind" className="extra" />
        <Icon name="close" />
      </div>,
    );
    const [rewind, close] = container.querySelectorAll('svg');
    expect(rewind).toHaveClass('dating-icon', 'dating-icon--directional', 'extra');
    expect(close).toHaveClass('dating-icon');
    expect(close).not.toHaveClass('dating-icon--directional');
  });

  it('marks Previous and Next, which point along the line, to be mirrored right to left', () => {
    const { container } = render(
      <div dir="rtl">
        <Icon name="previous" />
        <Icon name="next" />
      </div>,
    );
    for (const arrow of container.querySelectorAll('svg')) {
      expect(arrow).toHaveClass('dating-icon--directional');
    }
  });
});
