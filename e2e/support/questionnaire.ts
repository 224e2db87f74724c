import path from 'node:path';
import { API } from '@kg/contracts';
import { expect, type Locator, type Page } from '@playwright/test';
import { classByName, type TApi } from './reports';
import { SHOTS_ON } from './shots';

/**
 * Setting the stage for the questionnaire journeys through the real API: class staff,
 * banks and their questions, each class's children and what they have done.
 */

export type TStaff = {
  Id: number;
  StudyYearId: number;
  GradeId: number;
  Name: string;
  HeadTeacherId: number | null;
  TeacherIds: number[];
  CareIds: number[];
};
export type TBank = { Id: number; Name: string; TypeId: number; Description: string };
export type TProgress = {
  ClassId: number;
  CycleId: number;
  Categories: Array<{ Id: number; Name: string; QuestionCount: number }>;
  Students: Array<{ Id: number; Name: string; DoneCateIds: number[] }>;
};

export async function staffOf(api: TApi, className: string): Promise<TStaff> {
  const { Id } = await classByName(api, className);
  const detail = await api.call(API.classes.detail, {
    Id,
  });
  const { StudentNum: _, ...staff } = detail;
  return staff;
}

export async function setStaff(api: TApi, staff: TStaff) {
  await api.call(API.classes.update, staff);
}

export async function bankByName(api: TApi, name: string): Promise<TBank> {
  const banks = await api.call(API.questionBank.banks, undefined);
  const bank = banks.find((b) => b.Name === name);
  expect(bank, `bank ${name}`).toBeTruthy();
  return bank as TBank;
}

/** The bank's questions as the question-bank screen lists them, for the given scopes. */
export async function questionTexts(api: TApi, bankName: string, scopes: string[]): Promise<string[]> {
  const page = await api.call(API.questionBank.questionPage, { Name: bankName, PageIndex: 1, PageSize: 200 });
  return page.data.filter((q) => scopes.includes(q.GradeName)).map((q) => q.Question);
}

export async function progressOf(api: TApi, className: string): Promise<TProgress> {
  const { Id } = await classByName(api, className);
  return api.call(API.questionnaire.classProgress, { ClassId: Id });
}

/** The escaped parameter the class view opens the questionnaire with. */
export function questionnaireUrl(info: Record<string, unknown>, name: 'dateInfo' | 'dataInfo' = 'dateInfo') {
  return `/questionnaire?${name}=${encodeURIComponent(JSON.stringify(info))}`;
}

/** A cell of the class view: one child, one bank. */
export function cell(page: Page, studentId: number, bankId: number): Locator {
  return page.getByTestId(`qn-cell-${studentId}-${bankId}`);
}

/** Gives question n (0-based) of the open questionnaire `stars` stars. */
export async function rate(page: Page, index: number, stars: number) {
  const card = page.getByTestId('qn-question').nth(index);
  // The same star again would clear the rating (antd Rate's allowClear).
  if ((await card.locator('.ant-rate-star-full').count()) !== stars) {
    await card
      .locator('.ant-rate-star')
      .nth(stars - 1)
      .click();
  }
  // Hovering previews stars: away from them, what shows is the value.
  await page.mouse.move(1, 1);
  await expect(card.locator('.ant-rate-star-full')).toHaveCount(stars);
}

/** The stars shown on every question, in order. */
export function starsShown(page: Page): Promise<number[]> {
  return page
    .getByTestId('qn-question')
    .evaluateAll((cards) => cards.map((c) => c.querySelectorAll('.ant-rate-star-full').length));
}

/** Counts the questionnaire submissions the page sends from now on. */
export function countSubmits(page: Page): () => number {
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes(API.questionnaire.submit.path)) sent += 1;
  });
  return () => sent;
}

/** Screenshots to look at (not compared): .tmp/shots/quest of the checkout, or SHOTS_DIR. */
const SHOTS = process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, '../../.tmp/shots/quest');

export async function shoot(page: Page, name: string, options: { atEnd?: boolean } = {}) {
  if (!SHOTS_ON) return;
  // A sticky footer sits where the viewport ends: at the page's end it is in its own place.
  await page.evaluate(
    (end) => window.scrollTo(0, end ? document.body.scrollHeight : 0),
    options.atEnd ?? false,
  );
  // Let dialogs and toasts finish their entrance animation.
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}
