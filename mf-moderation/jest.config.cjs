module.exports = { ...require('@dating/shared/jest-preset') };
