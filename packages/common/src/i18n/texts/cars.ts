import en from '../../../texts/en/cars.json';
import { defineNamespace } from '../namespace';

export const carsTexts = /* @__PURE__ */ defineNamespace('cars', en, {
  de: () => import('../../../texts/de/cars.json'),
  fr: () => import('../../../texts/fr/cars.json'),
});
