import { Link } from 'react-router';
import { PublicShell } from '@/components/public-shell';
import { LanguageSwitch } from '@/i18n/language-switch';
import { useT } from '@/i18n/use-t';
import { ContactForm } from '../components/contact-form';

/** /contact: Contact Sales, the landing page's second call to action (docs/decisions/063). */
export default function ContactPage() {
  const t = useT();
  return (
    <PublicShell>
      <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <LanguageSwitch className="mb-4 sm:hidden" />
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{t('contact.heading')}</h1>
        <p className="mt-3 text-muted-foreground">{t('contact.intro')}</p>
        <p className="mt-2 text-sm">
          <Link to="/tour" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('contact.tour')}
          </Link>
        </p>
        <div className="mt-8 rounded-xl border bg-card p-5 sm:p-6">
          <ContactForm />
        </div>
      </section>
    </PublicShell>
  );
}
