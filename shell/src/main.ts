// Async boundary: shared singletons (React, the shared facades) are negotiated before the app evaluates.
void import('./bootstrap');
