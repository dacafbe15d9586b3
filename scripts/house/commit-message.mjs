/** CODE_STYLE.md "Commits": a subject of at most 72 characters, then a blank line and the reasons. */
export const SUBJECT_MAX = 72;

// Git's own messages, and what `git commit --fixup`/`--squash` write, are left as they are.
const GENERATED = /^(Merge |Revert "|fixup! |squash! |amend! )/;

/** The problems of a commit message as git hands it to the commit-msg hook (comment lines already there). */
export function messageProblems(message) {
  const lines = message
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .join('\n')
    .trim()
    .split('\n');
  const [subject = '', separator, ...body] = lines;
  if (GENERATED.test(subject)) return [];
  const problems = [];
  if (subject.trim() === '') problems.push('the subject is empty');
  if (subject.length > SUBJECT_MAX) {
    problems.push(`the subject has ${subject.length} characters; at most ${SUBJECT_MAX}, the details go in the body`);
  }
  if (separator !== undefined && separator.trim() !== '') problems.push('a blank line must follow the subject');
  if (body.join('').trim() === '') problems.push('the body is empty: say why the change is made');
  return problems;
}
