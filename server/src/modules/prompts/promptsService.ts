import type { Prompt, PromptAnswer, PromptAnswerInput } from '@dating/contract/schemas';
import {
  DEFAULT_LANGUAGE,
  LIMITS,
  MESSAGES,
  validatePromptAnswer,
  type Language,
} from '@dating/contract/rules';
import { ApiError } from '../../http/apiError';
import type { ScamReview } from '../scams/scamReview';
import type { PromptsRepository } from './promptsRepository';

const PROMPT_TEXT_MAX = 100;

/**
 * Profile prompts: the admin's list (per language, like the other admin content; the admin CLI
 * edits it through here) and members' answers, checked with the rule the form checks.
 */
export class PromptsService {
  constructor(
    private readonly repository: PromptsRepository,
    /** Refuses an answer asking to move to another app or for money. */
    private readonly scams: Pick<ScamReview, 'refuseShared'>,
  ) {}

  list(language: Language = DEFAULT_LANGUAGE): Promise<Prompt[]> {
    return this.repository.listPrompts(language);
  }

  /** webprompts: the list to choose from and the member's answers, both in `language`. */
  async choices(
    memberId: number,
    language: Language,
  ): Promise<{ prompts: Prompt[]; answers: PromptAnswer[] }> {
    const [prompts, answers] = await Promise.all([
      this.list(language),
      this.answersOf(memberId, language),
    ]);
    return { prompts, answers };
  }

  async answersOf(memberId: number, language: Language): Promise<PromptAnswer[]> {
    return (await this.repository.answersOf([memberId], language)).get(memberId) ?? [];
  }

  /**
   * websetprompts: the member's answers become these, in this order; the whole list is refused
   * for one answer at fault. Answers are stored trimmed.
   */
  async setAnswers(
    memberId: number,
    inputs: readonly PromptAnswerInput[],
    language: Language,
  ): Promise<PromptAnswer[]> {
    if (inputs.length > LIMITS.maxPromptAnswers) {
      throw new ApiError(400, MESSAGES.tooManyPrompts);
    }
    const problem = inputs.map(({ answer }) => validatePromptAnswer(answer)).find(Boolean);
    if (problem) throw new ApiError(400, problem);
    const ids = inputs.map(({ prompt_id }) => prompt_id);
    if (new Set(ids).size !== ids.length) throw new ApiError(400, MESSAGES.promptAnsweredTwice);
    const existing = await this.repository.existingIds(ids);
    if (!ids.every((id) => existing.has(id))) throw new ApiError(400, MESSAGES.promptNotFound);
    await this.scams.refuseShared(inputs.map(({ answer }) => answer));
    await this.repository.replaceAnswers(
      memberId,
      inputs.map(({ prompt_id, answer }) => ({ prompt_id, answer: answer.trim() })),
    );
    return this.answersOf(memberId, language);
  }

  /** The member's answer to the prompt, or undefined when they have not answered it. */
  answerOf(memberId: number, promptId: number): Promise<string | undefined> {
    return this.repository.answerOf(memberId, promptId);
  }

  async addPrompt(text: string): Promise<number> {
    return this.repository.addPrompt(requirePromptText(text));
  }

  async setText(id: number, text: string, language: Language): Promise<void> {
    if (!(await this.repository.setText(id, language, requirePromptText(text)))) {
      throw new ApiError(404, `No prompt with id ${id}`);
    }
  }

  /** Members' answers to it go with it. */
  async removePrompt(id: number): Promise<void> {
    if (!(await this.repository.removePrompt(id))) {
      throw new ApiError(404, `No prompt with id ${id}`);
    }
  }
}

function requirePromptText(value: string): string {
  const trimmed = value.trim().replace(/\s+/g, ' ');
  if (trimmed.length === 0 || trimmed.length > PROMPT_TEXT_MAX) {
    throw new ApiError(400, `A prompt has 1 to ${PROMPT_TEXT_MAX} characters`);
  }
  return trimmed;
}
