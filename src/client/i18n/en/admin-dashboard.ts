import type { adminDashboard as cs } from '../cs/admin-dashboard';
import type { Shape } from '@/shared/site-texts/shape';

export const adminDashboard: Shape<typeof cs> = {
  title: 'Dashboard',
  welcome: 'Welcome back, {{name}}',
  signedInAs: 'Signed in as {{username}}',
  quickActions: {
    title: 'Quick actions',
    addClient: 'Add client',
    createProject: 'Create project',
    writePost: 'Write blog post',
  },
  stats: {
    title: 'At a glance',
    totalClients: 'Total clients',
    activeProjects: 'Active projects',
    blogPosts: 'Blog posts',
    portfolioItems: 'Portfolio items',
  },
};
