import {
  FIELD_PRIVACY,
  type FieldPrivacy,
  type FieldProblem,
  type ProfileField,
} from '@dating/contract';
import { useProfileFieldTexts } from '@dating/ui';
import { Checkbox, RadioGroup, Select, TextArea, TextField } from '@dating/ui/forms';
import { useTranslation } from 'react-i18next';

/** What the form holds of a field while it is edited: text (numbers too) or a list's values. */
export type FieldDraft = string | readonly string[];

export interface ProfileFieldInputProps {
  field: ProfileField;
  value: FieldDraft;
  onChange: (value: FieldDraft) => void;
  problem?: FieldProblem;
  /** For a field whose audience the member chooses. */
  privacy?: FieldPrivacy;
  onPrivacyChange?: (privacy: FieldPrivacy) => void;
}

/** Choices this few show as radios; more as a native select. */
const FEW_CHOICES = 3;

/**
 * One field of the edit form, its control chosen by its kind in the field list: text, a choice,
 * centimetres, or a list of choices; with the member's choice of who sees it when they choose.
 */
export function ProfileFieldInput({
  field,
  value,
  onChange,
  problem,
  privacy,
  onPrivacyChange,
}: ProfileFieldInputProps) {
  const { t } = useTranslation();
  const { textOf, optionName } = useProfileFieldTexts([field]);
  const label = textOf(field).label;
  const problemText = (kind: FieldProblem | undefined) => {
    switch (kind) {
      case undefined:
        return undefined;
      case 'tooLong':
        return t('messages.textTooLong');
      case 'outOfRange':
        return field.kind === 'number'
          ? t('editProfile.problems.outOfRange', { min: field.min, max: field.max })
          : undefined;
      case 'tooMany':
        return field.kind === 'list'
          ? t('editProfile.problems.tooMany', { count: field.maxItems })
          : undefined;
      case 'unknownChoice':
      case 'required':
        return t('editProfile.problems.unknownChoice');
    }
  };
  const error = problemText(problem);
  const text = typeof value === 'string' ? value : '';

  const control = (() => {
    switch (field.kind) {
      case 'text':
        return field.multiline ? (
          <TextArea
            label={label}
            value={text}
            limit={field.maxLength}
            counterLabel={(used, limit) => t('editProfile.characterCount', { used, limit })}
            overLimitError={t('messages.textTooLong')}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <TextField
            label={label}
            value={text}
            error={error}
            onChange={(event) => onChange(event.target.value)}
          />
        );
      case 'choice': {
        const options = field.options.map((option) => ({
          value: option,
          label: optionName(field, option),
        }));
        if (!field.optional && options.length <= FEW_CHOICES) {
          return (
            <RadioGroup
              legend={label}
              options={options}
              value={text}
              onChange={onChange}
              error={error}
            />
          );
        }
        return (
          <Select
            label={label}
            options={[{ value: '', label: t('editProfile.notSet') }, ...options]}
            value={text}
            onChange={onChange}
            error={error}
          />
        );
      }
      case 'number':
        return (
          <TextField
            label={label}
            type="number"
            inputMode="numeric"
            min={field.min}
            max={field.max}
            value={text}
            hint={t('editProfile.centimetresHint', { min: field.min, max: field.max })}
            error={error}
            onChange={(event) => onChange(event.target.value)}
          />
        );
      case 'list': {
        const chosen: readonly string[] = typeof value === 'string' ? [] : value;
        return (
          <fieldset className="edit-profile__choices" aria-invalid={error ? true : undefined}>
            <legend className="dating-field__label">{label}</legend>
            <div className="edit-profile__chips">
              {field.options.map((option) => (
                <Checkbox
                  key={option}
                  appearance="chip"
                  label={optionName(field, option)}
                  checked={chosen.includes(option)}
                  onChange={(checked) =>
                    onChange(
                      checked ? [...chosen, option] : chosen.filter((item) => item !== option),
                    )
                  }
                />
              ))}
            </div>
            {error ? (
              <p className="dating-field__error" role="alert">
                {error}
              </p>
            ) : null}
          </fieldset>
        );
      }
    }
  })();

  return (
    <div className="edit-profile__field" data-field={field.name}>
      {control}
      {privacy && onPrivacyChange ? (
        <Select
          className="edit-profile__privacy"
          label={t('editProfile.privacy.whoSees', { field: label })}
          options={FIELD_PRIVACY.map((choice) => ({
            value: choice,
            label: t(`editProfile.privacy.${choice}`),
          }))}
          value={privacy}
          onChange={onPrivacyChange}
        />
      ) : null}
    </div>
  );
}
