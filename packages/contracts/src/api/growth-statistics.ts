import { endpoint } from '../endpoint';
import { ZObservationExportQuery, ZObservationTable, ZObservationTableQuery } from '../growth-statistics';
import { Permission } from '../permissions';

const manage = Permission.growthTemplateManage;

/** Typical-behaviour observation statistics of a monthly observation module (screen 6, F47-F51). */
export const growthStatisticsApi = {
  table: endpoint({
    method: 'GET',
    path: '/api/mgd/Eval_Growth/GetTableByGrowDetail',
    access: manage,
    summary: 'Often / sometimes / never per observation point of a type 5 module (F47, F50)',
    query: ZObservationTableQuery,
    response: ZObservationTable,
  }),
  exportTable: endpoint({
    method: 'GET',
    path: '/api/mgd/Eval_Growth/Export_GetTableByGrowDetail',
    access: manage,
    summary: 'The same statistics as .xlsx, 维度 and 要素 merged (F48, F51)',
    query: ZObservationExportQuery,
    answer: 'file',
  }),
};
