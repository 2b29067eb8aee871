import { render } from '@testing-library/react';
import { IsolatedSentence } from './IsolatedSentence';

describe('IsolatedSentence', () => {
  it('isolates each member-written value of a translated sentence in its own bdi', () => {
    const { container } = render(
      <p>
        <IsolatedSentence
          values={{ name: 'Zoé', content: 'Paris, France' }}
          sentence={({ name, content }) => `${content} ← انتقل ${name} إلى`}
        />
      </p>,
    );

    const isolated = [...container.querySelectorAll('bdi')].map((bdi) => bdi.textContent);
    expect(isolated).toEqual(['Paris, France', 'Zoé']);
    expect(container.textContent).toBe('Paris, France ← انتقل Zoé إلى');
  });

  it('keeps the text around a single value as the translation wrote it', () => {
    const { container } = render(
      <IsolatedSentence values={{ name: 'Ana' }} sentence={({ name }) => `Hi ${name}!`} />,
    );

    expect(container.innerHTML).toBe('Hi <bdi>Ana</bdi>!');
  });
});
