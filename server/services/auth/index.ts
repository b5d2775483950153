import { defineService } from '#server/services/define-service';
import { codeRoutes } from './code-routes';
import { usersKind } from './imports/users-kind';
import { registerAuthRateLimit } from './rate-limit';
import { signInRoutes } from './sign-in-routes';
import { setPasswordRoute } from './users/set-password-route';
import { userRoleRoutes } from './users/user-role-routes';
import { userRoutes } from './users/user-routes';
import { userExportKinds } from './users/users-export';

export default defineService({
  name: 'auth',
  title: 'Авторизация и пользователи',
  importKinds: [usersKind],
  exportKinds: userExportKinds,
  routes: async (app) => {
    await registerAuthRateLimit(app);
    await app.register(signInRoutes);
    await app.register(codeRoutes);
    await app.register(setPasswordRoute);
    await app.register(userRoutes);
    await app.register(userRoleRoutes);
  },
});
