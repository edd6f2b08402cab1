export { SiteTextsPage } from './site-texts-page';
export { SiteTextEditorPage } from './site-text-editor-page';
