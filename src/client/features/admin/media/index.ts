/** The media library's parts other back-office areas use: the image picker (posts, portfolio items). */
export { MediaPicker, pickedMedia, type MediaPickerProps } from './media-picker';
export { MediaThumbnail } from './media-card';
export { MediaField } from './media-field';
