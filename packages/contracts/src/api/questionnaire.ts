import { endpoint } from '../endpoint';
import { Permission } from '../permissions';
import {
  ZChildResults,
  ZChildResultsQuery,
  ZClassProgress,
  ZClassProgressQuery,
  ZClassResults,
  ZClassResultsQuery,
  ZParentAnswers,
  ZParentAnswersQuery,
  ZQuestionnaire,
  ZQuestionsQuery,
  ZSubmitQuestionnaireRequest,
  ZSubmitQuestionnaireResult,
} from '../questionnaire';

const fill = Permission.questionnaireFill;

/** The questionnaire (screen 19, J01-J10), the class view, the results and the parent answers. */
export const questionnaireApi = {
  questions: endpoint({
    method: 'GET',
    path: '/api/mgd/Cs_Question/GetQuestions',
    access: fill,
    summary: 'A bank’s questions for one child and term, with the saved answers (J02)',
    query: ZQuestionsQuery,
    response: ZQuestionnaire,
  }),
  submit: endpoint({
    method: 'POST',
    path: '/api/mgd/Cs_Question/SubmitAnswer',
    access: fill,
    summary: 'Save the answers for the child and the children named in studentIds (J07)',
    body: ZSubmitQuestionnaireRequest,
    response: ZSubmitQuestionnaireResult,
  }),
  classProgress: endpoint({
    method: 'GET',
    path: '/api/mgd/Cs_Question/GetClassProgress',
    access: fill,
    summary: 'A class’s children and the banks each has done in a term',
    query: ZClassProgressQuery,
    response: ZClassProgress,
  }),
  parentAnswers: endpoint({
    method: 'GET',
    path: '/api/mgd/Cs_Question/GetParentAnswers',
    access: fill,
    summary: 'A child’s rated items per bank, this term and the previous one (handbook charts)',
    query: ZParentAnswersQuery,
    response: ZParentAnswers,
  }),
  classResults: endpoint({
    method: 'GET',
    path: '/api/mgd/Cs_Question/GetClassResults',
    access: fill,
    summary: 'A class’s children × banks: each child’s average per bank and the class’s, in a term',
    query: ZClassResultsQuery,
    response: ZClassResults,
  }),
  childResults: endpoint({
    method: 'GET',
    path: '/api/mgd/Cs_Question/GetChildResults',
    access: fill,
    summary: 'A child’s answers by bank and question, this term beside the previous one',
    query: ZChildResultsQuery,
    response: ZChildResults,
  }),
};
