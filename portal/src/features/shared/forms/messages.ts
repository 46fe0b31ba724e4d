// The spec's validation messages used by the portal's forms (rental spec 5), word for word. Forms on the public
// screens use zod/mini, which tree-shakes, to keep the first visit to /login small (npm run size).

export const requiredMessage = 'This field is required';
export const invalidEmailMessage = 'invalid email';
