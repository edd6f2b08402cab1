/** Back office: the dashboard (docs/product/back-office.md#dashboard /admin). */
export const adminDashboard = {
  title: 'Přehled',
  welcome: 'Vítejte zpět, {{name}}',
  signedInAs: 'Přihlášen(a) jako {{username}}',
  quickActions: {
    title: 'Rychlé akce',
    addClient: 'Přidat klienta',
    createProject: 'Vytvořit projekt',
    writePost: 'Napsat článek',
  },
  stats: {
    title: 'Čísla v kostce',
    totalClients: 'Klienti celkem',
    activeProjects: 'Aktivní projekty',
    blogPosts: 'Články blogu',
    portfolioItems: 'Položky portfolia',
  },
};
