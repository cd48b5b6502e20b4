type Navigate = (to: string) => void;

// The API client needs to "go to /" when the session is lost, but it is created before the
// router; AppRoutes plugs the router in here so that move stays inside the single-page app
// (a full reload would also wipe the Session Expired toast it is meant to show).
let navigate: Navigate = (to) => window.location.assign(to);

export function setNavigator(next: Navigate): void {
  navigate = next;
}

export function goHome(): void {
  navigate('/');
}
