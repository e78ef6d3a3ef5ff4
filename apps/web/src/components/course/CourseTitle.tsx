/**
 * A course's title: its product name, English in every language (docs/glossary.md), so a screen
 * reader on a Hindi page reads it with English pronunciation.
 */
export function CourseTitle({ title }: { title: string }) {
  return <span lang="en">{title}</span>;
}
