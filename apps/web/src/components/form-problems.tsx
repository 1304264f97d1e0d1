import { AlertTriangle, Lock } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

/** The problems of a failed save as bullets (document 2, section 5: "Please fix the following errors:"). */
export function FormProblems({ problems, heading = 'Please fix the following errors:' }: { problems: string[]; heading?: string }) {
  if (problems.length === 0) return null;
  return (
    <Alert variant="destructive">
      <AlertTriangle aria-hidden="true" />
      <div className="min-w-0">
        <AlertTitle>{heading}</AlertTitle>
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </div>
    </Alert>
  );
}

/** A 422 PLAN_LIMIT refusal: the server's message names the limit and the plan. */
export function PlanLimitAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert variant="warning">
      <Lock aria-hidden="true" />
      <div className="min-w-0">
        <AlertTitle>Plan limit reached</AlertTitle>
        <AlertDescription>{message}</AlertDescription>
      </div>
    </Alert>
  );
}
