import { Box, Container, Paper, Text, Title } from '@mantine/core';
import { homeTexts, type SearchParams } from '@wayfare/common';
import { useNavigate } from 'react-router';
import { SearchForm } from '../../../components/search-form/search-form';
import { paths } from '../../../config/paths';
import { useTexts } from '../../../lib/i18n/use-texts';
import classes from './hero.module.css';

/** The dark hero under the dark navbar: tagline and the search form. */
export function Hero() {
  const t = useTexts(homeTexts);
  const navigate = useNavigate();
  const search = (params: SearchParams) => navigate(paths.search.href(params));
  return (
    <Box component="section" className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg" py={{ base: 40, md: 72 }}>
        <Title id="hero-title" order={1} className={classes.title}>
          {t('hero.title')}
        </Title>
        <Text className={classes.subtitle} mt="sm" mb="xl" maw={620}>
          {t('hero.subtitle')}
        </Text>
        <Paper shadow="lg" p={{ base: 'md', sm: 'lg' }} radius="lg">
          <SearchForm onSearch={search} />
        </Paper>
      </Container>
    </Box>
  );
}
