module.exports = { ...require('@dating/build/jest-preset') };
