// The Storybook preview (.storybook/preview.tsx) for the components' stories: each builds its meta with preview.meta
// and its stories with meta.story (CSF Next), from one import path that does not depend on the file's depth.
export { default as preview } from '../../../.storybook/preview.tsx';
