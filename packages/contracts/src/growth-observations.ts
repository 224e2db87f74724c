import { z } from 'zod';
import {
  DIMENSION_NAME_MAX,
  GROWTH_QUESTION_MAX,
  GROWTH_TEMPLATE_MESSAGES,
  POINT_NAME_MAX,
} from './growth-templates';

/**
 * Observation log sheets of the term and monthly observation modules (types 4, 5, F40), the
 * growth questions of the rating table (type 12, F41) and their Excel import (F42).
 */

export const ZLogPoint = z.object({ Id: z.number().int(), Name: z.string() });
export const ZLogElement = z.object({ Name: z.string(), info: z.array(ZLogPoint) });
export const ZLogDimension = z.object({ Name: z.string(), info: z.array(ZLogElement) });
export type TLogDimension = z.infer<typeof ZLogDimension>;
export const ZLogSheet = z.array(ZLogDimension);

export const ZUpdatePointRequest = z.object({
  id: z.number().int().min(1),
  title: z
    .string({ error: GROWTH_TEMPLATE_MESSAGES.pointNameRequired })
    .trim()
    .min(1, GROWTH_TEMPLATE_MESSAGES.pointNameRequired)
    .max(POINT_NAME_MAX, GROWTH_TEMPLATE_MESSAGES.pointNameTooLong),
});
export const ZAddPointRequest = z.object({
  tempDetailId: z.number().int().min(1),
  dimension: z
    .string({ error: GROWTH_TEMPLATE_MESSAGES.dimensionRequired })
    .trim()
    .min(1, GROWTH_TEMPLATE_MESSAGES.dimensionRequired)
    .max(DIMENSION_NAME_MAX, GROWTH_TEMPLATE_MESSAGES.dimensionTooLong),
  element: z
    .string({ error: GROWTH_TEMPLATE_MESSAGES.elementRequired })
    .trim()
    .min(1, GROWTH_TEMPLATE_MESSAGES.elementRequired)
    .max(DIMENSION_NAME_MAX, GROWTH_TEMPLATE_MESSAGES.elementTooLong),
  title: ZUpdatePointRequest.shape.title,
});
/** Deletes one observation point (F40) or growth question (F41). */
export const ZObservationIdRequest = z.object({ id: z.number().int().min(1) });
export const ZGrowthQuestion = z.object({ Id: z.number().int(), Name: z.string() });
export const ZAddGrowthQuestionRequest = z.object({
  tempDetailId: z.number().int().min(1),
  name: z
    .string({ error: GROWTH_TEMPLATE_MESSAGES.questionRequired })
    .trim()
    .min(1, GROWTH_TEMPLATE_MESSAGES.questionRequired)
    .max(GROWTH_QUESTION_MAX, GROWTH_TEMPLATE_MESSAGES.questionTooLong),
});
/** F42 */
export const ZGrowthImportRequest = z.object({
  tempId: z.number().int().min(1),
  tempDetailId: z.number().int().min(1),
  fileName: z
    .string({ error: GROWTH_TEMPLATE_MESSAGES.fileRequired })
    .trim()
    .min(1, GROWTH_TEMPLATE_MESSAGES.fileRequired)
    .max(255),
});
