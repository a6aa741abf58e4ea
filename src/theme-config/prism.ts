// Code colours. The light theme is our own: prism-react-renderer's light themes put several token
// colours under 4.5:1 on a light background. Every colour here passes 4.5:1 on #f6f8fa.
import { themes, type PrismTheme } from 'prism-react-renderer';

export const lightCodeTheme: PrismTheme = {
  plain: { color: '#1f2328', backgroundColor: '#f6f8fa' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: '#59636e', fontStyle: 'italic' } },
    { types: ['keyword', 'selector', 'important', 'atrule'], style: { color: '#cf222e' } },
    { types: ['string', 'char', 'attr-value', 'regex', 'inserted'], style: { color: '#0a3069' } },
    { types: ['function', 'method'], style: { color: '#6639ba' } },
    {
      types: ['number', 'boolean', 'constant', 'property', 'attr-name', 'variable', 'builtin'],
      style: { color: '#0550ae' },
    },
    { types: ['tag'], style: { color: '#116329' } },
    { types: ['class-name', 'maybe-class-name'], style: { color: '#953800' } },
    { types: ['punctuation', 'operator'], style: { color: '#1f2328' } },
    { types: ['deleted'], style: { color: '#82071e' } },
  ],
};

export const darkCodeTheme: PrismTheme = themes.vsDark;
