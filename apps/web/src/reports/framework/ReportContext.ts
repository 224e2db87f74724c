import { createContext, useContext } from 'react';
import type { TReadiness } from './readiness';

/** The readiness tracker of the report around a part (a chart registers with it). */
export const ReadinessContext = createContext<TReadiness | null>(null);

export function useReadiness(): TReadiness {
  const readiness = useContext(ReadinessContext);
  if (!readiness) throw new Error('A report part must be rendered inside <ReportDocument>');
  return readiness;
}
