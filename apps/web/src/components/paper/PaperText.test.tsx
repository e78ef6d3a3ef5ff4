import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaperText } from './PaperText.tsx';

describe('PaperText', () => {
  it('renders text segments as text, even when they look like markup', () => {
    const { container } = render(
      <p>
        <PaperText segments={[{ text: 'Is <b>2</b> & 3 prime?' }]} />
      </p>,
    );
    expect(container.querySelector('b')).toBeNull();
    expect(container).toHaveTextContent('Is <b>2</b> & 3 prime?');
  });

  it('renders mathml segments as MathML markup beside the text', () => {
    const { container } = render(
      <p>
        <PaperText
          segments={[
            { text: 'Work out ' },
            { mathml: '<math><mfrac><mn>1</mn><mn>2</mn></mfrac></math>' },
            { text: '.' },
          ]}
        />
      </p>,
    );
    expect(container.querySelector('math mfrac')).not.toBeNull();
    expect(container).toHaveTextContent('Work out 12.');
  });
});
