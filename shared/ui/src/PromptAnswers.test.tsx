import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PromptAnswer } from '@dating/contract';
import { PromptAnswers } from './PromptAnswers';

const ANSWERS: PromptAnswer[] = [
  { prompt_id: 3, prompt: 'A perfect Sunday…', answer: 'Market, then a long lunch' },
  { prompt_id: 1, prompt: 'My most irrational fear…', answer: 'Geese' },
];

describe('PromptAnswers', () => {
  it('lists the answers in their order, with nothing to like when read only', () => {
    render(<PromptAnswers prompts={ANSWERS} label="Prompts" />);
    const items = within(screen.getByRole('list', { name: 'Prompts' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'A perfect Sunday…Market, then a long lunch',
      'My most irrational fear…Geese',
    ]);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('likes one answer, its button named after the prompt', async () => {
    const onLike = jest.fn();
    render(
      <PromptAnswers
        prompts={ANSWERS}
        label="Prompts"
        onLike={onLike}
        likeLabel={(prompt) => `Like the answer to "${prompt}"`}
      />,
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Like the answer to "My most irrational fear…"' }),
    );
    expect(onLike).toHaveBeenCalledWith(ANSWERS[1]);
  });

  it('shows nothing without answers', () => {
    const { container } = render(<PromptAnswers prompts={[]} label="Prompts" />);
    expect(container).toBeEmptyDOMElement();
  });
});
