import * as Slider from '@radix-ui/react-slider';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface RangeSliderProps {
  label: string;
  min: number;
  max: number;
  step?: number;
  /** One value (a distance) or two (an age range): one handle each, on one track. */
  value: readonly number[];
  onChange: (value: number[]) => void;
  /** Each handle's accessible name, in value order: "Youngest age", "Oldest age". */
  handleLabels: readonly string[];
  /** A value as words, read for each handle and shown beside the label: "25 years", "40 km". */
  valueText: (value: number) => string;
  /** The whole choice shown beside the label, e.g. "18 – 40"; the handles' texts by default. */
  summary?: string;
  className?: string;
}

/**
 * A slider with one or two handles on one track (Radix's headless slider: arrow keys, Page Up and
 * Down, Home and End, pointer dragging; two handles never cross). It runs from the reading
 * direction's start, so in Arabic the smallest value sits on the right and the arrows follow.
 * Its own entry, `@dating/ui/RangeSlider`: only the filter page loads it.
 */
export function RangeSlider({
  label,
  min,
  max,
  step = 1,
  value,
  onChange,
  handleLabels,
  valueText,
  summary,
  className,
}: RangeSliderProps) {
  const { i18n } = useTranslation();
  const labelId = useId();
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className={className ? `dating-range ${className}` : 'dating-range'}
    >
      <div className="dating-range__head">
        <span id={labelId} className="dating-field__label">
          {label}
        </span>
        <output className="dating-range__value" aria-hidden="true">
          {summary ?? value.map(valueText).join(' – ')}
        </output>
      </div>
      <Slider.Root
        className="dating-range__root"
        dir={i18n.dir()}
        min={min}
        max={max}
        step={step}
        value={[...value]}
        minStepsBetweenThumbs={0}
        onValueChange={onChange}
      >
        <Slider.Track className="dating-range__track">
          <Slider.Range className="dating-range__fill" />
        </Slider.Track>
        {value.map((handleValue, index) => (
          <Slider.Thumb
            key={handleLabels[index] ?? index}
            className="dating-range__handle"
            aria-label={handleLabels[index]}
            aria-valuetext={valueText(handleValue)}
          />
        ))}
      </Slider.Root>
    </div>
  );
}
