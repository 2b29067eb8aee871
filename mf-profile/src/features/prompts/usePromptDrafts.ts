import type { Prompt, PromptAnswer, PromptAnswerInput } from '@dating/contract';
import { validatePromptAnswer } from '@dating/contract/validation';
import { useSession } from '@dating/web';
import { useState } from 'react';
import { usePromptsQuery, useSetPromptsMutation } from './promptsApi';

/** An answer being edited; `key` keeps its fields (and focus) with it when it moves. */
export interface PromptDraft extends PromptAnswerInput {
  key: number;
}

let draftKeys = 0;
export const promptDraft = (answer: PromptAnswerInput): PromptDraft => ({
  ...answer,
  key: (draftKeys += 1),
});

const sameAnswers = (drafts: PromptDraft[], saved: PromptAnswer[]) =>
  drafts.length === saved.length &&
  drafts.every(
    (draft, at) => draft.prompt_id === saved[at]?.prompt_id && draft.answer === saved[at]?.answer,
  );

/**
 * The member's prompt answers as Edit profile's one form edits them: loaded once, then edited
 * in place; saved with the rest of the form, and only when they changed.
 */
export function usePromptDrafts() {
  const { memberId, language } = useSession();
  const { data } = usePromptsQuery({ memberId, language });
  const [setPrompts, { isLoading: saving }] = useSetPromptsMutation();
  const [answers, setAnswers] = useState<PromptDraft[] | null>(null);
  // The saved answers become the drafts once, when they arrive (React's state-from-props pattern).
  if (data && answers === null) {
    setAnswers(data.answers.map(({ prompt_id, answer }) => promptDraft({ prompt_id, answer })));
  }

  return {
    prompts: data?.prompts ?? ([] as Prompt[]),
    answers: data ? answers : null,
    setAnswers: (update: (current: PromptDraft[]) => PromptDraft[]) =>
      setAnswers((current) => (current ? update(current) : current)),
    saving,
    /** The first answer's problem, before anything is sent. */
    problem: () => answers?.map(({ answer }) => validatePromptAnswer(answer)).find(Boolean) ?? null,
    /** Sends the answers when they differ from the saved ones; a refusal throws. */
    save: async () => {
      if (!data || !answers || sameAnswers(answers, data.answers)) return;
      await setPrompts({
        memberId,
        language,
        answers: answers.map(({ prompt_id, answer }) => ({ prompt_id, answer })),
      }).unwrap();
    },
  };
}

export type PromptDrafts = ReturnType<typeof usePromptDrafts>;
