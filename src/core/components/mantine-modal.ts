// Mantine's Modal as a module of its own, so LazyModal can load it on demand.
export { Modal as default } from '@mantine/core';
