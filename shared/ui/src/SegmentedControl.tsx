import { RadioGroup, type RadioGroupProps } from './RadioGroup';

/** A few exclusive options as one joined bar (men / women / everyone): a radio group underneath. */
export function SegmentedControl<Value extends string>(
  props: Omit<RadioGroupProps<Value>, 'appearance'>,
) {
  return <RadioGroup {...props} appearance="segmented" />;
}
