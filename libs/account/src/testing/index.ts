// @paddock/account/testing: an account service in memory and a demo member, for the tests and stories
// of this lib and of the libs and apps that show a logged-in visitor.
export {
  fakeAccountClient,
  fakeLoginAccount,
  fixturePassword,
  fixtureUser,
  formerMemberAccount,
  memberBouquets,
  nonMemberAccount,
  signedInAccount,
} from './fixtures.js';
export { renderWithAccount, testAccountSiteUrl, type RenderWithAccountOptions } from './render.js';
