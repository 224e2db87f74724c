/** Placeholder until the page lands. */
export default function QuestionBankPage() {
  return null;
}
