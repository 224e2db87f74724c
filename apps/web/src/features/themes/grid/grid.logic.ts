import type { TSaveThemeGridRequest, TThemeGrid, TThemeGridColumn } from '@kg/contracts';

/** The cells changed in the grid, by child then question: only what differs from the server. */
export type TGridEdits = Record<number, Record<number, number>>;

/** A cell's stars now: the edit if there is one, else the server's. */
export const cellValue = (grid: TThemeGrid, edits: TGridEdits, studentId: number, questionId: number) =>
  edits[studentId]?.[questionId] ?? grid.Rows.find((r) => r.StudentId === studentId)?.Scores[questionId] ?? 0;

/** Sets one cell; an edit back to the server's value is no edit (typing a change back is not a change). */
export function setCell(
  grid: TThemeGrid,
  edits: TGridEdits,
  studentId: number,
  questionId: number,
  score: number,
): TGridEdits {
  const server = grid.Rows.find((r) => r.StudentId === studentId)?.Scores[questionId] ?? 0;
  const row = { ...(edits[studentId] ?? {}) };
  if (score === server) delete row[questionId];
  else row[questionId] = score;
  const next = { ...edits };
  if (Object.keys(row).length === 0) delete next[studentId];
  else next[studentId] = row;
  return next;
}

/** Every child of the grid gets `score` on one description (a column set at once). */
export const setColumn = (grid: TThemeGrid, edits: TGridEdits, questionId: number, score: number) =>
  grid.Rows.reduce((next, r) => setCell(grid, next, r.StudentId, questionId, score), edits);

/** Only the edits that still differ from the server (a restored draft after someone else saved). */
export function pruneEdits(grid: TThemeGrid, edits: TGridEdits): TGridEdits {
  let next: TGridEdits = {};
  for (const [sid, row] of Object.entries(edits))
    for (const [qid, score] of Object.entries(row)) {
      const known = grid.Rows.some((r) => r.StudentId === Number(sid));
      const column = grid.Columns.some((c) => c.Eval_ThemeQuestionId === Number(qid));
      if (known && column) next = setCell(grid, next, Number(sid), Number(qid), score);
    }
  return next;
}

/** The save: each changed child with every star of their row (what the row shows). */
export function gridSaveRequest(grid: TThemeGrid, edits: TGridEdits): TSaveThemeGridRequest {
  return {
    ThemeId: grid.ThemeId,
    ThemeMapId: grid.ThemeMapId,
    Rows: grid.Rows.filter((r) => edits[r.StudentId]).map((r) => ({
      CustomerId: r.StudentId,
      Scores: grid.Columns.map((c) => ({
        eval_ThemeQuestionId: c.Eval_ThemeQuestionId,
        score: cellValue(grid, edits, r.StudentId, c.Eval_ThemeQuestionId),
      })),
    })),
  };
}

/** The latest save of any child: what a draft of the grid was started from. */
export const gridBase = (grid: TThemeGrid) =>
  grid.Rows.reduce((latest, r) => (r.UpdatedAt && r.UpdatedAt > latest ? r.UpdatedAt : latest), '');

/** Columns in header groups: entry, then keyword, then its descriptions (in the content's order). */
export function columnGroups(columns: TThemeGridColumn[]) {
  const entries: Array<{ title: string; keywords: Array<{ keyword: string; columns: TThemeGridColumn[] }> }> =
    [];
  for (const c of columns) {
    if (!entries.some((e) => e.title === c.EvaluateTitle))
      entries.push({ title: c.EvaluateTitle, keywords: [] });
    const entry = entries.find((e) => e.title === c.EvaluateTitle)!;
    if (!entry.keywords.some((k) => k.keyword === c.KeyWord))
      entry.keywords.push({ keyword: c.KeyWord, columns: [] });
    entry.keywords.find((k) => k.keyword === c.KeyWord)!.columns.push(c);
  }
  return entries;
}
