import { BrandLogos } from '../components/brand-logos';
import { FeatureTiles } from '../components/feature-tiles';
import { Hero } from '../components/hero';

export function HomePage() {
  return (
    <>
      <Hero />
      <FeatureTiles />
      <BrandLogos />
    </>
  );
}
