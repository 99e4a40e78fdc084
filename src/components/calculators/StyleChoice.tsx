import { getEditableAttributes } from '../../lib/storyblok-editable.ts';
import type { BlockContext, BlockOf } from '../content/page-blocks/types.ts';
import { useDomId } from '../ui/use-dom-id.ts';
import { formatPercent } from '../../lib/number-format.ts';

export interface StyleChoiceProps {
  styles: BlockOf<'cost_calculator'>['styles'];
  defaultId: string | undefined;
  legend: string;
  returnLabel: string;
  lang: BlockContext['lang'];
}

/** The investment styles as radio buttons, each with its description and expected return. */
export function StyleChoice({ styles, defaultId, legend, returnLabel, lang }: StyleChoiceProps) {
  const baseId = useDomId('style');
  return (
    <fieldset className="calculator__styles">
      <legend>{legend}</legend>
      {styles.map((style, index) => {
        const id = `${baseId}-${index}`;
        return (
          <div className="choice" key={style._uid} {...getEditableAttributes(style)}>
            <input
              type="radio"
              id={id}
              name="style"
              value={style._uid}
              defaultChecked={style._uid === defaultId}
              aria-describedby={`${id}-note`}
              disabled
            />
            <label htmlFor={id}>{style.name}</label>
            <p className="choice__note" id={`${id}-note`}>
              {style.description && <span>{style.description} </span>}
              {returnLabel}: {formatPercent(style.expected_return_percent, lang)}
            </p>
          </div>
        );
      })}
    </fieldset>
  );
}
