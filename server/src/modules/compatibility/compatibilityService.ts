import {
  QUESTION_CATEGORIES,
  type CompareAnswersResponse,
  type CompatibilityQuestion,
  type Importance,
  type OwnQuestionAnswer,
  type QuestionCategory,
} from '@dating/contract/schemas';
import { DEFAULT_LANGUAGE, MESSAGES, type Language } from '@dating/contract/rules';
import { ApiError } from '../../http/apiError';
import type { MemberVisibility } from '../discovery/memberVisibility';
import type { CompatibilityRepository, StoredAnswer } from './compatibilityRepository';
import { matchPercent } from './matchPercent';

const QUESTION_TEXT_MAX = 200;

/** A member's answer as websetquestionanswer carries it. */
export interface AnswerInput {
  question_id: number;
  choice_id: number;
  accepted: readonly number[];
  importance: Importance;
  public?: 'true' | 'false';
}

/**
 * Compatibility questions: the admin's list (per language, like the other admin content; the
 * admin CLI edits it through here), a member's own answers, and the comparison with someone
 * the member may see.
 */
export class CompatibilityService {
  constructor(
    private readonly repository: CompatibilityRepository,
    /** Who the member may compare with: whoever they may open the profile of. */
    private readonly visibility: Pick<MemberVisibility, 'look'>,
    private readonly now: () => Date,
  ) {}

  list(language: Language = DEFAULT_LANGUAGE): Promise<CompatibilityQuestion[]> {
    return this.repository.listQuestions(language);
  }

  /** webquestions: the questions in `language` and the member's own answers. */
  async questions(
    memberId: number,
    language: Language,
  ): Promise<{ questions: CompatibilityQuestion[]; answers: OwnQuestionAnswer[] }> {
    const [questions, answers] = await Promise.all([
      this.list(language),
      this.repository.answersOf(memberId),
    ]);
    return { questions, answers: answers.map(wireAnswer) };
  }

  /**
   * websetquestionanswer: the member's answer to one question, replacing any earlier. The
   * answer and the accepted ones must be the question's; accepting nothing is refused, and when
   * nothing matters (irrelevant) every answer is accepted, as OkCupid does.
   */
  async setAnswer(memberId: number, input: AnswerInput): Promise<OwnQuestionAnswer> {
    const choices = await this.repository.choicesOf(input.question_id);
    if (!choices) throw new ApiError(400, MESSAGES.questionNotFound);
    const known = (id: number) => choices.includes(id);
    if (!known(input.choice_id) || !input.accepted.every(known)) {
      throw new ApiError(400, MESSAGES.questionChoiceUnknown);
    }
    const accepted =
      input.importance === 'irrelevant'
        ? choices
        : choices.filter((id) => input.accepted.includes(id));
    if (accepted.length === 0) throw new ApiError(400, MESSAGES.questionAcceptSome);
    const answer: StoredAnswer = {
      question_id: input.question_id,
      choice_id: input.choice_id,
      accepted,
      importance: input.importance,
      public: input.public !== 'false',
    };
    await this.repository.saveAnswer(memberId, answer, this.now());
    return wireAnswer(answer);
  }

  /** webremovequestionanswer: the member takes their answer back (no answer: nothing to do). */
  removeAnswer(memberId: number, questionId: number): Promise<void> {
    return this.repository.removeAnswer(memberId, questionId);
  }

  /**
   * webcompareanswers: the percentage with a member the viewer may see (as their profile opens;
   * anyone else is answered as unknown), over every question both answered, and the questions
   * both answered and both show, with both answers.
   */
  async compare(
    viewerId: number,
    memberId: number,
    language: Language,
  ): Promise<Omit<CompareAnswersResponse, 'status'>> {
    await this.visibility.look(viewerId, memberId);
    const [tallies, rows] = await Promise.all([
      this.repository.tallies(viewerId, [memberId]),
      this.repository.compared(viewerId, memberId, language),
    ]);
    const tally = tallies.get(memberId);
    const percent = tally ? matchPercent(tally) : null;
    const questions = rows.map((row) => ({
      ...row,
      theirs_accepted: row.theirs_accepted ? ('true' as const) : ('false' as const),
    }));
    return {
      ...(percent === null ? {} : { match_percent: percent }),
      common: tally?.common ?? 0,
      questions,
    };
  }

  async addQuestion(
    category: string,
    text: string,
    why: string,
    choices: readonly string[],
  ): Promise<number> {
    if (choices.length < 2 || choices.length > 4) {
      throw new ApiError(400, 'A question has 2 to 4 answers');
    }
    return this.repository.addQuestion({
      category: requireCategory(category),
      text: requireText(text),
      why: requireText(why),
      choices: choices.map(requireText),
    });
  }

  async setText(id: number, text: string, language: Language): Promise<void> {
    if (!(await this.repository.setQuestionText(id, language, 'text', requireText(text)))) {
      throw noQuestion(id);
    }
  }

  async setWhy(id: number, why: string, language: Language): Promise<void> {
    if (!(await this.repository.setQuestionText(id, language, 'why', requireText(why)))) {
      throw noQuestion(id);
    }
  }

  async setCategory(id: number, category: string): Promise<void> {
    if (!(await this.repository.setCategory(id, requireCategory(category)))) throw noQuestion(id);
  }

  async setChoiceText(choiceId: number, text: string, language: Language): Promise<void> {
    if (!(await this.repository.setChoiceText(choiceId, language, requireText(text)))) {
      throw new ApiError(404, `No answer with id ${choiceId}`);
    }
  }

  /** Members' answers to it go with it. */
  async removeQuestion(id: number): Promise<void> {
    if (!(await this.repository.removeQuestion(id))) throw noQuestion(id);
  }
}

function wireAnswer(answer: StoredAnswer): OwnQuestionAnswer {
  return {
    question_id: answer.question_id,
    choice_id: answer.choice_id,
    accepted: answer.accepted,
    importance: answer.importance,
    public: answer.public ? 'true' : 'false',
  };
}

function noQuestion(id: number): ApiError {
  return new ApiError(404, `No question with id ${id}`);
}

function requireCategory(value: string): QuestionCategory {
  const category = QUESTION_CATEGORIES.find((name) => name === value);
  if (!category) throw new ApiError(400, `A category is one of ${QUESTION_CATEGORIES.join(', ')}`);
  return category;
}

function requireText(value: string): string {
  const trimmed = value.trim().replace(/\s+/g, ' ');
  if (trimmed.length === 0 || trimmed.length > QUESTION_TEXT_MAX) {
    throw new ApiError(400, `A question's text has 1 to ${QUESTION_TEXT_MAX} characters`);
  }
  return trimmed;
}
