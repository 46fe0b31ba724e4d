// The service requests' public face for other features: the requests about a place, for its page.
export { RequestsSection } from './RequestsSection.tsx';
