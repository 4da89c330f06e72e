import type { FormResult } from '@paddock/api-clients';
import type { Decorator } from '@storybook/react-vite';
import { ContentTestStore } from '../fixtures/content-store.js';
import { fakeFormsClient, later } from '../fixtures/forms.js';

/** The content service behind a form answers `result`, a little later (the spinner shows). */
export const answering =
  (result: FormResult): Decorator =>
  (Story) => (
    <ContentTestStore content={fakeFormsClient(later(result, 400))}>
      <Story />
    </ContentTestStore>
  );
