import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@dating/web';
import type { PromptAnswer } from '@dating/contract';
import { PromptAnswers } from './PromptAnswers';

const ANSWERS: PromptAnswer[] = [
  { prompt_id: 3, prompt: 'A perfect Sunday…', answer: 'Market, then a long lunch' },
  { prompt_id: 1, prompt: 'My most irrational fear…', answer: 'Geese' },
];

function renderIn(language: 'en' | 'ar', onLike?: (answer: PromptAnswer) => void) {
  const i18n = createI18n({ namespace: 'app', resources: { en: { app: {} } }, language });
  return render(
    <I18nextProvider i18n={i18n}>
      <PromptAnswers prompts={ANSWERS} onLike={onLike} />
    </I18nextProvider>,
  );
}

describe('PromptAnswers', () => {
  it('lists the answers in their order, with nothing to like when read only', () => {
    renderIn('en');
    const items = within(screen.getByRole('list', { name: 'Prompts' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'A perfect Sunday…Market, then a long lunch',
      'My most irrational fear…Geese',
    ]);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('likes one answer, named in the app’s language', async () => {
    const onLike = jest.fn();
    renderIn('ar', onLike);
    await userEvent.click(
      screen.getByRole('button', { name: 'أعجبتني الإجابة عن «My most irrational fear…»' }),
    );
    expect(onLike).toHaveBeenCalledWith(ANSWERS[1]);
    expect(screen.getByRole('list', { name: 'الأسئلة' })).toBeInTheDocument();
  });
});
