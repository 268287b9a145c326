// Mantine's Select and MultiSelect in a chunk of their own: a remote select fetches them on its first press or focus.
export { MultiSelect, Select } from '@mantine/core';
