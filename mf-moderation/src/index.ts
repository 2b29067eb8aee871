// The async boundary lets module federation settle the shared singletons first.
void import('./bootstrap');
