/** Placeholder until the page lands. */
export default function QuestionnaireClassesPage() {
  return null;
}
