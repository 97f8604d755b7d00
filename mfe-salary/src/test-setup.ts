import 'shared/testing/setup';
