module.exports = { ...require('@dating/testing/jest-preset') };
