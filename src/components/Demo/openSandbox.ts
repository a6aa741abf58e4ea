import type { FormPost } from '@site/src/lib/sandbox/project';

/** Posts a form in a new tab: how StackBlitz and CodeSandbox take a project without an SDK. */
export function submitFormPost({ action, fields }: FormPost): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.target = '_blank';
  form.style.display = 'none';
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  form.remove();
}
