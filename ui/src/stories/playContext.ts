import type { StoryContext } from '@storybook/react-vite';

/** What the shared story steps take from a play function's context: the story's queries and its user. */
export type PlayContext = Pick<StoryContext, 'canvas' | 'userEvent'>;

/** The same, for steps that also check what the story's `onChange` received. */
export type PlayContextWithChange = PlayContext & { args: { onChange?: unknown } };

/** A story's canvas: its queries bound to the story's root. */
export type Canvas = PlayContext['canvas'];
