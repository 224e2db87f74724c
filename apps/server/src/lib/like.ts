/** A LIKE pattern that matches `text` literally anywhere (escapes %, _ and \). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
