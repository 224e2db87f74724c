/**
 * Fills the `{key}` placeholders of a catalogue message. A value is inserted as written (a
 * function replacer, so `$&` in a name stays literal); a missing value leaves its placeholder.
 */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (all, key: string) => (key in values ? String(values[key]) : all));
}
