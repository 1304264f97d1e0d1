/** Greeting by time of day (document 1, section 2): morning before 12:00, afternoon before 18:00, else evening. */
export function greetingFor(date: Date): 'Good morning' | 'Good afternoon' | 'Good evening' {
  const hour = date.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}
