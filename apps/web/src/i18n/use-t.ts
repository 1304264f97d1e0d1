import { createElement, Fragment, useContext, useMemo, type ReactNode } from 'react';
import { IntlContext, type IntlShape } from 'react-intl';
import { englishIntl, translateKnown, type TShownText } from './known-text';
import type { TMessageId } from './messages/en';

export type TValues = Record<string, string | number>;
/** Rich values: `b` (and any tag a message uses) wraps its chunks. */
export type TRichValues = Record<string, string | number | ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

export type TTranslate = {
  /** A catalogue message as text, its ICU arguments filled in. */
  (id: TMessageId, values?: TValues): string;
  /** A message with tags (`<b>…</b>`) drawn as elements. */
  rich: (id: TMessageId, values: TRichValues) => ReactNode;
  /**
   * A text from the server (an ApiError or any text with its key: said by the key) or a shared schema or
   * constant (an English string), in the language shown when it is a known one.
   */
  known: (text: TShownText) => string;
  /** "A or B" in the language shown. */
  or: (items: string[]) => string;
  intl: IntlShape;
};

/**
 * The IntlShape of the language shown. Outside the provider — a component rendered alone in a unit test —
 * it is the English catalogue, so tests that render one component see the English texts.
 */
export function useIntlShape(): IntlShape {
  return useContext(IntlContext) ?? englishIntl;
}

type TFormat = (descriptor: { id: string }, values?: Record<string, unknown>) => string | ReactNode[];

export function makeTranslate(intl: IntlShape): TTranslate {
  const format = intl.formatMessage as unknown as TFormat;
  const t = (id: TMessageId, values?: TValues) => String(format({ id }, values));
  const rich = (id: TMessageId, values: TRichValues): ReactNode => {
    const out = format({ id }, values);
    return Array.isArray(out) ? createElement(Fragment, null, ...out) : out;
  };
  return Object.assign(t, {
    rich,
    known: (text: TShownText) => translateKnown(text, intl),
    or: (items: string[]) => intl.formatList(items, { type: 'disjunction' }) as string,
    intl,
  });
}

/** `t(id, values)` in the language shown (docs/decisions/030). */
export function useT(): TTranslate {
  const intl = useIntlShape();
  return useMemo(() => makeTranslate(intl), [intl]);
}
