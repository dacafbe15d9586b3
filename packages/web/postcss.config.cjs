// Mantine's own PostCSS preset: rem(), light-dark() and the breakpoint mixins used in CSS modules.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
