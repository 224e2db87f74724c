/** Placeholder until the page lands. */
export default function QuestionnairePage() {
  return null;
}
