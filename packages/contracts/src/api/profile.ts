import { z } from 'zod';
import { ZChangePasswordRequest, ZProfile } from '../auth';
import { endpoint } from '../endpoint';

/** The signed-in user's own account page (个人中心). */
export const profileApi = {
  get: endpoint({
    method: 'GET',
    path: '/api/user/GetProfile',
    access: 'authenticated',
    summary: "The caller's account and identities",
    response: ZProfile,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/user/ChangePassword',
    access: 'authenticated',
    summary: "Change the caller's password",
    body: ZChangePasswordRequest,
    response: z.null(),
  }),
};
