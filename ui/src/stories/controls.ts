/** Story controls: how Storybook's Controls panel offers a prop that takes one of a component's listed values. */

/** A radio button per value, for a short list. */
export const radioControl = <const Options extends readonly unknown[]>(options: Options) =>
  ({ control: 'inline-radio', options }) as const;

/** A drop-down of the values, for a longer list. */
export const selectControl = <const Options extends readonly unknown[]>(options: Options) =>
  ({ control: 'select', options }) as const;
