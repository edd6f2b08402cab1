/** What other back-office screens may use of the outgoing-mail area: the warning while notifications reach nobody. */
export { NotificationWarning } from './notification-warning';
