import { editorConfig } from './config'
import { editorOptions } from './options'

/** The editor's configuration on the server: its file API, the article reader and `keystatic.config.ts`. */
const keystaticConfig = editorConfig(editorOptions())

export default keystaticConfig
