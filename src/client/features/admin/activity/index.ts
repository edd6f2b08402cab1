export { HistoryIconButton, RecordHistory, RecordHistoryDialog } from './record-history';
