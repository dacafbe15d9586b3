import en from '../../../texts/en/cars.json' with { type: 'json' };
import { defineNamespace } from '../namespace';

export const carsTexts = /* @__PURE__ */ defineNamespace('cars', en, {
  de: () => import('../../../texts/de/cars.json', { with: { type: 'json' } }),
  fr: () => import('../../../texts/fr/cars.json', { with: { type: 'json' } }),
});
