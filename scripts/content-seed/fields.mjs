// Field builders in the exact JSON shape Slice Machine writes into model.json and index.json.
export const f = {
  text: (label, placeholder = '') => ({ type: 'Text', config: { label, placeholder } }),
  title: (label, single = 'heading1') => ({ type: 'StructuredText', config: { label, placeholder: '', allowTargetBlank: false, single } }),
  rich: (label, multi = 'paragraph,strong,em,hyperlink,list-item,o-list-item') => ({
    type: 'StructuredText',
    config: { label, placeholder: '', allowTargetBlank: false, multi },
  }),
  select: (label, options, defaultValue = options[0]) => ({ type: 'Select', config: { label, placeholder: '', options, default_value: defaultValue } }),
  boolean: (label, defaultValue = false) => ({ type: 'Boolean', config: { label, default_value: defaultValue, placeholder_true: 'Yes', placeholder_false: 'No' } }),
  link: (label) => ({ type: 'Link', config: { label, placeholder: '', select: null, allowTargetBlank: false, allowText: true, repeat: false } }),
  image: (label) => ({ type: 'Image', config: { label, constraint: {}, thumbnails: [] } }),
  date: (label) => ({ type: 'Date', config: { label, placeholder: '' } }),
  table: (label) => ({ type: 'Table', config: { label } }),
  group: (label, fields) => ({ type: 'Group', config: { label, repeat: true, fields } }),
  uid: () => ({ type: 'UID', config: { label: 'UID', placeholder: '' } }),
}

export const RICH_BODY = 'paragraph,strong,em,hyperlink,list-item,o-list-item'
export const RICH_ARTICLE = 'heading2,heading3,heading4,paragraph,strong,em,hyperlink,list-item,o-list-item'

export function variation(id, name, description, primary) {
  return { id, name, docURL: '...', version: 'initial', description, imageUrl: '', primary, items: {} }
}

export function sharedSlice(id, name, description, variations) {
  return { id, type: 'SharedSlice', name, description, variations }
}
