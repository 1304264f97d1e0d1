import { CONTACT_MESSAGE_MIN, ZContactRequest, type TContactReceipt } from '@forecourt/shared';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Field } from '@/components/field';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/i18n/use-t';
import { isApiError } from '@/lib/api-error';
import { useZodForm } from '@/lib/use-zod-form';
import { useSendContactMessage } from '../api/send-contact-message';

const EMPTY = { name: '', email: '', phone: '', businessName: '', stations: '', message: '' };
type TValues = typeof EMPTY;
const FIELDS = Object.keys(EMPTY) as Array<keyof TValues>;

/** What the visitor typed, kept for this tab until it is sent: a reload or a failed send loses nothing. */
const DRAFT_KEY = 'forecourt.contactDraft';

function readDraft(): TValues {
  try {
    const stored = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as Partial<Record<keyof TValues, unknown>> | null;
    if (!stored || typeof stored !== 'object') return EMPTY;
    return Object.fromEntries(FIELDS.map((f) => [f, typeof stored[f] === 'string' ? stored[f] : ''])) as TValues;
  } catch {
    return EMPTY;
  }
}

function writeDraft(values: TValues | null): void {
  try {
    if (values && FIELDS.some((f) => values[f])) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
    else sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Storage full or refused (a private window): the form still holds the text.
  }
}

/** The request body: blank optional fields left out, the stations count as a number. */
function toInput(v: TValues) {
  return {
    name: v.name,
    email: v.email,
    businessName: v.businessName,
    message: v.message,
    ...(v.phone.trim() ? { phone: v.phone } : {}),
    ...(v.stations.trim() ? { stations: Number(v.stations.trim()) } : {}),
  };
}

/**
 * The Contact Sales form (docs/decisions/063): checked with the shared schema before it is sent; on a
 * refusal or a lost connection the typed text stays in the form (and in the tab's storage) with the
 * server's own error beside it, in the language shown.
 */
export function ContactForm() {
  const t = useT();
  const [initial] = useState(readDraft);
  const form = useZodForm(ZContactRequest, initial, { id: 'contact', toInput });
  const send = useSendContactMessage();
  const [failure, setFailure] = useState<unknown>(null);
  const [sent, setSent] = useState<{ receipt: TContactReceipt; name: string; email: string } | null>(null);

  const { values } = form;
  useEffect(() => {
    if (!sent) writeDraft(values);
  }, [values, sent]);

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const receipt = await send.mutateAsync(body);
      writeDraft(null);
      setSent({ receipt, name: body.name, email: body.email });
    } catch (err) {
      if (isApiError(err)) {
        for (const d of err.details ?? []) {
          if ((FIELDS as string[]).includes(d.field)) form.setError(d.field as keyof TValues, { type: 'server', message: d.message });
        }
      }
      setFailure(err);
    }
  });

  if (sent) {
    return (
      <div className="space-y-4">
        <Alert role="status">
          <CheckCircle2 aria-hidden="true" className="text-primary" />
          <div className="min-w-0">
            <AlertTitle>{t('contact.sentTitle')}</AlertTitle>
            <AlertDescription>{t('contact.sentText', { name: sent.name, email: sent.email })}</AlertDescription>
          </div>
        </Alert>
        <div className="flex flex-wrap gap-3">
          <Button
            variant="outline"
            onClick={() => {
              form.form.reset(EMPTY);
              setSent(null);
            }}
          >
            {t('contact.sendAnother')}
          </Button>
          <Button asChild variant="ghost">
            <Link to="/">{t('contact.backHome')}</Link>
          </Button>
        </div>
      </div>
    );
  }

  const failureText = failure === null ? null : t.known(isApiError(failure) ? failure : failure instanceof Error ? failure.message : String(failure));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('contact.form')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field form={form} name="name" label={t('contact.name')}>
          {(control) => <Input autoComplete="name" required {...control} />}
        </Field>
        <Field form={form} name="email" label={t('contact.email')}>
          {(control) => <Input type="email" inputMode="email" autoComplete="email" required {...control} />}
        </Field>
        <Field form={form} name="businessName" label={t('contact.businessName')}>
          {(control) => <Input autoComplete="organization" required {...control} />}
        </Field>
        <Field form={form} name="phone" label={t('contact.phone')} hint={t('contact.phoneHint')}>
          {(control) => <Input type="tel" inputMode="tel" autoComplete="tel" {...control} />}
        </Field>
        <Field form={form} name="stations" label={t('contact.stations')}>
          {(control) => <Input inputMode="numeric" {...control} />}
        </Field>
      </div>
      <Field form={form} name="message" label={t('contact.message')} hint={t('contact.messageHint', { min: CONTACT_MESSAGE_MIN })}>
        {(control) => <Textarea rows={5} required {...control} />}
      </Field>
      {failureText && (
        <Alert variant="destructive">
          <AlertTriangle aria-hidden="true" />
          <div className="min-w-0">
            <AlertTitle>{t('contact.failedTitle')}</AlertTitle>
            <AlertDescription>
              <p>{failureText}</p>
              <p className="mt-1 text-muted-foreground">{t('contact.failedKept')}</p>
            </AlertDescription>
          </div>
        </Alert>
      )}
      <Button type="submit" size="lg" disabled={form.isSubmitting}>
        {form.isSubmitting ? t('contact.submitting') : t('contact.submit')}
      </Button>
    </form>
  );
}
