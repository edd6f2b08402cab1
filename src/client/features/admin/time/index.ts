/** What the back-office frame uses of the time area: the header's timer (loaded lazily by the frame). */
export { HeaderTimer } from './header-timer';
