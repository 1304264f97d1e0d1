import { useState } from 'react';
import { CircleHelp } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useHelp } from '../api/get-help';

/** Every topic, searchable: the help page (/help). */
function AllTopicsLink({ onNavigate }: { onNavigate: () => void }) {
  return (
    <Link to="/help" onClick={onNavigate} className="text-sm font-medium underline underline-offset-4">
      All help topics
    </Link>
  );
}

/**
 * Contextual help for the current screen (GET /onboarding/help?route=), opened from a corner button, with
 * a link to every topic (/help). Not on the help page itself.
 */
export function HelpButton() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const help = useHelp(pathname, open);
  if (pathname === '/help') return null;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="icon" className="fixed bottom-4 left-4 z-30 size-12 rounded-full shadow-md lg:left-auto lg:right-4" aria-label="Help for this page">
          <CircleHelp className="size-5" aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent>
        {help.isPending ? (
          <>
            <DialogTitle>Help</DialogTitle>
            <Skeleton className="h-32 rounded-lg" aria-label="Loading help" />
          </>
        ) : help.isError ? (
          <DialogHeader>
            <DialogTitle>Help</DialogTitle>
            <DialogDescription>There is no help for this page yet.</DialogDescription>
            <AllTopicsLink onNavigate={() => setOpen(false)} />
          </DialogHeader>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{help.data.title}</DialogTitle>
              <DialogDescription>{help.data.summary}</DialogDescription>
            </DialogHeader>
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {help.data.tips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
            <div className="flex flex-wrap gap-2">
              {help.data.links.map((link) => (
                <Button key={link.to} asChild variant="outline" size="sm" className="min-h-11 sm:min-h-9">
                  <Link to={link.to} onClick={() => setOpen(false)}>
                    {link.label}
                  </Link>
                </Button>
              ))}
            </div>
            <AllTopicsLink onNavigate={() => setOpen(false)} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
