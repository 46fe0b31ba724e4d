// The company's contact (GET /config/company): the same for every caller and seldom changed, so read once a session.
import { getCompanyContactOptions } from '@portal/sdk/query';
import { queryOptions } from '@tanstack/react-query';

export const companyQueries = {
  contact: () => queryOptions({ ...getCompanyContactOptions(), staleTime: 60 * 60 * 1000 }),
};
