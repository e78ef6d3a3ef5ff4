import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REGISTRATION_PRIVACY } from '../content/registrationPrivacy.ts';
import { routes } from '../routes/paths.ts';
import { renderApp } from '../testing/renderApp.tsx';

describe('/privacypolicy', () => {
  it('has the exam registration section at #exam-registration, for the consent link', () => {
    const { container } = renderApp({ route: routes.privacy.path });
    const section = container.querySelector<HTMLElement>('#exam-registration');
    if (section === null) throw new Error('no #exam-registration section');
    expect(
      within(section).getByRole('heading', { level: 2, name: 'Exam registration' }),
    ).toBeInTheDocument();
    for (const paragraph of REGISTRATION_PRIVACY.en.paragraphs) {
      expect(within(section).getByText(paragraph)).toBeInTheDocument();
    }
    expect(screen.getAllByRole('heading', { level: 2, name: 'Exam registration' })).toHaveLength(1);
  });
});
